import { Button, Input, Steps, Toast } from 'antd-mobile';
import { useId, useState } from 'react';
import { codeSchema, mobileSchema, passwordSchema } from '../../../schemas/accounts';
import { usePasswordReset, useResetCode, useResetValid } from '../../runtime/data-hooks/use-account';
import { FormItem } from '../../runtime/forms';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useRuntime } from '../../runtime/runtime';
import { SendCodeButton, useSendCode } from '../../runtime/ui/send-code';
import { showToast } from '../../runtime/utils/toast';
import type { PasswordResetProps } from './schema';
import './password-reset.css';

type Field = 'mobile' | 'code' | 'password' | 'confirm';

/** The first message of a zod check, or null. */
const problem = (schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? null : (r.error?.issues[0]?.message ?? '请检查输入');
};

/**
 * Two steps: prove the number with a code, then set a new password. Every body
 * travels RSA-encrypted; every session of the account ends on reset (server).
 */
export function PasswordReset(props: WidgetRenderProps<PasswordResetProps>) {
  const rt = useRuntime();
  const ids = { mobile: useId(), code: useId(), password: useId(), confirm: useId() };
  const [step, setStep] = useState<0 | 1>(0);
  const [values, setValues] = useState<Record<Field, string>>({ mobile: '', code: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [ticket, setTicket] = useState('');
  const resetCode = useResetCode();
  const resetValid = useResetValid();
  const passwordReset = usePasswordReset();
  const busy = resetValid.isPending || passwordReset.isPending;
  const sender = useSendCode(showToast);

  const set = (k: Field) => (v: string) => {
    setValues((x) => ({ ...x, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };

  async function sendCode() {
    const p = problem(mobileSchema, values.mobile);
    if (p) return setErrors({ mobile: p });
    await sender.send(() => resetCode.mutateAsync(values.mobile.trim()));
  }

  async function verify() {
    const next = { mobile: problem(mobileSchema, values.mobile), code: problem(codeSchema, values.code) };
    if (next.mobile || next.code) return setErrors({ mobile: next.mobile ?? undefined, code: next.code ?? undefined });
    if (busy) return;
    try {
      const r = await resetValid.mutateAsync({ mobile: values.mobile.trim(), code: values.code.trim() });
      setTicket(r.ticket);
      setStep(1);
    } catch {
      // 验证码错误 / 已过期 … shown by the request wrapper.
    }
  }

  async function reset() {
    const p = problem(passwordSchema, values.password);
    if (p) return setErrors({ password: p });
    if (values.confirm !== values.password) return setErrors({ confirm: '两次输入的密码不一致' });
    if (busy) return;
    try {
      await passwordReset.mutateAsync({ ticket, password: values.password });
      Toast.show({ content: '密码已重置，请重新登录' });
      rt.navigator.navigate?.(props.doneLink, { replace: true });
    } catch {
      // An expired ticket: the wrapper said so; start again.
      setStep(0);
    }
  }

  return (
    <div className="w-reset">
      <Steps current={step}>
        <Steps.Step title="验证手机号" />
        <Steps.Step title="设置新密码" />
      </Steps>
      {step === 0 ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void verify();
          }}
        >
          <FormItem field="mobile" label="手机号" required error={errors.mobile} htmlFor={ids.mobile}>
            <div className="w-reset__row">
              <Input id={ids.mobile} type="tel" maxLength={11} placeholder="注册时的手机号" value={values.mobile} onChange={set('mobile')} />
              <SendCodeButton code={sender} onClick={() => void sendCode()} />
            </div>
          </FormItem>
          <FormItem field="code" label="验证码" required error={errors.code} htmlFor={ids.code}>
            <Input id={ids.code} type="number" maxLength={6} placeholder="6 位验证码" value={values.code} onChange={set('code')} />
          </FormItem>
          <div className="w-reset__actions">
            <Button block color="primary" type="submit" loading={busy}>
              下一步
            </Button>
          </div>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void reset();
          }}
        >
          <FormItem field="password" label="新密码" required error={errors.password} htmlFor={ids.password}>
            <Input id={ids.password} type="password" placeholder="至少 6 位" value={values.password} onChange={set('password')} />
          </FormItem>
          <FormItem field="confirm" label="确认密码" required error={errors.confirm} htmlFor={ids.confirm}>
            <Input id={ids.confirm} type="password" placeholder="再次输入新密码" value={values.confirm} onChange={set('confirm')} />
          </FormItem>
          <div className="w-reset__actions">
            <Button block color="primary" type="submit" loading={busy}>
              重置密码
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
