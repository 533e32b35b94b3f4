import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Row, Tag, Typography } from 'antd';
import { errorMessage, request } from '../api';
import { Loading } from '../components/loading';

type Kind = 'mp' | 'work' | 'wxa';
interface StoredApp {
  kind: Kind;
  appId: string;
  secretSet: boolean;
  own: boolean;
}

const GET = '/api-admin/platform/wechatAppGet';
const KINDS: { kind: Kind; title: string; hint: string; idLabel: string }[] = [
  { kind: 'mp', title: '微信公众号', hint: '微信内打开页面的分享卡片（JS-SDK 签名）使用它。', idLabel: 'AppID' },
  { kind: 'wxa', title: '微信小程序', hint: '小程序内嵌页面登录、数据解密和小程序分享链接使用它。', idLabel: '小程序 AppID' },
  { kind: 'work', title: '企业微信', hint: '企业微信内打开页面的 JS-SDK 签名使用它。', idLabel: 'CorpID' },
];

function AppForm({ def, app }: { def: (typeof KINDS)[number]; app: StoredApp | undefined }) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<{ appId: string; secret: string }>();
  const save = async (v: { appId: string; secret: string }) => {
    try {
      await request(`/api-admin/platform/wechatAppSave`, { kind: def.kind, appId: v.appId, secret: v.secret ?? '' });
      form.setFieldValue('secret', '');
      await qc.invalidateQueries({ queryKey: [GET] });
      message.success(`${def.title}已保存`);
    } catch (e) {
      message.error(errorMessage(e));
    }
  };
  return (
    <Card
      title={def.title}
      extra={app?.own ? <Tag color="green">本站点自有</Tag> : app?.appId ? <Tag>使用平台默认</Tag> : <Tag color="orange">未配置</Tag>}
      data-testid={`wechat-app-${def.kind}`}
    >
      <Typography.Paragraph type="secondary">{def.hint}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ appId: app?.own ? app.appId : '', secret: '' }} onFinish={(v) => void save(v)}>
        <Form.Item name="appId" label={def.idLabel} rules={[{ required: true, whitespace: true, message: `请填写${def.idLabel}` }, { max: 128 }]}>
          <Input placeholder={app?.appId && !app.own ? `平台默认：${app.appId}` : 'wx0123456789abcdef'} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="secret"
          label="AppSecret"
          extra="只写不读：保存后不再显示。"
          rules={[{ required: !app?.own, message: '请填写AppSecret' }, { max: 128 }]}
        >
          <Input.Password placeholder={app?.own && app.secretSet ? '已设置，留空则不修改' : '请输入 AppSecret'} autoComplete="new-password" visibilityToggle={false} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          保存
        </Button>
      </Form>
    </Card>
  );
}

/** The tenant's WeChat apps (official account, mini-program, WeChat Work): AppIDs shown, secrets write-only. */
export function WechatAppsPage() {
  const q = useQuery({ queryKey: [GET], queryFn: () => request<{ list: StoredApp[] }>(GET, {}) });
  if (q.isPending) return <Loading />;
  const byKind = new Map((q.data?.list ?? []).map((a) => [a.kind, a]));
  return (
    <div>
      <Typography.Title level={3}>微信与小程序</Typography.Title>
      <Row gutter={[16, 16]}>
        {KINDS.map((def) => (
          <Col key={def.kind} xs={24} lg={8}>
            <AppForm key={`${def.kind}:${byKind.get(def.kind)?.appId ?? ''}`} def={def} app={byKind.get(def.kind)} />
          </Col>
        ))}
      </Row>
    </div>
  );
}
