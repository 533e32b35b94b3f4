import { SaveOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, Col, Form, Input, Row, Space, Table, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { pageStyleSchema, type AppSetting, type PageStyle } from '../../../schemas/design';
import { errorMessage, isStudioApiError, request } from '../api';
import { ColorField } from '../components/color-field';
import { ImageField } from '../components/image-field';
import { Loading } from '../components/loading';
import { IMPORT_KINDS, parseImportCsv, type ImportKind } from '../import-csv';
import { MapProviderSection } from './map-provider';

const TEXT_FIELDS: { name: keyof AppSetting; label: string; max?: number; placeholder?: string }[] = [
  { name: 'appName', label: '站点名称', max: 30 },
  { name: 'titlePrefix', label: '标题前缀', max: 30, placeholder: '为空时使用站点名称' },
  { name: 'indexPath', label: '首页跳转路径', max: 200, placeholder: '如 /job；为空时打开首页' },
];
const SERVICE_FIELDS: { name: keyof AppSetting; label: string; max?: number; placeholder?: string }[] = [
  { name: 'customerServicePhone', label: '客服电话', max: 30, placeholder: '400-000-0000' },
  { name: 'customerServiceWork', label: '客服时间', max: 50, placeholder: '工作日 9:00-18:00' },
];
const RECORD_FIELDS: { name: keyof AppSetting; label: string; max?: number }[] = [
  { name: 'baseIcp', label: 'ICP 备案号', max: 100 },
  { name: 'basePsrn', label: '公安备案号', max: 100 },
  { name: 'baseLicence', label: '人力资源服务许可证', max: 100 },
];
const IMAGE_FIELDS: { name: keyof AppSetting; label: string }[] = [
  { name: 'logo', label: '横版 Logo' },
  { name: 'logoSquare', label: '方形 Logo' },
  { name: 'baseBusinessLicense', label: '营业执照' },
  { name: 'wechatQrGzg', label: '公众号二维码' },
  { name: 'wechatQrXcx', label: '小程序码' },
  { name: 'registerWxacode', label: '注册小程序码' },
  { name: 'forgotWxacode', label: '找回密码小程序码' },
  { name: 'avatarDefault', label: '默认头像' },
  { name: 'avatarDefaultBrand', label: '默认企业头像' },
];
const STYLE_FIELDS: { name: keyof PageStyle; label: string }[] = [
  { name: 'primaryColor', label: '主色' },
  { name: 'bgColor', label: '页面背景色' },
  { name: 'textColor', label: '文字颜色' },
  { name: 'navBgColor', label: '标题栏背景色' },
  { name: 'navColor', label: '标题栏文字颜色' },
];
const CONFIG_KEYS = [...TEXT_FIELDS, ...SERVICE_FIELDS, ...RECORD_FIELDS, ...IMAGE_FIELDS].map((f) => f.name);

/** The server's issues (data.issues) as "field: message" lines, else its message. */
function issuesOf(e: unknown): string[] {
  if (isStudioApiError(e) && e.data && typeof e.data === 'object' && Array.isArray((e.data as { issues?: unknown }).issues)) {
    return ((e.data as { issues: { message?: string }[] }).issues ?? []).map((i) => i.message ?? '').filter(Boolean);
  }
  return [errorMessage(e)];
}

interface ImportReportRow {
  kind: ImportKind | '文件';
  saved: number;
  removed: number;
  problems: string[];
}

function ImportMapping() {
  const [replace, setReplace] = useState(false);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReportRow[] | null>(null);

  async function importFile(file: File) {
    setBusy(true);
    try {
      const parsed = parseImportCsv(await file.text());
      const rows: ImportReportRow[] = [];
      if (parsed.problems.length) rows.push({ kind: '文件', saved: 0, removed: 0, problems: parsed.problems.map((p) => `第 ${p.line} 行：${p.message}`) });
      for (const kind of IMPORT_KINDS) {
        const list = parsed.byKind[kind];
        if (!list?.length) continue;
        try {
          const r = await request<{ saved: number; removed: number }>('/api-admin/app/importConfig/save', { kind, replace, rows: list.map(({ key, id }) => ({ key, id })) });
          rows.push({ kind, saved: r.saved, removed: r.removed, problems: [] });
        } catch (e) {
          rows.push({ kind, saved: 0, removed: 0, problems: issuesOf(e) });
        }
      }
      if (!rows.length) rows.push({ kind: '文件', saved: 0, removed: 0, problems: ['文件中没有数据行'] });
      setReport(rows);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="旧站地址映射" extra={<Typography.Text type="secondary">旧站 id → 新站 id，用于旧链接 301 跳转</Typography.Text>}>
      <Typography.Paragraph type="secondary">
        上传 CSV 文件，每行 <Typography.Text code>类型,旧 id,新 id</Typography.Text>，类型为 job（职位）、brand（企业）、article（文章，旧 id 前加 a 新闻 / n 公告）、resume（简历）。
      </Typography.Paragraph>
      <Space>
        <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={(f) => (void importFile(f), false)}>
          <Button icon={<UploadOutlined />} loading={busy}>
            选择 CSV 文件并导入
          </Button>
        </Upload>
        <Checkbox checked={replace} onChange={(e) => setReplace(e.target.checked)}>
          替换该类型的全部旧映射
        </Checkbox>
      </Space>
      {report ? (
        <Table<ImportReportRow>
          style={{ marginTop: 16 }}
          size="small"
          rowKey="kind"
          pagination={false}
          dataSource={report}
          data-testid="import-report"
          columns={[
            { title: '类型', dataIndex: 'kind' },
            { title: '导入', dataIndex: 'saved', render: (n: number, r) => (r.problems.length ? '—' : `${n} 行`) },
            { title: '替换前删除', dataIndex: 'removed', render: (n: number, r) => (r.problems.length ? '—' : `${n} 行`) },
            {
              title: '结果',
              key: 'result',
              render: (_, r) =>
                r.problems.length ? <Typography.Text type="danger">{r.problems.slice(0, 5).join('；') + (r.problems.length > 5 ? ` 等 ${r.problems.length} 处` : '')}</Typography.Text> : <Typography.Text type="success">成功</Typography.Text>,
            },
          ]}
        />
      ) : null}
    </Card>
  );
}

/** Site identity, customer service, record numbers, images and the page style colours. */
export function SettingsPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<Record<string, string>>();
  const [styleForm] = Form.useForm<PageStyle>();
  const [issues, setIssues] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const setting = useQuery({ queryKey: ['studio', 'setting'], queryFn: () => request<AppSetting>('/api-admin/app/settingGet') });

  useEffect(() => {
    const s = setting.data;
    if (!s) return;
    form.setFieldsValue(Object.fromEntries(CONFIG_KEYS.map((k) => [k, String(s[k] ?? '')])));
    styleForm.setFieldsValue(s.design.pageStyle ?? s.pageStyle ?? {});
  }, [setting.data, form, styleForm]);

  async function save() {
    setIssues([]);
    const style = pageStyleSchema.safeParse(Object.fromEntries(Object.entries(styleForm.getFieldsValue(true)).filter(([, v]) => v)));
    if (!style.success) return setIssues(style.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
    setSaving(true);
    try {
      const fields = form.getFieldsValue(true);
      await request('/api-admin/app/settingUpdate', Object.fromEntries(CONFIG_KEYS.map((k) => [k, (fields[k] ?? '').trim()])));
      await request('/api-admin/app/theme', { pageStyle: style.data });
      await qc.invalidateQueries({ queryKey: ['studio', 'setting'] });
      message.success('设置已保存，用户下次打开即生效');
    } catch (e) {
      setIssues(issuesOf(e));
    } finally {
      setSaving(false);
    }
  }

  if (setting.isPending) return <Loading />;
  if (setting.isError) return <Alert type="error" showIcon message={errorMessage(setting.error)} />;
  const field = (f: { name: string; label: string; max?: number; placeholder?: string }) => (
    <Col span={8} key={f.name}>
      <Form.Item label={f.label} name={f.name}>
        <Input maxLength={f.max} placeholder={f.placeholder} aria-label={f.label} />
      </Form.Item>
    </Col>
  );

  return (
    <Space direction="vertical" size={24} style={{ width: '100%' }}>
      <Card
        title="主题与设置"
        extra={
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
            保存设置
          </Button>
        }
      >
        {issues.length ? <Alert type="error" showIcon message="保存失败" description={issues.join('；')} style={{ marginBottom: 16 }} data-testid="settings-error" /> : null}
        <Typography.Title level={5}>页面风格</Typography.Title>
        <Form form={styleForm} layout="vertical">
          <Row gutter={16}>
            {STYLE_FIELDS.map((f) => (
              <Col span={4} key={f.name}>
                <Form.Item label={f.label} name={f.name}>
                  <ColorField allowClear />
                </Form.Item>
              </Col>
            ))}
            <Col span={4}>
              <Form.Item label="页面背景图" name="bgImage">
                <ImageField label="页面背景图" compact />
              </Form.Item>
            </Col>
          </Row>
        </Form>
        <Form form={form} layout="vertical">
          <Typography.Title level={5}>站点</Typography.Title>
          <Row gutter={16}>{TEXT_FIELDS.map(field)}</Row>
          <Typography.Title level={5}>客服</Typography.Title>
          <Row gutter={16}>{SERVICE_FIELDS.map(field)}</Row>
          <Typography.Title level={5}>备案与资质</Typography.Title>
          <Row gutter={16}>{RECORD_FIELDS.map(field)}</Row>
          <Typography.Title level={5}>Logo 与图片</Typography.Title>
          <Row gutter={16}>
            {IMAGE_FIELDS.map((f) => (
              <Col span={8} key={f.name}>
                <Form.Item label={f.label} name={f.name}>
                  <ImageField label={f.label} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Form>
      </Card>
      <MapProviderSection />
      <ImportMapping />
    </Space>
  );
}
