import { Button, Dialog, Input, Selector, Toast } from 'antd-mobile';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { hrInfoInputSchema, seekerInfoInputSchema, type HrInfoInput, type HrInfoResult } from '../../../schemas/accounts';
import { ROLE_RECRUITER, ROLE_SEEKER } from '../../../schemas/client-config';
import { ApiRequestError } from '../../runtime/api/client';
import { TOP_LAYER_Z_INDEX } from '../../runtime/constants';
import { useRecruiterRegister, useSeekerRegister } from '../../runtime/data-hooks/use-account';
import { FormItem } from '../../runtime/forms';
import { usePopups } from '../../runtime/popups';
import type { WidgetRenderProps } from '../../runtime/registry';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import { useRuntime, useSession } from '../../runtime/runtime';
import type { RegisterFormProps } from './schema';
import './register-form.css';

type Role = typeof ROLE_SEEKER | typeof ROLE_RECRUITER;
type Field = 'name' | 'gender' | 'birthday' | 'position' | 'companyName';

const ROLES = [
  { label: '我要找工作', value: ROLE_SEEKER },
  { label: '我要招人', value: ROLE_RECRUITER },
];
const GENDERS = [
  { label: '男', value: 1 },
  { label: '女', value: 2 },
];

/** The role asked for in the address (?role=1), else the designer's default. */
function roleFromAddress(fallback: Role): Role {
  const r = new URLSearchParams(window.location.search).get('role');
  return r === '1' ? ROLE_RECRUITER : r === '0' ? ROLE_SEEKER : fallback;
}

/** The company of a refusal that offers a join request (hrInfoSave: code 400, data {need: 'join', company}). */
function joinOffer(e: unknown): { id: number; name: string } | null {
  if (!(e instanceof ApiRequestError) || !e.data || typeof e.data !== 'object') return null;
  const d = e.data as { need?: unknown; company?: { id?: unknown; name?: unknown } };
  return d.need === 'join' && typeof d.company?.name === 'string' && typeof d.company.id === 'number' ? { id: d.company.id, name: d.company.name } : null;
}

/** zod issues as one message per field. */
function fieldErrors(error: z.ZodError): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  for (const i of error.issues) {
    const k = String(i.path[0]) as Field;
    out[k] ??= i.message;
  }
  return out;
}

/**
 * Completes a new account: a job seeker gives name, gender and birthday
 * (register/infoSave); a recruiter gives name, position and the company's full
 * name, which creates the company (register/hrInfoSave). A name already registered
 * is offered as a join request ("申请加入？"): the company's owner or admin approves
 * it, and until then the user has no access to that company.
 * The same zod contracts as the server check the input first.
 */
export function RegisterForm(props: WidgetRenderProps<RegisterFormProps>) {
  const rt = useRuntime();
  const { user } = useSession();
  const popups = usePopups();
  const ids = { name: useId(), position: useId(), company: useId() };
  const [role, setRole] = useState<Role>(() => roleFromAddress(props.defaultRole));
  const [name, setName] = useState('');
  const [gender, setGender] = useState<number | null>(null);
  const [birthday, setBirthday] = useState('');
  const [position, setPosition] = useState('');
  const [companyName, setCompanyName] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const seekerRegister = useSeekerRegister();
  const recruiterRegister = useRecruiterRegister();
  /** The whole submit, which may span a question between two calls (申请加入？). */
  const [busy, setBusy] = useState(false);
  /** A change clears that field's message; the rest stay until the next submit. */
  const edit = (field: Field, apply: (v: string) => void) => (v: string) => {
    apply(v);
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  if (!user) {
    return (
      <LoginPrompt host={props.host} text="先用手机号登录，再完善注册信息" button="手机号登录" link={{ type: 'login', params: { loginType: 'code' } }} />
    );
  }

  async function pickBirthday() {
    const latest = new Date();
    latest.setFullYear(latest.getFullYear() - 16);
    const r = await popups.open<string>('date-picker', { title: '出生日期', min: '1940-01-01', max: latest.toISOString().slice(0, 10), value: birthday || '1995-01-01' });
    if (r.confirmed) {
      setBirthday(r.value);
      setErrors((e) => ({ ...e, birthday: undefined }));
    }
  }

  async function submit() {
    if (busy) return;
    const seeker = role === ROLE_SEEKER;
    const parsed = seeker ? seekerInfoInputSchema.safeParse({ name, gender: gender ?? undefined, birthday }) : hrInfoInputSchema.safeParse({ name, position, companyName });
    if (!parsed.success) {
      const next = fieldErrors(parsed.error);
      if (seeker && !birthday) next.birthday = '请选择出生日期';
      return setErrors(next);
    }
    setErrors({});
    setBusy(true);
    try {
      if (seeker) {
        await seekerRegister.mutateAsync(parsed.data as z.infer<typeof seekerInfoInputSchema>);
        Toast.show({ content: '注册完成' });
        rt.navigator.navigate?.(props.seekerDoneLink, { replace: true });
      } else {
        await saveRecruiter(parsed.data as HrInfoInput);
      }
    } catch {
      // Shown by the request wrapper.
    } finally {
      setBusy(false);
    }
  }

  /** Creates the company; when the name is taken, asks whether to send a join request instead. */
  async function saveRecruiter(input: HrInfoInput) {
    let r: HrInfoResult;
    try {
      r = await recruiterRegister.mutateAsync({ input, join: false });
    } catch (e) {
      const company = joinOffer(e);
      if (!company) {
        if (e instanceof ApiRequestError) Toast.show({ content: e.message });
        return;
      }
      const join = await Dialog.confirm({
        title: '该企业已注册',
        content: `「${company.name}」已在本站注册。是否申请加入？企业创建者或管理员审核通过后，您即可管理该企业的职位和简历。`,
        confirmText: '申请加入',
        cancelText: '返回修改',
        style: { zIndex: TOP_LAYER_Z_INDEX },
      });
      if (!join) return;
      r = await recruiterRegister.mutateAsync({ input, join: true });
    }
    if (r.request) {
      Toast.show({ content: '已提交加入申请，请等待审核' });
      rt.navigator.navigate?.(props.requestDoneLink, { replace: true });
      return;
    }
    Toast.show({ content: r.joined ? '已加入企业' : '企业已创建' });
    rt.navigator.navigate?.(props.recruiterDoneLink, { replace: true });
  }

  return (
    <form
      className="w-register"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="w-register__roles">
        <Selector columns={2} options={ROLES} value={[role]} onChange={(v) => v[0] !== undefined && setRole(v[0] as Role)} />
      </div>
      <FormItem field="name" label="姓名" required error={errors.name} htmlFor={ids.name}>
        <Input id={ids.name} placeholder="请输入真实姓名" maxLength={20} value={name} onChange={edit('name', setName)} />
      </FormItem>
      {role === ROLE_SEEKER ? (
        <>
          <FormItem field="gender" label="性别" required error={errors.gender}>
            <Selector columns={2} options={GENDERS} value={gender === null ? [] : [gender]} onChange={(v) => {
                setGender(v[0] ?? null);
                setErrors((e) => ({ ...e, gender: undefined }));
              }} />
          </FormItem>
          <FormItem field="birthday" label="出生日期" required error={errors.birthday}>
            <button type="button" className={`rm-form-pick${birthday ? '' : ' rm-form-pick--empty'}`} onClick={() => void pickBirthday()} aria-haspopup="dialog">
              <span>{birthday || '请选择出生日期'}</span>
            </button>
          </FormItem>
        </>
      ) : (
        <>
          <FormItem field="position" label="职位" required error={errors.position} htmlFor={ids.position}>
            <Input id={ids.position} placeholder="如：人事经理" maxLength={30} value={position} onChange={edit('position', setPosition)} />
          </FormItem>
          <FormItem field="companyName" label="公司全称" required error={errors.companyName} htmlFor={ids.company}>
            <Input id={ids.company} placeholder="与营业执照一致；已有企业可申请加入" maxLength={40} value={companyName} onChange={edit('companyName', setCompanyName)} />
          </FormItem>
        </>
      )}
      <div className="w-register__actions">
        <Button block color="primary" type="submit" loading={busy}>
          完成注册
        </Button>
      </div>
    </form>
  );
}
