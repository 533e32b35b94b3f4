import { Button, Input, Result, Toast } from 'antd-mobile';
import { useId, useState } from 'react';
import { realNameInputSchema } from '../../../schemas/profile';
import { useRealNameState, useRealNameSubmit } from '../../runtime/data-hooks/use-profile';
import { FormItem } from '../../runtime/forms';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useSession } from '../../runtime/runtime';
import { ListStates } from '../../runtime/ui/list-states';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import type { RealNameProps } from './schema';
import './real-name.css';

/** Name and ID number, checked here with the same rules as the server before the (encrypted) request. */
export function RealName(props: WidgetRenderProps<RealNameProps>) {
  const { user } = useSession();
  const nameId = useId();
  const idId = useId();
  const state = useRealNameState();
  const verify = useRealNameSubmit();
  const [name, setName] = useState('');
  const [idCard, setIdCard] = useState('');
  const [errors, setErrors] = useState<{ name?: string | undefined; idCard?: string | undefined }>({});

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
    if (verify.isPending) return;
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
    try {
      await verify.mutateAsync(parsed.data);
      Toast.show({ content: '认证成功' });
    } catch {
      // The request wrapper showed the service's answer (不一致, 次数用完, …).
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
        <Button block color="primary" type="submit" loading={verify.isPending}>
          提交认证
        </Button>
      </div>
    </form>
  );
}
