import { Button, Form, Input, Popup, Tabs, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { codeLoginInputSchema, sendCodeInputSchema, sendCodeResultSchema } from '../../../schemas/accounts';
import type { UserSession } from '../../../schemas/auth';
import { ApiRequestError } from '../../runtime/api/client';
import { TOP_LAYER_Z_INDEX } from '../../runtime/constants';
import type { PopupRenderProps } from '../../runtime/popups';
import { useRuntime } from '../../runtime/runtime';
import './login-popup.css';
import { PasswordLoginForm } from './password-login-form';

/** Props the login popup is opened with (spec §2: loginType and registerRole). */
export const loginPopupPropsSchema = z.object({
  /** 'password' or 'code' (SMS): which way of logging in shows first. */
  loginType: z.enum(['password', 'code']).catch('password').default('password'),
  /** The role a new account registers with (0 job seeker, 1 recruiter). */
  registerRole: z.number().int().catch(0).default(0),
});
type LoginPopupProps = z.input<typeof loginPopupPropsSchema>;

const toastTop = (content: string) => Toast.show({ content, maskStyle: { '--z-index': String(TOP_LAYER_Z_INDEX) } as React.CSSProperties });

/** The first problem of a zod check, as the toast users see. */
function firstIssue(r: z.ZodSafeParseResult<unknown>): string | null {
  return r.success ? null : (r.error.issues[0]?.message ?? '请检查输入');
}

/**
 * The login popup (spec §2, §4): password or SMS code. It confirms with the
 * user once the session holds one; envelope errors were already shown by the
 * request wrapper, so it only shows its own input checks.
 */
export function LoginPopup({ props, visible, confirm, cancel }: PopupRenderProps<LoginPopupProps, UserSession>) {
  const { api, session } = useRuntime();
  const { loginType } = loginPopupPropsSchema.parse(props ?? {});
  const [tab, setTab] = useState<'password' | 'code'>(loginType);
  const [busy, setBusy] = useState(false);
  const [countdown, setCountdown] = useState(0);
  const [mobile, setMobile] = useState('');
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(() => () => void (timer.current && clearInterval(timer.current)), []);

  const startCountdown = (seconds: number) => {
    setCountdown(seconds);
    if (timer.current) clearInterval(timer.current);
    timer.current = setInterval(() => {
      setCountdown((s) => {
        if (s <= 1 && timer.current) {
          clearInterval(timer.current);
          timer.current = null;
        }
        return Math.max(0, s - 1);
      });
    }, 1000);
  };

  const run = async (work: () => Promise<UserSession>) => {
    setBusy(true);
    try {
      const user = await work();
      toastTop('登录成功');
      confirm(user);
    } catch (e) {
      if (!(e instanceof ApiRequestError)) toastTop(e instanceof Error ? e.message : '登录失败');
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async () => {
    const r = sendCodeInputSchema.safeParse({ mobile });
    if (!r.success) return void toastTop(firstIssue(r) ?? '手机号格式不正确');
    try {
      const sent = sendCodeResultSchema.parse(await api.request('/api-auth/user/loginCode', r.data, { encrypt: true }));
      toastTop(sent.msg);
      startCountdown(sent.interval);
    } catch (e) {
      if (!(e instanceof ApiRequestError)) toastTop('验证码发送失败');
    }
  };

  const codeLogin = (values: { code?: string }) => {
    const r = codeLoginInputSchema.safeParse({ mobile, code: values.code });
    if (!r.success) return void toastTop(firstIssue(r) ?? '请检查输入');
    void run(() => session.loginWith(api, '/api-auth/user/loginByCode', r.data));
  };

  return (
    <Popup getContainer={null} visible={visible} onMaskClick={cancel} bodyClassName="login-popup" showCloseButton onClose={cancel}>
      <h2 className="login-popup__title">登录 / 注册</h2>
      <p className="login-popup__hint">登录后投递简历、与招聘者沟通</p>
      <Tabs activeKey={tab} onChange={(k) => setTab(k === 'code' ? 'code' : 'password')}>
        <Tabs.Tab title="密码登录" key="password">
          <PasswordLoginForm toast={toastTop} onLoggedIn={confirm} />
        </Tabs.Tab>
        <Tabs.Tab title="验证码登录" key="code">
          <Form layout="horizontal" onFinish={codeLogin} footer={<Button block type="submit" color="primary" shape="rounded" loading={busy}>登录</Button>}>
            <Form.Item label="手机号" extra={
              <Button size="small" fill="none" color="primary" disabled={countdown > 0} onClick={() => void sendCode()}>
                {countdown > 0 ? `${countdown}秒后重发` : '获取验证码'}
              </Button>
            }>
              <Input placeholder="请输入手机号" type="tel" maxLength={11} value={mobile} onChange={setMobile} clearable />
            </Form.Item>
            <Form.Item name="code" label="验证码">
              <Input placeholder="6 位验证码" type="number" maxLength={6} clearable autoComplete="one-time-code" />
            </Form.Item>
          </Form>
          <p className="login-popup__note">未注册的手机号验证后将自动创建求职者账号</p>
        </Tabs.Tab>
      </Tabs>
    </Popup>
  );
}
