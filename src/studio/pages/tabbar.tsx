import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Empty, Form, Input, InputNumber, Radio, Row, Segmented, Select, Space, Switch, Tag, Tooltip, Typography } from 'antd';
import { createElement, useEffect, useMemo, useState } from 'react';
import { APP_ROLES, ROLE_COMPANY, ROLE_RECRUITER, ROLE_SEEKER } from '../../../schemas/client-config';
import { tabbarSchema, type AppSetting, type TabbarConfig } from '../../../schemas/design';
import { DESIGN_PAGE_DEFS } from '../../../schemas/pages';
import { fontIcon, Tabbar } from '../../runtime/tabbar';
import { errorMessage, request } from '../api';
import { ColorField } from '../components/color-field';
import { ImageField } from '../components/image-field';
import { Loading } from '../components/loading';
import { PhoneFrame } from '../components/phone-frame';

type Role = (typeof APP_ROLES)[number];
const ROLE_LABELS: Record<Role, string> = { [ROLE_SEEKER]: '求职者', [ROLE_RECRUITER]: '招聘者', [ROLE_COMPANY]: '企业' } as Record<Role, string>;

/** Font icons the runtime draws (src/runtime/tabbar/tabbar-icons.tsx); any other name shows the fallback. */
const ICON_NAMES = ['home', 'job', 'search', 'message', 'chat-fill', 'user', 'account-fill', 'company', 'team-fill', 'bell', 'star', 'heart', 'file', 'resume', 'news', 'live', 'play', 'compass', 'map', 'calendar', 'gift', 'vip', 'plus-circle', 'publish', 'scan', 'setting', 'help', 'more'];
const iconOptions = ICON_NAMES.map((name) => ({
  value: name,
  label: (
    <Space size={6}>
      {createElement(fontIcon(name) ?? 'span', { fontSize: 16 } as never)}
      <span>{name}</span>
    </Space>
  ),
}));
const linkOptions = DESIGN_PAGE_DEFS.filter((d) => !d.route.includes(':')).map((d) => ({ value: d.route, label: `${d.title}  ${d.route}` }));

const DEFAULT_ITEM = { text: '新标签', link: { h5: '/' }, icon: 'home', icon1: 'home', infoType: 0 as const };

/** The role's stored bar, else a plain one with two tabs to start from. */
function startingBar(setting: Pick<AppSetting, 'pageTabbar'> | undefined, role: Role): TabbarConfig {
  const stored = setting?.pageTabbar[`role${role}`]?.opt;
  if (stored) return stored;
  return tabbarSchema.parse({ list: [{ ...DEFAULT_ITEM, text: '首页' }, { ...DEFAULT_ITEM, text: '我的', link: { h5: '/me' }, icon: 'user', icon1: 'user' }] });
}

interface TabsAnswer {
  pageTabbar: AppSetting['pageTabbar'];
  updatedAt: string;
}

/** Tab bars per role: type, theme, colours, icons, items with links and badges, with the runtime's own bar in a phone. */
export function TabbarPage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [role, setRole] = useState<Role>(ROLE_SEEKER);
  const [form] = Form.useForm<TabbarConfig>();
  const [issues, setIssues] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [previewTab, setPreviewTab] = useState(0);
  const tabs = useQuery({ queryKey: ['studio', 'tabs'], queryFn: () => request<TabsAnswer>('/api-admin/app/tabs') });
  const initial = useMemo(() => (tabs.data ? startingBar(tabs.data, role) : null), [tabs.data, role]);

  useEffect(() => {
    if (!initial) return;
    form.resetFields();
    form.setFieldsValue(initial);
    setIssues([]);
    setPreviewTab(0);
  }, [initial, form]);

  const watched = Form.useWatch([], form) as Partial<TabbarConfig> | undefined;
  const preview = useMemo(() => {
    const r = tabbarSchema.safeParse({ ...initial, ...watched });
    return r.success ? r.data : null;
  }, [watched, initial]);
  const type = Form.useWatch('type', form);
  const iconType = Form.useWatch('iconType', form);
  const barType = Form.useWatch('type', form) as number | undefined;
  const theme = Form.useWatch('theme', form) as number | undefined;
  // Themes 3 and 4 of the bottom and floating bars draw a background picture of their own.
  const bgKey = (barType === 0 || barType === 1) && (theme === 3 || theme === 4) ? `${barType}-${theme}` : null;
  const count = (Form.useWatch('list', form) as unknown[] | undefined)?.length ?? 0;

  async function save() {
    const values = { ...initial, ...form.getFieldsValue(true) } as Record<string, unknown>;
    // A cleared background picture is no picture.
    const bg = Object.entries((values.bgImages ?? {}) as Record<string, string | undefined>).filter(([, v]) => Boolean(v));
    values.bgImages = bg.length ? Object.fromEntries(bg) : undefined;
    const parsed = tabbarSchema.safeParse(values);
    if (!parsed.success) {
      setIssues(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
      return;
    }
    setIssues([]);
    setSaving(true);
    try {
      await request('/api-admin/app/tabbar', { role, opt: parsed.data });
      await qc.invalidateQueries({ queryKey: ['studio', 'tabs'] });
      message.success(`已保存${ROLE_LABELS[role]}的底部导航，用户下次打开即生效`);
    } catch (e) {
      message.error(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  if (tabs.isPending) return <Loading />;
  if (tabs.isError) return <Alert type="error" showIcon message={errorMessage(tabs.error)} />;
  const currentPath = preview?.list[Math.min(previewTab, preview.list.length - 1)]?.link.h5 ?? '/';

  return (
    <Row gutter={24} wrap={false}>
      <Col flex="auto">
        <Card
          title="底部导航"
          extra={
            <Space>
              <Segmented<Role>
                value={role}
                onChange={setRole}
                options={APP_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
                data-testid="tabbar-role"
              />
              <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
                保存
              </Button>
            </Space>
          }
        >
          {issues.length ? <Alert type="error" showIcon message="有未填好的内容" description={issues.join('；')} style={{ marginBottom: 16 }} /> : null}
          <Form form={form} layout="vertical" requiredMark={false}>
            <Typography.Title level={5}>样式</Typography.Title>
            <Row gutter={16}>
              <Col span={10}>
                <Form.Item label="类型" name="type">
                  <Radio.Group optionType="button" options={[{ value: 0, label: '底部栏' }, { value: 1, label: '悬浮栏' }, { value: 2, label: '侧边菜单' }]} />
                </Form.Item>
              </Col>
              <Col span={7}>
                <Form.Item label="主题" name="theme" tooltip="0 简洁，1 顶部线条，2 选中胶囊，3/4 背景图（4 带选中指示）">
                  <Select options={[0, 1, 2, 3, 4].map((t) => ({ value: t, label: `主题 ${t}` }))} />
                </Form.Item>
              </Col>
              <Col span={7}>
                <Form.Item label="图标类型" name="iconType">
                  <Radio.Group optionType="button" options={[{ value: 1, label: '字体图标' }, { value: 2, label: '图片' }]} />
                </Form.Item>
              </Col>
            </Row>
            <Row gutter={16}>
              {(
                [
                  ['bgColor', '背景色'],
                  ['color', '文字颜色'],
                  ['activeColor', '选中颜色'],
                  ['lineColor', '分隔线颜色'],
                ] as const
              ).map(([name, label]) => (
                <Col span={6} key={name}>
                  <Form.Item label={label} name={name}>
                    <ColorField />
                  </Form.Item>
                </Col>
              ))}
            </Row>
            {bgKey && (
              <Row gutter={16}>
                <Col span={12}>
                  <Form.Item label={`背景图（类型 ${bgKey.replace('-', ' · 主题 ')}）`} name={['bgImages', bgKey]}>
                    <ImageField label="底部栏背景图" />
                  </Form.Item>
                </Col>
              </Row>
            )}
            <Row gutter={16}>
              <Col span={6}>
                <Form.Item label="圆角" name="radius">
                  <InputNumber min={0} max={60} addonAfter="px" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item label="左右边距" name="pdX">
                  <InputNumber min={0} max={60} addonAfter="px" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={6}>
                <Form.Item label="上下边距" name="pdY">
                  <InputNumber min={0} max={60} addonAfter="px" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
            {type !== 2 ? (
              <>
                <Typography.Title level={5}>
                  中间按钮{' '}
                  <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 400 }}>
                    标签数为单数时，正中的标签显示为凸起按钮
                  </Typography.Text>
                  {count % 2 === 1 ? <Tag color="blue" style={{ marginLeft: 8 }}>已启用</Tag> : <Tag style={{ marginLeft: 8 }}>未启用</Tag>}
                </Typography.Title>
                <Row gutter={16}>
                  <Col span={6}>
                    <Form.Item label="按钮高度" name="btnHei">
                      <InputNumber min={20} max={120} addonAfter="px" style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={6}>
                    <Form.Item label="按钮圆角" name="btnRadius">
                      <InputNumber min={0} max={60} addonAfter="px" style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={6}>
                    <Form.Item label="按钮文字颜色" name="replaceColor">
                      <ColorField allowClear />
                    </Form.Item>
                  </Col>
                </Row>
              </>
            ) : (
              <Row gutter={16}>
                <Col span={6}>
                  <Form.Item label="菜单背景色" name="menuBgColor">
                    <ColorField allowClear />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item label="菜单文字颜色" name="menuColor">
                    <ColorField allowClear />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item label="菜单按钮文字" name="menuText">
                    <Input maxLength={10} />
                  </Form.Item>
                </Col>
                <Col span={6}>
                  <Form.Item label="默认展开" name="open" valuePropName="checked">
                    <Switch />
                  </Form.Item>
                </Col>
              </Row>
            )}
            <Typography.Title level={5}>标签（最多 7 个）</Typography.Title>
            <Form.List name="list">
              {(fields, { add, remove, move }) => (
                <>
                  {fields.length === 0 ? <Empty description="还没有标签" /> : null}
                  {fields.map((field, i) => (
                    <Card
                      key={field.key}
                      size="small"
                      style={{ marginBottom: 12, background: '#fafbfc' }}
                      title={`标签 ${i + 1}`}
                      data-testid={`tab-item-${i}`}
                      extra={
                        <Space size={0}>
                          <Button type="link" size="small" disabled={i === 0} onClick={() => move(i, i - 1)}>
                            上移
                          </Button>
                          <Button type="link" size="small" disabled={i === fields.length - 1} onClick={() => move(i, i + 1)}>
                            下移
                          </Button>
                          <Tooltip title="删除标签">
                            <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => remove(i)} aria-label={`删除标签 ${i + 1}`} />
                          </Tooltip>
                        </Space>
                      }
                    >
                      <Row gutter={12}>
                        <Col span={5}>
                          <Form.Item label="文字" name={[field.name, 'text']} rules={[{ max: 8, message: '最多 8 个字' }]}>
                            <Input maxLength={8} aria-label={`标签 ${i + 1} 文字`} />
                          </Form.Item>
                        </Col>
                        <Col span={7}>
                          <Form.Item label="链接" name={[field.name, 'link', 'h5']} rules={[{ required: true, message: '请填写链接' }]}>
                            <Select showSearch options={linkOptions} aria-label={`标签 ${i + 1} 链接`} />
                          </Form.Item>
                        </Col>
                        {iconType === 2 ? (
                          <>
                            <Col span={6}>
                              <Form.Item label="图片" name={[field.name, 'img0']}>
                                <ImageField label={`标签 ${i + 1} 图片`} compact />
                              </Form.Item>
                            </Col>
                            <Col span={6}>
                              <Form.Item label="选中图片" name={[field.name, 'img1']}>
                                <ImageField label={`标签 ${i + 1} 选中图片`} compact />
                              </Form.Item>
                            </Col>
                          </>
                        ) : (
                          <>
                            <Col span={6}>
                              <Form.Item label="图标" name={[field.name, 'icon']}>
                                <Select showSearch options={iconOptions} />
                              </Form.Item>
                            </Col>
                            <Col span={6}>
                              <Form.Item label="选中图标" name={[field.name, 'icon1']}>
                                <Select showSearch options={iconOptions} />
                              </Form.Item>
                            </Col>
                          </>
                        )}
                      </Row>
                      <Row gutter={12}>
                        <Col span={5}>
                          <Form.Item label="角标" name={[field.name, 'infoType']}>
                            <Select options={[{ value: 0, label: '无' }, { value: 1, label: '红点' }, { value: 2, label: '数字' }]} />
                          </Form.Item>
                        </Col>
                        <Col span={7}>
                          <Form.Item label="角标数据" name={[field.name, 'infoKey']} tooltip="unread：聊天未读数">
                            <Select allowClear options={[{ value: 'unread', label: 'unread（聊天未读）' }]} />
                          </Form.Item>
                        </Col>
                        <Col span={6}>
                          <Form.Item label="仅完全匹配时选中" name={[field.name, 'justActive']} valuePropName="checked">
                            <Switch />
                          </Form.Item>
                        </Col>
                      </Row>
                    </Card>
                  ))}
                  <Button type="dashed" block icon={<PlusOutlined />} disabled={fields.length >= 7} onClick={() => add({ ...DEFAULT_ITEM })}>
                    添加标签
                  </Button>
                </>
              )}
            </Form.List>
          </Form>
        </Card>
      </Col>
      <Col flex="400px">
        <div style={{ position: 'sticky', top: 24 }}>
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 12, textAlign: 'center' }}>
            手机预览 · {ROLE_LABELS[role]}（点击标签切换选中）
          </Typography.Text>
          <PhoneFrame title={preview?.list[previewTab]?.text || '页面'}>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <div key={i} className="studio-skeleton-line" />
            ))}
            {preview ? (
              <Tabbar
                config={preview}
                pathname={currentPath}
                counts={{ unread: 5 }}
                onNavigate={(path) => setPreviewTab(Math.max(0, preview.list.findIndex((it) => it.link.h5 === path)))}
              />
            ) : (
              <Alert type="warning" message="当前设置无效，修正后显示预览" />
            )}
          </PhoneFrame>
        </div>
      </Col>
    </Row>
  );
}
