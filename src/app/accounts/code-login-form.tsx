import { Button, Form, Input } from 'antd-mobile';
import { useState } from 'react';
import { codeLoginInputSchema, sendCodeInputSchema } from '../../../schemas/accounts';
import type { UserSession } from '../../../schemas/auth';
import { ApiRequestError } from '../../runtime/api/client';
import { useRuntime } from '../../runtime/runtime';
import { SendCodeButton, useSendCode } from '../../runtime/ui/send-code';

export interface CodeLoginFormProps {
  /** `created`: the number had no account; this login made one (registration comes next). */
  onLoggedIn(user: UserSession, created: boolean): void;
  /** How messages show: the popup needs its toasts above its own layer. */
  toast(content: string): void;
  size?: 'middle' | 'large';
}

/**
 * SMS code login, shared by the login page and the login popup: the number and
 * code travel RSA-encrypted; the first login of a number creates a job-seeker
 * account. Envelope errors were already shown by the request wrapper.
 */
export function CodeLoginForm({ onLoggedIn, toast, size = 'middle' }: CodeLoginFormProps) {
  const { api, session } = useRuntime();
  const [busy, setBusy] = useState(false);
  const [mobile, setMobile] = useState('');
  const sender = useSendCode(toast);

  const sendCode = async () => {
    const r = sendCodeInputSchema.safeParse({ mobile });
    if (!r.success) return void toast(r.error.issues[0]?.message ?? '手机号格式不正确');
    await sender.send(() => api.request('/api-auth/user/loginCode', r.data, { encrypt: true }));
  };

  const submit = async (values: { code?: string }) => {
    const r = codeLoginInputSchema.safeParse({ mobile, code: values.code });
    if (!r.success) return void toast(r.error.issues[0]?.message ?? '请检查输入');
    setBusy(true);
    try {
      const { created, ...user } = await session.loginWith(api, '/api-auth/user/loginByCode', r.data);
      toast('登录成功');
      onLoggedIn(user, created === true);
    } catch (e) {
      if (!(e instanceof ApiRequestError)) toast(e instanceof Error ? e.message : '登录失败');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Form
        layout="horizontal"
        onFinish={(v: { code?: string }) => void submit(v)}
        footer={
          <Button block type="submit" color="primary" size={size} shape="rounded" loading={busy}>
            登录
          </Button>
        }
      >
        <Form.Item
          label="手机号"
          extra={
            <SendCodeButton code={sender} onClick={() => void sendCode()} />
          }
        >
          <Input placeholder="请输入手机号" type="tel" maxLength={11} value={mobile} onChange={setMobile} clearable />
        </Form.Item>
        <Form.Item name="code" label="验证码">
          <Input placeholder="6 位验证码" type="number" maxLength={6} clearable autoComplete="one-time-code" />
        </Form.Item>
      </Form>
      <p className="login-popup__note">未注册的手机号验证后将自动创建求职者账号</p>
    </>
  );
}
