import { Button, Input, Result, Toast } from 'antd-mobile';
import { useId, useState } from 'react';
import { userSessionSchema } from '../../../schemas/auth';
import { realNameInputSchema, realNameStateSchema } from '../../../schemas/profile';
import { FormItem } from '../../runtime/forms';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiQuery, useRuntime, useSession } from '../../runtime/runtime';
import { ListStates } from '../../runtime/ui/list-states';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import type { RealNameProps } from './schema';
import './real-name.css';

/** Name and ID number, checked here with the same rules as the server before the (encrypted) request. */
export function RealName(props: WidgetRenderProps<RealNameProps>) {
  const rt = useRuntime();
  const { user } = useSession();
  const nameId = useId();
  const idId = useId();
  const state = useApiQuery('/api-user/user/realName/valid', {}, { enabled: user !== null, parse: (raw) => realNameStateSchema.parse(raw) });
  const [name, setName] = useState('');
  const [idCard, setIdCard] = useState('');
  const [errors, setErrors] = useState<{ name?: string | undefined; idCard?: string | undefined }>({});
  const [saving, setSaving] = useState(false);

  if (!user) {
    return (
      <LoginPrompt host={props.host} button="登录后认证" />
    );
  }
  if (!state.data) return <ListStates query={state} empty={false} errorTitle="认证状态加载失败" emptyTitle="" stateClassName="w-real-name__state" />;
  if (state.data.verified) {
    return (
      <Result
        className="w-real-name__done"
        status="success"
        title="已完成实名认证"
        description={[state.data.name, state.data.idCard].filter(Boolean).join('  ')}
      />
    );
  }

  async function submit() {
    const parsed = realNameInputSchema.safeParse({ name, idCard });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const k = issue.path[0] === 'idCard' ? 'idCard' : 'name';
        next[k] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const next = realNameStateSchema.parse(await rt.api.request('/api-user/user/realName', parsed.data, { encrypt: true }));
      rt.queryClient.setQueryData(['/api-user/user/realName/valid', {}], next);
      rt.session.update(userSessionSchema.parse(await rt.api.request('/api-user/user/infoGet', {})));
      Toast.show({ content: '认证成功' });
    } catch {
      // The request wrapper showed the service's answer (不一致, 次数用完, …).
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="w-real-name"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="w-real-name__intro">{props.intro}</p>
      <FormItem field="name" label="真实姓名" required error={errors.name} htmlFor={nameId}>
        <Input id={nameId} value={name} placeholder="与身份证一致" maxLength={20} onChange={setName} />
      </FormItem>
      <FormItem field="idCard" label="身份证号" required error={errors.idCard} htmlFor={idId}>
        <Input id={idId} value={idCard} placeholder="18 位身份证号" maxLength={18} onChange={setIdCard} />
      </FormItem>
      <div className="w-real-name__actions">
        <Button block color="primary" type="submit" loading={saving}>
          提交认证
        </Button>
      </div>
    </form>
  );
}
