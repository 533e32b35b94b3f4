import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { loginInputSchema, type UserSession } from '../../../schemas/auth';
import { ApiRequestError } from '../../runtime/api/client';
import { useRuntime } from '../../runtime/runtime';

export interface PasswordLoginFormProps {
  onLoggedIn(user: UserSession): void;
  /** How messages show: the popup needs its toasts above its own layer. */
  toast(content: string): void;
  size?: 'middle' | 'large';
}

/**
 * Account and password login, shared by the login page and the login popup.
 * Envelope errors (wrong password, lock-out) were already shown by the request
 * wrapper; this shows only its own input checks.
 */
export function PasswordLoginForm({ onLoggedIn, toast, size = 'middle' }: PasswordLoginFormProps) {
  const { api, session } = useRuntime();
  const [busy, setBusy] = useState(false);

  const submit = async (values: { account?: string; password?: string }) => {
    const parsed = loginInputSchema.safeParse(values);
    if (!parsed.success) return toast(parsed.error.issues[0]?.message ?? '请检查输入');
    setBusy(true);
    try {
      const user = await session.login(api, parsed.data);
      toast('登录成功');
      onLoggedIn(user);
    } catch (e) {
      if (!(e instanceof ApiRequestError)) toast(e instanceof Error ? e.message : '登录失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      layout="horizontal"
      onFinish={submit}
      footer={
        <Button block type="submit" color="primary" size={size} loading={busy} shape="rounded">
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
  );
}
