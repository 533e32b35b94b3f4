import { Button, Form, Input, NavBar, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { loginInputSchema } from '../../../schemas/auth';
import { ApiRequestError } from '../../runtime/api/client';
import { useRuntime } from '../../runtime/runtime';
import { paths } from '../paths';

/** Password login. The accounts issue adds SMS codes, WeChat and registration. */
export function LoginPage() {
  const { api, session } = useRuntime();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const submit = async (values: { account?: string; password?: string }) => {
    const parsed = loginInputSchema.safeParse(values);
    if (!parsed.success) {
      Toast.show({ content: parsed.error.issues[0]?.message ?? '请检查输入' });
      return;
    }
    setBusy(true);
    try {
      await session.login(api, parsed.data);
      Toast.show({ icon: 'success', content: '登录成功' });
      navigate(paths.home.href(), { replace: true });
    } catch (e) {
      // Envelope errors were already shown by the request wrapper.
      if (!(e instanceof ApiRequestError)) Toast.show({ content: e instanceof Error ? e.message : '登录失败' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page page--login">
      <NavBar onBack={() => navigate(paths.home.href())}>登录</NavBar>
      <div className="login-head">
        <h1>欢迎回来</h1>
        <p>登录后投递简历、与招聘者沟通</p>
      </div>
      <Form
        layout="horizontal"
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" size="large" loading={busy} shape="rounded">
            登录
          </Button>
        }
      >
        <Form.Item name="account" label="账号">
          <Input placeholder="手机号或账号" clearable autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label="密码">
          <Input placeholder="请输入密码" type="password" clearable autoComplete="current-password" />
        </Form.Item>
      </Form>
    </div>
  );
}
