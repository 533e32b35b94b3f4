import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, request } from '../api';
import { studioPaths } from '../constants';
import { operatorSession, useOperatorSession, type Operator } from '../session';

interface LoginAnswer {
  access_token: string;
  operator: Operator;
}

/** Only studio paths are followed after login, so a crafted ?redirect= cannot send the operator elsewhere. */
export function safeRedirect(raw: string | null): string {
  return raw && /^\/admin(?:[/?#]|$)/.test(raw) && !raw.startsWith('/admin/login') ? raw : studioPaths.pages.href();
}

export function LoginPage() {
  const session = useOperatorSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const target = safeRedirect(params.get('redirect'));
  if (session) return <Navigate to={target} replace />;

  async function submit(v: { account: string; password: string }) {
    setBusy(true);
    setError('');
    try {
      const r = await request<LoginAnswer>('/api-admin/auth/login', { account: v.account.trim(), password: v.password });
      operatorSession.set({ token: r.access_token, operator: r.operator });
      navigate(target, { replace: true });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="studio-login">
      <div className="studio-login-side">
        <div className="studio-brand studio-brand-light">
          <span className="studio-brand-mark">聚</span>
          <span>运营工作台</span>
        </div>
        <Typography.Title level={2} style={{ color: '#fff', marginTop: 72 }}>
          页面、导航与主题
          <br />
          发布即生效，无需上线
        </Typography.Title>
        <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.78)', fontSize: 15, maxWidth: 420 }}>
          在浏览器里调整移动站的每一个页面，手机预览无误后一键发布；出了问题，一键回滚到上一个版本。
        </Typography.Paragraph>
      </div>
      <div className="studio-login-main">
        <Card className="studio-login-card" variant="borderless">
          <Typography.Title level={3} style={{ marginBottom: 4 }}>
            运营登录
          </Typography.Title>
          <Typography.Paragraph type="secondary">使用本站点的运营账号登录</Typography.Paragraph>
          {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="login-error" /> : null}
          <Form layout="vertical" size="large" onFinish={submit} requiredMark={false}>
            <Form.Item label="账号" name="account" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
              <Input prefix={<UserOutlined />} placeholder="运营账号" autoComplete="username" />
            </Form.Item>
            <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
              <Input.Password prefix={<LockOutlined />} placeholder="密码" autoComplete="current-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              登录
            </Button>
          </Form>
        </Card>
      </div>
    </div>
  );
}
