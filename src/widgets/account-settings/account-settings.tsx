import { Button, Input, List, Switch, Toast } from 'antd-mobile';
import { useId, useState } from 'react';
import { ROLE_SEEKER } from '../../../schemas/client-config';
import { emailInputSchema, emailSaveInputSchema, mobileInputSchema, mobileWithCodeInputSchema, pwdUpdateInputSchema, type UserSetting } from '../../../schemas/profile';
import { useEmailCode, useEmailSave, useMobileCode, useMobiles, useMobilesChange, usePasswordUpdate, useUserSettings, useUserSettingSave } from '../../runtime/data-hooks/use-profile';
import { FormItem } from '../../runtime/forms';
import { usePopups } from '../../runtime/popups';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useSession } from '../../runtime/runtime';
import { ListStates } from '../../runtime/ui/list-states';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import { SendCodeButton, useSendCode } from '../../runtime/ui/send-code';
import { showToast } from '../../runtime/utils/toast';
import type { AccountSettingsProps } from './schema';
import './account-settings.css';

const SALARY_UNITS = [
  { label: '按月（元/月）', value: 1 },
  { label: '按天（元/天）', value: 2 },
  { label: '按小时（元/时）', value: 3 },
] as const;

function PasswordForm() {
  const pwdUpdate = usePasswordUpdate();
  const oldId = useId();
  const newId = useId();
  const [oldPassword, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ field: 'oldPassword' | 'password'; message: string } | null>(null);
  async function submit() {
    if (pwdUpdate.isPending) return;
    const parsed = pwdUpdateInputSchema.safeParse({ ...(oldPassword ? { oldPassword } : {}), password });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setError({ field: issue.path[0] === 'oldPassword' ? 'oldPassword' : 'password', message: issue.message });
      return;
    }
    setError(null);
    try {
      await pwdUpdate.mutateAsync(parsed.data);
      setOld('');
      setPassword('');
      Toast.show({ content: '密码已修改' });
    } catch {
      // The request wrapper showed why.
    }
  }
  return (
    <section className="w-settings__section" aria-label="修改密码">
      <h3 className="w-settings__title">修改密码</h3>
      <FormItem field="oldPassword" label="原密码" error={error?.field === 'oldPassword' ? error.message : undefined} htmlFor={oldId}>
        <Input id={oldId} type="password" value={oldPassword} placeholder="未设置过密码可不填" onChange={setOld} />
      </FormItem>
      <FormItem field="password" label="新密码" required error={error?.field === 'password' ? error.message : undefined} htmlFor={newId}>
        <Input id={newId} type="password" value={password} placeholder="至少 6 位" onChange={setPassword} />
      </FormItem>
      <div className="w-settings__actions">
        <Button block color="primary" loading={pwdUpdate.isPending} onClick={() => void submit()}>
          修改密码
        </Button>
      </div>
    </section>
  );
}

/** Bound numbers: the login number first; another number is added with the code sent to it. */
function MobilesSection({ list }: { list: { mobile: string; masked: string; main: boolean }[] }) {
  const mobilesChange = useMobilesChange();
  const mobileCode = useMobileCode();
  const mobileId = useId();
  const codeId = useId();
  const [adding, setAdding] = useState(false);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const sender = useSendCode(showToast);
  async function act(change: Parameters<typeof mobilesChange.mutateAsync>[0], done: string) {
    if (mobilesChange.isPending) return false;
    try {
      await mobilesChange.mutateAsync(change);
      Toast.show({ content: done });
      return true;
    } catch {
      return false;
    }
  }
  async function sendCode() {
    const r = mobileInputSchema.safeParse({ mobile });
    if (!r.success) return setError(r.error.issues[0]?.message);
    setError(undefined);
    await sender.send(() => mobileCode.mutateAsync(r.data), '验证码已发送');
  }
  async function add() {
    const r = mobileWithCodeInputSchema.safeParse({ mobile, code });
    if (!r.success) return setError(r.error.issues[0]?.message);
    if (await act({ action: 'save', body: r.data }, '手机号已绑定')) {
      setAdding(false);
      setMobile('');
      setCode('');
    }
  }
  return (
    <List header="绑定手机号">
      {list.map((m) => (
        <List.Item
          key={m.mobile}
          extra={
            m.main ? (
              '登录手机号'
            ) : (
              <span className="w-settings__row-actions">
                <Button size="mini" fill="none" color="primary" disabled={mobilesChange.isPending} onClick={() => void act({ action: 'setMain', body: { mobile: m.mobile } }, '已设为登录手机号')}>
                  设为登录号
                </Button>
                <Button size="mini" fill="none" color="danger" disabled={mobilesChange.isPending} onClick={() => void act({ action: 'delete', body: { mobile: m.mobile } }, '已解绑')}>
                  解绑
                </Button>
              </span>
            )
          }
        >
          {m.masked}
        </List.Item>
      ))}
      {adding ? (
        <List.Item>
          <FormItem field="newMobile" label="手机号" error={error} htmlFor={mobileId}>
            <div className="w-settings__code-row">
              <Input id={mobileId} type="tel" maxLength={11} placeholder="要绑定的手机号" value={mobile} onChange={setMobile} />
              <SendCodeButton code={sender} onClick={() => void sendCode()} />
            </div>
          </FormItem>
          <FormItem field="newMobileCode" label="验证码" htmlFor={codeId}>
            <Input id={codeId} type="number" maxLength={6} placeholder="6 位验证码" value={code} onChange={setCode} />
          </FormItem>
          <div className="w-settings__actions">
            <Button block color="primary" loading={mobilesChange.isPending} onClick={() => void add()}>
              绑定
            </Button>
          </div>
        </List.Item>
      ) : (
        <List.Item onClick={() => setAdding(true)}>
          <span className="w-settings__add">+ 添加手机号</span>
        </List.Item>
      )}
    </List>
  );
}

/** The account's e-mail address, bound with the code sent to it. */
function EmailSection({ current }: { current: string | null }) {
  const emailCode = useEmailCode();
  const emailSave = useEmailSave();
  const emailId = useId();
  const codeId = useId();
  const sender = useSendCode(showToast);
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  async function sendCode() {
    const r = emailInputSchema.safeParse({ email });
    if (!r.success) return setError(r.error.issues[0]?.message);
    setError(undefined);
    await sender.send(() => emailCode.mutateAsync(r.data), '验证码已发送到邮箱');
  }
  async function save() {
    const r = emailSaveInputSchema.safeParse({ email, code });
    if (!r.success) return setError(r.error.issues[0]?.message);
    if (emailSave.isPending) return;
    try {
      await emailSave.mutateAsync(r.data);
      Toast.show({ content: '邮箱已绑定' });
      setEditing(false);
    } catch {
      // Shown by the request wrapper.
    }
  }
  return (
    <List header="邮箱">
      {editing ? (
        <List.Item>
          <FormItem field="email" label="邮箱" error={error} htmlFor={emailId}>
            <div className="w-settings__code-row">
              <Input id={emailId} type="email" maxLength={254} placeholder="name@example.com" value={email} onChange={setEmail} />
              <SendCodeButton code={sender} onClick={() => void sendCode()} />
            </div>
          </FormItem>
          <FormItem field="emailCode" label="验证码" htmlFor={codeId}>
            <Input id={codeId} type="number" maxLength={6} placeholder="6 位验证码" value={code} onChange={setCode} />
          </FormItem>
          <div className="w-settings__actions">
            <Button block color="primary" loading={emailSave.isPending} onClick={() => void save()}>
              绑定邮箱
            </Button>
          </div>
        </List.Item>
      ) : (
        <List.Item extra={current ? '更换' : '去绑定'} onClick={() => setEditing(true)}>
          {current ?? '未绑定'}
        </List.Item>
      )}
    </List>
  );
}

/** The user's settings, saved as soon as they change; the session's salary unit follows. */
export function AccountSettings(props: WidgetRenderProps<AccountSettingsProps>) {
  const { user } = useSession();
  const popups = usePopups();
  const settings = useUserSettings();
  const mobiles = useMobiles(props.showMobiles);
  const settingSave = useUserSettingSave();
  const saving = settingSave.isPending;

  if (!user) {
    return (
      <LoginPrompt host={props.host} button="登录后设置" />
    );
  }
  if (!settings.data) return <ListStates query={settings} empty={false} errorTitle="设置加载失败" emptyTitle="" stateClassName="w-settings__state" />;
  const current = settings.data;

  async function save(patch: Partial<UserSetting>) {
    try {
      await settingSave.mutateAsync(patch);
      Toast.show({ content: '已保存' });
    } catch {
      // The request wrapper showed why.
    }
  }

  const pickUnit = async () => {
    const r = await popups.open<{ value: (number | null)[] }>('picker', { title: '薪资显示单位', columns: [SALARY_UNITS], value: [current.salaryUnit] });
    const v = r.confirmed ? r.value.value[0] : null;
    if (v === 1 || v === 2 || v === 3) await save({ salaryUnit: v });
  };

  return (
    <div className="w-settings">
      <List header="偏好设置">
        <List.Item extra={SALARY_UNITS.find((u) => u.value === current.salaryUnit)?.label} onClick={() => void pickUnit()} data-testid="salary-unit">
          薪资显示单位
        </List.Item>
        {user.role === ROLE_SEEKER && (
          <List.Item
            description="开启后招聘者无法搜索到你的简历"
            extra={<Switch aria-label="隐身求职" checked={current.invisibleHiring} loading={saving} onChange={(v) => void save({ invisibleHiring: v })} />}
          >
            隐身求职
          </List.Item>
        )}
        <List.Item extra={<Switch aria-label="消息通知" checked={current.messageNotify} loading={saving} onChange={(v) => void save({ messageNotify: v })} />}>
          消息通知
        </List.Item>
        <List.Item extra={<Switch aria-label="个性化推荐" checked={current.recommend} loading={saving} onChange={(v) => void save({ recommend: v })} />}>
          个性化推荐
        </List.Item>
      </List>
      {props.showMobiles && mobiles.data && <MobilesSection list={mobiles.data.list} />}
      <EmailSection current={user.info.email} />
      {props.showPassword && <PasswordForm />}
    </div>
  );
}
