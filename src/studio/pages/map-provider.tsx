import { SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, Input, Row, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { MAP_KEY_MAX, MAP_PROVIDER_KINDS, MAP_PROVIDER_LABELS, MAP_URL_TEMPLATE_MAX, mapProviderSaveInputSchema, type MapProvider } from '../../../schemas/map';
import { errorMessage, request } from '../api';

type Values = Pick<MapProvider, 'kind' | 'key' | 'urlTemplate' | 'subdomains' | 'datum' | 'attribution'>;

const KIND_OPTIONS = [{ value: 'none', label: '不使用地图（显示示意图）' }, ...MAP_PROVIDER_KINDS.map((k) => ({ value: k, label: MAP_PROVIDER_LABELS[k] }))];

/** The tenant's map provider: which tiles the job, company and nearby maps are drawn on (issue 19). */
export function MapProviderSection() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [issues, setIssues] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const saved = useQuery({ queryKey: ['studio', 'map-provider'], queryFn: () => request<MapProvider>('/api-admin/map/providerGet') });
  const kind = Form.useWatch('kind', form) ?? 'none';
  const custom = kind === 'xyz' || kind === 'wmts';

  // The saved settings fill the form (which stays disabled until they come), never over what the operator
  // has changed since: a late answer once put 不使用地图 back over the 自定义 XYZ 瓦片 just chosen.
  useEffect(() => {
    if (saved.data && !form.isFieldsTouched()) form.setFieldsValue(saved.data);
  }, [saved.data, form]);

  async function save() {
    setIssues([]);
    const parsed = mapProviderSaveInputSchema.safeParse(form.getFieldsValue(true));
    if (!parsed.success) return setIssues(parsed.error.issues.map((i) => i.message));
    setSaving(true);
    try {
      await request('/api-admin/map/providerSave', parsed.data);
      await qc.invalidateQueries({ queryKey: ['studio', 'map-provider'] });
      message.success(parsed.data.kind === 'none' ? '已停用地图' : '地图设置已保存，用户下次打开即生效');
    } catch (e) {
      setIssues([errorMessage(e)]);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card
      title="地图"
      extra={
        <Button icon={<SaveOutlined />} loading={saving} onClick={() => void save()} disabled={saved.isPending}>
          保存地图设置
        </Button>
      }
      data-testid="map-provider"
    >
      <Typography.Paragraph type="secondary">
        职位、企业详情页和“附近职位”的地图使用这里的瓦片服务。高德、腾讯为 GCJ-02 坐标，天地图为 WGS-84 坐标，系统会自动换算。密钥会下发给用户的浏览器，请使用限制了本站域名的密钥。
      </Typography.Paragraph>
      {saved.isError ? <Alert type="error" showIcon message={errorMessage(saved.error)} style={{ marginBottom: 16 }} /> : null}
      {issues.length ? <Alert type="error" showIcon message="保存失败" description={issues.join('；')} style={{ marginBottom: 16 }} data-testid="map-provider-error" /> : null}
      <Form form={form} layout="vertical" disabled={saved.isPending} initialValues={{ kind: 'none', key: '', urlTemplate: '', subdomains: '', datum: 'wgs84', attribution: '' }}>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item label="地图服务商" name="kind">
              <Select options={KIND_OPTIONS} aria-label="地图服务商" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={kind === 'tianditu' ? '密钥 (tk)' : '密钥'} name="key">
              <Input maxLength={MAP_KEY_MAX} aria-label="地图密钥" disabled={kind === 'none'} placeholder={kind === 'tianditu' ? '天地图必填' : '选填'} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="版权说明" name="attribution">
              <Input maxLength={100} aria-label="版权说明" disabled={kind === 'none'} placeholder="为空时使用服务商名称" />
            </Form.Item>
          </Col>
        </Row>
        {custom ? (
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item
                label="瓦片地址"
                name="urlTemplate"
                extra={kind === 'xyz' ? '含 {z} {x} {y}（TMS 行号用 {-y}），可选 {s} 子域名、{key} 密钥' : '含 {TileMatrix} {TileRow} {TileCol}，可选 {s}、{key}'}
              >
                <Input maxLength={MAP_URL_TEMPLATE_MAX} aria-label="瓦片地址" placeholder={kind === 'xyz' ? 'https://tile.example.com/{z}/{x}/{y}.png?key={key}' : 'https://tile.example.com/wmts?TILEMATRIX={TileMatrix}&TILEROW={TileRow}&TILECOL={TileCol}'} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="子域名" name="subdomains">
                <Input maxLength={10} aria-label="子域名" placeholder="如 abc 或 1234" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item label="瓦片坐标系" name="datum">
                <Select
                  aria-label="瓦片坐标系"
                  options={[
                    { value: 'wgs84', label: 'WGS-84（OSM、天地图等）' },
                    { value: 'gcj02', label: 'GCJ-02（高德、腾讯等）' },
                  ]}
                />
              </Form.Item>
            </Col>
          </Row>
        ) : null}
      </Form>
    </Card>
  );
}
