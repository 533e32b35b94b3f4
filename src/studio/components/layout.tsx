import { AppstoreOutlined, AuditOutlined, BugOutlined, CalendarOutlined, LogoutOutlined, MenuOutlined, PayCircleOutlined, SettingOutlined, UserOutlined, WechatOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Layout, Menu, Typography } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { studioPaths } from '../constants';
import { useOperatorSession } from '../session';
import { useLogout } from '../use-logout';

const MENU = [
  { key: studioPaths.pages.href(), icon: <AppstoreOutlined />, label: '页面' },
  { key: studioPaths.tabbar.href(), icon: <MenuOutlined />, label: '底部导航' },
  { key: studioPaths.settings.href(), icon: <SettingOutlined />, label: '主题与设置' },
  { key: studioPaths.audit.href(), icon: <AuditOutlined />, label: '发布记录' },
  { key: studioPaths.events.href(), icon: <CalendarOutlined />, label: '招聘活动' },
  { key: studioPaths.money.href(), icon: <PayCircleOutlined />, label: '会员与支付' },
  { key: studioPaths.clientErrors.href(), icon: <BugOutlined />, label: '客户端错误' },
  { key: studioPaths.wechat.href(), icon: <WechatOutlined />, label: '微信与小程序' },
];

/** The desktop frame of the studio: side menu, top bar with the operator, the screen. */
export function StudioLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useOperatorSession();
  const logout = useLogout();
  const selected = MENU.find((m) => m.key !== '/admin' && pathname.startsWith(m.key))?.key ?? '/admin';
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={216} theme="light" style={{ borderRight: '1px solid #eef0f3' }}>
        <div className="studio-brand">
          <span className="studio-brand-mark">聚</span>
          <span>运营工作台</span>
        </div>
        <Menu mode="inline" selectedKeys={[selected]} items={MENU} onClick={(e) => navigate(e.key)} style={{ borderInlineEnd: 'none' }} />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="studio-header">
          <span />
          <Dropdown menu={{ items: [{ key: 'logout', icon: <LogoutOutlined />, label: '退出登录', onClick: () => void logout() }] }}>
            <span className="studio-operator" data-testid="studio-operator">
              <Avatar size="small" icon={<UserOutlined />} />
              <Typography.Text>{session?.operator.name ?? ''}</Typography.Text>
            </span>
          </Dropdown>
        </Layout.Header>
        <Layout.Content className="studio-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
