import { Button, Dialog, Input, Toast } from 'antd-mobile';
import { useEffect, useId, useState } from 'react';
import type { RegisterInfo } from '../../../schemas/accounts';
import { ROLE_SEEKER } from '../../../schemas/client-config';
import { maskPhone } from '../../../schemas/identity';
import { useAvatarSave, useBaseInfoSave, useRegisterInfo } from '../../runtime/data-hooks/use-profile';
import { fieldRules, firstRuleError, FormItem } from '../../runtime/forms';
import { usePopups } from '../../runtime/popups';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useRuntime, useSession } from '../../runtime/runtime';
import { Avatar } from '../../runtime/ui/avatar';
import { saveSection, toSaveData, useMyResume, type MyResume } from '../../runtime/resume/api';
import { sectionValues } from '../../runtime/resume/section-values';
import { contractErrors } from '../../runtime/resume/sections';
import { uploadErrorDialog, uploadFile } from '../../runtime/upload';
import { ListStates } from '../../runtime/ui/list-states';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import type { BaseInfoProps } from './schema';
import './base-info.css';

interface Draft {
  name: string;
  gender: 1 | 2 | null;
  birthday: string;
  degree: string;
  jobStatus: number | null;
  workingDate: string;
}

const GENDERS = [
  { label: '男', value: 1 },
  { label: '女', value: 2 },
] as const;

/** Registration accepts job seekers from 16 (the server checks it too). */
const MIN_AGE_YEARS = 16;

const nameRules = fieldRules({ label: '姓名', required: true, preset: 'name', maxLength: 20 });

/** The form from the account's info; a seeker's online resume, when there is one, wins (the recruiter reads that). */
function toDraft(info: RegisterInfo, resume: MyResume | undefined): Draft {
  const b = resume?.exists ? resume.doc.base : null;
  const gender = b?.gender ?? info.gender;
  return {
    name: b?.name || info.name,
    gender: gender === 1 || gender === 2 ? gender : null,
    birthday: b?.birthday || info.birthday || '',
    degree: b?.degree || info.degree || '',
    jobStatus: b?.jobStatus ?? info.jobStatus,
    workingDate: b ? b.workingDate : (info.workingDate ?? ''),
  };
}

/**
 * Keeps the online resume's base info in step with what was saved here, so
 * the resume a recruiter reads says the same. Nothing is sent when the resume
 * would refuse the merged values (the resume editor then asks for them).
 */
async function syncResumeBase(api: Parameters<typeof saveSection>[0], resume: MyResume | undefined, draft: Draft): Promise<void> {
  if (!resume?.exists) return;
  const values = { ...sectionValues(resume.doc, 'base'), name: draft.name.trim(), gender: draft.gender, birthday: draft.birthday, degree: draft.degree, jobStatus: draft.jobStatus, workingDate: draft.workingDate };
  const data = toSaveData('base', values, { avatar: resume.doc.base.avatar ?? '' });
  if (Object.keys(contractErrors('base', data)).length > 0) return;
  await saveSection(api, 'base', data);
}

/** A picked value shown as a row button that opens a popup. */
function PickRow({ field, label, required, value, error, onPick }: { field: string; label: string; required?: boolean; value: string; error?: string | undefined; onPick: () => void }) {
  const id = useId();
  return (
    <FormItem field={field} label={label} required={required} error={error} htmlFor={id}>
      <button id={id} type="button" className={`rm-form-pick${value ? '' : ' rm-form-pick--empty'}`} onClick={onPick} aria-haspopup="dialog">
        <span>{value || `请选择${label}`}</span>
        <svg className="rm-form-pick__arrow" viewBox="0 0 7 12" aria-hidden>
          <path d="M1 1l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
    </FormItem>
  );
}

/**
 * Edits the user's base info with the shared validation rules; the server
 * checks the same rules again. Job seekers also set gender, birthday, degree,
 * job-hunting status and when they started working.
 */
export function BaseInfo(props: WidgetRenderProps<BaseInfoProps>) {
  const rt = useRuntime();
  const { user } = useSession();
  const popups = usePopups();
  const nameId = useId();
  const info = useRegisterInfo();
  const avatarSave = useAvatarSave();
  const baseInfoSave = useBaseInfoSave();
  const seekerUser = user !== null && user.role === ROLE_SEEKER;
  const resume = useMyResume(seekerUser);
  // A failed resume read (no resume area on the server) must not hold the form back.
  const resumeSettled = !seekerUser || !resume.isPending;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [uploading, setUploading] = useState<number | null>(null);

  useEffect(() => {
    if (info.data && resumeSettled && draft === null) setDraft(toDraft(info.data, resume.data));
  }, [info.data, resume.data, resumeSettled, draft]);

  if (!user) {
    return (
      <LoginPrompt host={props.host} text="登录后编辑基本信息" button="去登录" />
    );
  }
  if (!draft) {
    return <ListStates query={info} empty={false} errorTitle="基本信息加载失败" emptyTitle="" stateClassName="w-base-info__state" />;
  }

  const seeker = user.role === ROLE_SEEKER;
  const set = (patch: Partial<Draft>) => {
    setDraft({ ...draft, ...patch });
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };
  const pick = async (title: string, options: readonly { label: string; value: string | number }[], current: string | number | null) => {
    const r = await popups.open<{ value: (string | number | null)[] }>('picker', { title, columns: [options], ...(current !== null && current !== '' ? { value: [current] } : {}) });
    return r.confirmed ? (r.value.value[0] ?? null) : null;
  };
  /** `start`: where the wheels stand when nothing is chosen yet; `maxYearsAgo`: the latest date allowed, in years before today. */
  const pickDate = async (title: string, precision: 'day' | 'month', value: string, min: string, start: string, maxYearsAgo = 0) => {
    const latest = new Date();
    latest.setFullYear(latest.getFullYear() - maxYearsAgo);
    const max = latest.toISOString().slice(0, precision === 'day' ? 10 : 7);
    const r = await popups.open<string>('date-picker', { title, precision, min, max, value: value || start });
    return r.confirmed ? r.value : null;
  };

  /** Uploads the chosen picture (instantly when the server holds it already) and saves it as the avatar. */
  async function changeAvatar(input: HTMLInputElement) {
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setUploading(0);
    try {
      const uploaded = await uploadFile(rt.api, file, { onProgress: setUploading });
      await avatarSave.mutateAsync(uploaded.url);
      Toast.show({ content: uploaded.speed ? '头像已更新（秒传）' : '头像已更新' });
    } catch (e) {
      const { title, content } = uploadErrorDialog(e);
      await Dialog.alert({ title, content, confirmText: '知道了' });
    } finally {
      setUploading(null);
    }
  }

  async function save() {
    if (!draft || baseInfoSave.isPending) return;
    const next: Partial<Record<keyof Draft, string>> = {};
    const nameError = await firstRuleError(nameRules, draft.name);
    if (nameError) next.name = nameError;
    if (seeker) {
      if (draft.gender === null) next.gender = '请选择性别';
      if (!draft.birthday) next.birthday = '请选择出生日期';
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const saved = draft;
    try {
      await baseInfoSave.mutateAsync(
        seeker
          ? {
              seeker: true,
              body: {
                name: saved.name.trim(),
                gender: saved.gender,
                birthday: saved.birthday,
                ...(saved.degree ? { degree: saved.degree } : {}),
                ...(saved.jobStatus !== null ? { jobStatus: saved.jobStatus } : {}),
                ...(saved.workingDate ? { workingDate: saved.workingDate } : {}),
              },
              afterSave: (api) => syncResumeBase(api, resume.data, saved),
            }
          : { seeker: false, body: { name: saved.name.trim() } },
      );
      Toast.show({ content: '保存成功' });
    } catch {
      // The request wrapper already showed the server's message.
    }
  }

  const statusLabel = draft.jobStatus !== null ? (props.jobStatuses[draft.jobStatus - 1] ?? '') : '';
  return (
    <form
      className="w-base-info"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="w-base-info__head">
        <label className="w-base-info__avatar" aria-label="更换头像">
          <Avatar src={user.account.logo} name={draft.name || user.info.mobile.slice(-2)} size={72} />
          <span className="w-base-info__avatar-tip">{uploading === null ? '更换头像' : `上传中 ${Math.round(uploading * 100)}%`}</span>
          <input type="file" accept="image/png,image/jpeg,image/gif,image/webp" hidden onChange={(e) => void changeAvatar(e.currentTarget)} data-testid="avatar-input" />
        </label>
        <span className="w-base-info__mobile">{maskPhone(user.info.mobile)}</span>
      </div>
      <FormItem field="name" label="姓名" required error={errors.name} htmlFor={nameId}>
        <Input id={nameId} value={draft.name} placeholder="请输入姓名" maxLength={20} onChange={(v) => set({ name: v })} />
      </FormItem>
      {seeker && (
        <>
          <PickRow
            field="gender"
            label="性别"
            required
            value={GENDERS.find((g) => g.value === draft.gender)?.label ?? ''}
            error={errors.gender}
            onPick={async () => {
              const v = await pick('性别', GENDERS, draft.gender);
              if (v === 1 || v === 2) set({ gender: v });
            }}
          />
          <PickRow
            field="birthday"
            label="出生日期"
            required
            value={draft.birthday}
            error={errors.birthday}
            onPick={async () => {
              const v = await pickDate('出生日期', 'day', draft.birthday, '1940-01-01', '1995-01-01', MIN_AGE_YEARS);
              if (v) set({ birthday: v });
            }}
          />
          <PickRow
            field="degree"
            label="最高学历"
            value={draft.degree}
            onPick={async () => {
              const v = await pick('最高学历', props.degrees.map((d) => ({ label: d, value: d })), draft.degree);
              if (typeof v === 'string') set({ degree: v });
            }}
          />
          <PickRow
            field="jobStatus"
            label="求职状态"
            value={statusLabel}
            onPick={async () => {
              const v = await pick('求职状态', props.jobStatuses.map((s, i) => ({ label: s, value: i + 1 })), draft.jobStatus);
              if (typeof v === 'number') set({ jobStatus: v });
            }}
          />
          <PickRow
            field="workingDate"
            label="参加工作"
            value={draft.workingDate}
            onPick={async () => {
              const v = await pickDate('参加工作时间', 'month', draft.workingDate, '1960-01', `${new Date().getFullYear() - 3}-07`);
              if (v) set({ workingDate: v });
            }}
          />
        </>
      )}
      <div className="w-base-info__actions">
        <Button block color="primary" type="submit" loading={baseInfoSave.isPending}>
          {props.saveText}
        </Button>
      </div>
    </form>
  );
}
