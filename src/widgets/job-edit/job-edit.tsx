import { Button, Dialog, Input, Switch, TextArea, Toast } from 'antd-mobile';
import { useId, useState, type ReactNode } from 'react';
import { CODE_PAYMENT_SUPPLEMENT } from '../../../schemas/codes';
import {
  editableJobSchema,
  JOB_CONTACT_NAME_MAX,
  JOB_DESCRIPTION_MAX,
  JOB_SALARY_UNITS,
  JOB_TAGS_MAX,
  JOB_TITLE_MAX,
  JOB_TYPES,
  manageOptionsSchema,
  type ManageOptions,
  type MapLocation,
  type OptionTreeItem,
} from '../../../schemas/job-manage';
import { AiRetouchPopup } from '../../runtime/ai/retouch-popup';
import { ApiRequestError, type ApiClient } from '../../runtime/api/client';
import { TOP_LAYER_Z_INDEX } from '../../runtime/constants';
import { useCompanyLocation, useCompanyLocationFetch } from '../../runtime/data-hooks/use-jobs';
import { useDocumentTitle } from '../../runtime/document-title';
import { FieldForm, FormField, useFieldForm, type FieldControl } from '../../runtime/forms';
import { paths } from '../../runtime/paths';
import { usePopups, type Area, type PopupManager } from '../../runtime/popups';
import type { WidgetRenderProps } from '../../runtime/registry';
import { parseRecordId } from '../../runtime/route-id';
import { useApiQuery, useRuntime, useSession } from '../../runtime/runtime';
import { ListStates } from '../../runtime/ui/list-states';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import { fieldOfPath, JOB_FORM_CHECKS, JOB_FORM_FIELDS, jobForm, newJobForm, type JobFormField, type JobFormValues, type Picked } from './job-form';
import type { JobEditProps } from './schema';
import { useJobSave, useKeptDraft } from './use-job-writes';
import './job-edit.css';

/** The id of the job to edit (?id=), or null for a new one. */
function editId(): number | null {
  return parseRecordId(new URLSearchParams(window.location.search).get('id'));
}

/**
 * Creates or edits one of the recruiter's jobs. Every field is checked with
 * the rules the server applies (schemas/job-manage.ts, plus the shared form
 * rules for typed text) before saving, and the server's per-field answers
 * land under the same fields. The form's state is the runtime's FieldForm.
 */
export function JobEdit(props: WidgetRenderProps<JobEditProps>) {
  const { user } = useSession();
  const [id] = useState(editId);
  const recruiter = user !== null && user.company !== null;
  const options = useApiQuery('/api-user/job/manageOptions', {}, { enabled: recruiter, parse: (raw) => manageOptionsSchema.parse(raw) });
  const job = useApiQuery('/api-user/job/manageGet', { id }, { enabled: recruiter && id !== null, parse: (raw) => editableJobSchema.parse(raw) });
  const map = useCompanyLocation(recruiter && id === null);
  // The page says what it does: 发布职位 for a new job (its title in schemas/pages.ts), 编辑职位 for one opened with ?id=.
  useDocumentTitle(id === null ? null : '编辑职位', { header: true });

  if (!user) return <LoginPrompt host={props.host} text="登录招聘者账号后发布职位" button="去登录" link={{ type: 'login', params: { role: 1 } }} />;
  if (!recruiter) {
    return <LoginPrompt host={props.host} text="仅招聘者可以发布职位，请先切换为招聘者身份并加入企业" button="切换身份" link={{ type: 'navigate', path: paths.switchRole.href() }} />;
  }
  // An existing job fills the form; a new one starts where the company is (and may take the kept draft).
  const start = id !== null ? job.data && jobForm(job.data) : map.data && newJobForm(map.data);
  if (!start || !options.data) {
    const loading = id !== null ? job : map;
    return <ListStates query={options.isError ? options : loading} empty={false} errorTitle={id !== null ? '职位不存在或无权管理' : '加载失败'} emptyTitle="" stateClassName="w-je__state" />;
  }
  return <JobEditForm {...props} id={id} start={start} opts={options.data} />;
}

function JobEditForm({ id, start, opts, host, keepDraft, donePath, publishText, saveText }: WidgetRenderProps<JobEditProps> & { id: number | null; start: JobFormValues; opts: ManageOptions }) {
  const rt = useRuntime();
  const popups = usePopups();
  const [form] = useFieldForm<JobFormValues>();
  // The form takes its first values once; a refetched job does not overwrite what is being typed.
  const [initial] = useState(start);
  const draft = useKeptDraft(id === null && keepDraft, form, initial);
  const save = useJobSave(id, draft.drop);
  const companyLocation = useCompanyLocationFetch();

  async function submit(values: JobFormValues) {
    if (save.isPending) return;
    try {
      await save.mutateAsync(values);
    } catch (e) {
      // Beyond the free quota without a job-post right: the request wrapper opens the checkout with the key (14550).
      if (e instanceof ApiRequestError && e.code === CODE_PAYMENT_SUPPLEMENT) return void Toast.show({ content: e.message });
      const issues = e instanceof ApiRequestError ? ((e.data as { issues?: { path: string; message: string }[] } | undefined)?.issues ?? []) : [];
      if (issues.length === 0) {
        await Dialog.alert({ title: '温馨提示', content: e instanceof Error ? e.message : '保存失败，请稍后再试', confirmText: '知道了', style: { zIndex: TOP_LAYER_Z_INDEX } });
        return;
      }
      const firstPerField = new Map<JobFormField, string>();
      for (const i of issues) {
        const f = fieldOfPath(i.path);
        if (f && !firstPerField.has(f)) firstPerField.set(f, i.message);
      }
      form.setFields([...firstPerField].map(([name, message]) => ({ name, errors: [message] })));
      Toast.show({ content: issues[0]!.message });
      return;
    }
    Toast.show({ content: id !== null ? '保存成功' : '发布成功' });
    host?.runLink({ type: 'navigate', path: donePath });
  }

  function showFirstError(failed: readonly { name: (string | number)[]; errors: string[] }[]) {
    const byField = new Map(failed.map((f) => [String(f.name[0]), f.errors[0]]));
    const first = JOB_FORM_FIELDS.find((f) => byField.get(f));
    if (!first) return;
    Toast.show({ content: byField.get(first)! });
    document.querySelector(`.w-je [data-field="${first}"]`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }

  /** A checked row's form, name and check (JOB_FORM_CHECKS). */
  const checked = <K extends JobFormField>(name: K) => ({ form, name, check: JOB_FORM_CHECKS[name] as (value: JobFormValues[K]) => Promise<string | null> });

  return (
    <FieldForm<JobFormValues>
      form={form}
      className="w-je"
      initialValues={initial}
      onValuesChange={draft.changed}
      onFinish={(values) => void submit(values)}
      onFinishFailed={({ errorFields }) => showFirstError(errorFields)}
    >
      <div className="w-je__group">
        <FormField {...checked('title')} label="职位名称" required>
          {(f) => <Input id={f.id} value={f.value} placeholder="如：Java开发工程师" maxLength={JOB_TITLE_MAX + 10} onChange={f.onChange} />}
        </FormField>
        <FormField {...checked('positionId')} label="职位类别" required>
          {(f) => <TreePick {...f} label="职位类别" items={opts.positions} popups={popups} />}
        </FormField>
        <FormField {...checked('industryId')} label="所属行业" required>
          {(f) => <TreePick {...f} label="所属行业" items={opts.industries} popups={popups} />}
        </FormField>
        <FormField {...checked('jobType')} label="工作性质" required>
          {(f) => (
            <PickButton
              id={f.id}
              label="工作性质"
              text={JOB_TYPES.find((t) => t.value === f.value)?.label ?? ''}
              onPick={async () => {
                const v = await pickOne(popups, '工作性质', JOB_TYPES, f.value);
                if (v !== 1 && v !== 2 && v !== 3) return;
                f.onChange(v);
                // Full-time pay is monthly.
                if (v === 1) form.setFieldValue('salary', { ...form.getFieldValue('salary'), unit: 1 });
              }}
            />
          )}
        </FormField>
      </div>

      <div className="w-je__group">
        <FormField {...checked('salary')} label="薪资范围" required>
          {(f) => <SalaryInput {...f} popups={popups} />}
        </FormField>
        <FormField {...checked('experience')} label="工作经验" required>
          {(f) => <ListPick {...f} label="工作经验" choices={opts.experiences} popups={popups} />}
        </FormField>
        <FormField {...checked('degree')} label="学历要求" required>
          {(f) => <ListPick {...f} label="学历要求" choices={opts.degrees} popups={popups} />}
        </FormField>
      </div>

      <div className="w-je__group">
        <FormField {...checked('area')} label="工作地区" required>
          {(f) => (
            <PickButton
              id={f.id}
              label="工作地区"
              text={f.value.name}
              onPick={async () => {
                const value = [f.value.provinceCode, f.value.cityCode, f.value.districtCode].filter(Boolean);
                const r = await popups.open<Area[]>('address-area-select', { title: '选择工作地区', depth: 3, ...(value.length ? { value } : {}) });
                if (!r.confirmed) return;
                const [p, c, d] = r.value;
                const names = r.value.map((a) => a.name).filter((n, i, all) => all.indexOf(n) === i);
                f.onChange({ provinceCode: p?.code ?? '', cityCode: c?.code ?? '', districtCode: d?.code ?? '', name: names.join(' ') });
              }}
            />
          )}
        </FormField>
        <FormField {...checked('address')} label="详细地址" required>
          {(f) => <Input id={f.id} value={f.value} placeholder="街道、门牌号、楼层" maxLength={100} onChange={f.onChange} />}
        </FormField>
        <FormField {...checked('location')} label="地图定位" required>
          {(f) => (
            <PickButton
              id={f.id}
              label="地图定位"
              text={f.value ? `${f.value.label || '已定位'}（${f.value.lat.toFixed(4)}, ${f.value.lng.toFixed(4)}）` : ''}
              onPick={() => void pickLocation(popups, companyLocation, f.onChange)}
            />
          )}
        </FormField>
      </div>

      <div className="w-je__group">
        <FormField {...checked('tags')} label="福利标签" vertical extra={(tags) => `${tags.length}/${JOB_TAGS_MAX}`}>
          {(f) => <TagsInput {...f} suggestions={opts.tagSuggestions} popups={popups} />}
        </FormField>
        <FormField {...checked('description')} label="职位描述" required vertical extra={(text) => `${[...text].length}/${JOB_DESCRIPTION_MAX}`}>
          {(f) => <DescriptionInput {...f} api={rt.api} />}
        </FormField>
        <FormField form={form} name="isUrgent" label="急聘">
          {(f) => (
            <div className="w-je__switch">
              <Switch checked={f.value} onChange={f.onChange} aria-label="急聘" />
            </div>
          )}
        </FormField>
      </div>

      <ContactGroup>
        <FormField {...checked('contactName')} label="联系人">
          {(f) => <Input id={f.id} value={f.value} placeholder="如 王经理" maxLength={JOB_CONTACT_NAME_MAX} onChange={f.onChange} />}
        </FormField>
        <FormField {...checked('contactMobile')} label="联系电话">
          {(f) => <Input id={f.id} type="tel" value={f.value} placeholder="手机号或 0571-88886666" maxLength={30} onChange={f.onChange} />}
        </FormField>
        <FormField {...checked('contactEmail')} label="联系邮箱">
          {(f) => <Input id={f.id} type="email" value={f.value} placeholder="接收简历的邮箱" maxLength={100} onChange={f.onChange} />}
        </FormField>
        <FormField {...checked('contactWechat')} label="微信号">
          {(f) => <Input id={f.id} value={f.value} placeholder="求职者通过面试邀请后可见" maxLength={20} onChange={f.onChange} />}
        </FormField>
      </ContactGroup>

      <div className="w-je__actions">
        <Button block color="primary" type="submit" loading={save.isPending}>
          {id !== null ? saveText : publishText}
        </Button>
      </div>
    </FieldForm>
  );
}

// ---------------------------------------------------------------- controls (value in, onChange out)

/** 职位联系人: optional; an empty field falls back to the recruiter's own card. */
function ContactGroup({ children }: { children: ReactNode }) {
  const headId = useId();
  return (
    <div className="w-je__group" role="group" aria-labelledby={headId}>
      <p id={headId} className="w-je__group-head">
        职位联系人<span className="w-je__group-hint">选填，留空则使用您的账号名片</span>
      </p>
      {children}
    </div>
  );
}

/** A tappable value: the chosen text, or 请选择… greyed, with a chevron. */
function PickButton({ id, label, text, onPick }: { id: string; label: string; text: string; onPick: () => void }) {
  return (
    <button id={id} type="button" className={`rm-form-pick${text ? '' : ' rm-form-pick--empty'}`} onClick={onPick} aria-haspopup="dialog">
      <span>{text || `请选择${label}`}</span>
      <svg className="rm-form-pick__arrow" viewBox="0 0 7 12" aria-hidden>
        <path d="M1 1l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </button>
  );
}

async function pickOne(popups: PopupManager, title: string, options: readonly { label: string; value: string | number }[], current: string | number | null) {
  const r = await popups.open<{ value: (string | number | null)[] }>('picker', { title, columns: [options], ...(current !== null && current !== '' ? { value: [current] } : {}) });
  return r.confirmed ? (r.value.value[0] ?? null) : null;
}

/** The items of a tree from the root down to `id`. */
function pathTo(items: OptionTreeItem[], id: number): OptionTreeItem[] {
  for (const item of items) {
    if (item.id === id) return [item];
    const below = item.children ? pathTo(item.children, id) : [];
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

function TreePick({ id, value, onChange, label, items, popups }: FieldControl<Picked | null> & { label: string; items: OptionTreeItem[]; popups: PopupManager }) {
  const onPick = async () => {
    const path = value === null ? [] : pathTo(items, value.id).map((i) => i.id);
    const r = await popups.open<{ value: (string | number)[]; items: { id: string | number; name: string }[] }>('tree-picker', { title: label, items, ...(path.length ? { value: path } : {}) });
    const last = r.confirmed ? r.value.items[r.value.items.length - 1] : undefined;
    if (last) onChange({ id: Number(last.id), name: String(last.name) });
  };
  return <PickButton id={id} label={label} text={value?.name ?? ''} onPick={() => void onPick()} />;
}

function ListPick({ id, value, onChange, label, choices, popups }: FieldControl<string> & { label: string; choices: readonly string[]; popups: PopupManager }) {
  const onPick = async () => {
    const v = await pickOne(popups, label, choices.map((c) => ({ label: c, value: c })), value);
    if (typeof v === 'string') onChange(v);
  };
  return <PickButton id={id} label={label} text={value} onPick={() => void onPick()} />;
}

function SalaryInput({ id, value, onChange, popups }: FieldControl<JobFormValues['salary']> & { popups: PopupManager }) {
  const unit = JOB_SALARY_UNITS.find((u) => u.value === value.unit) ?? JOB_SALARY_UNITS[0];
  return (
    <div className="w-je__salary">
      <Input id={id} aria-label="最低薪资" type="number" inputMode="numeric" value={value.min} placeholder="最低" onChange={(min) => onChange({ ...value, min })} />
      <span className="w-je__dash">-</span>
      <Input aria-label="最高薪资" type="number" inputMode="numeric" value={value.max} placeholder="最高" onChange={(max) => onChange({ ...value, max })} />
      <button
        type="button"
        className="w-je__unit"
        aria-label="薪资单位"
        onClick={async () => {
          const v = await pickOne(popups, '薪资单位', JOB_SALARY_UNITS.map((u) => ({ label: u.label, value: u.value })), value.unit);
          if (v === 1 || v === 2 || v === 3) onChange({ ...value, unit: v });
        }}
      >
        {unit.label}
      </button>
    </div>
  );
}

/** Where the job is on the map: the company's address (mapInit) or the phone's position. */
async function pickLocation(popups: PopupManager, companyLocation: () => Promise<MapLocation>, onChange: (v: JobFormValues['location']) => void) {
  const r = await pickOne(popups, '地图定位', [{ label: '使用公司地址', value: 'company' }, { label: '使用当前位置', value: 'here' }], null);
  if (r === 'company') {
    try {
      const loc = await companyLocation();
      onChange({ lat: loc.lat, lng: loc.lng, label: loc.label });
    } catch {
      // Shown by the request wrapper.
    }
  } else if (r === 'here') {
    if (!('geolocation' in navigator)) return void Toast.show({ content: '当前浏览器不支持定位' });
    navigator.geolocation.getCurrentPosition(
      (pos) => onChange({ lat: Number(pos.coords.latitude.toFixed(6)), lng: Number(pos.coords.longitude.toFixed(6)), label: '当前位置' }),
      () => Toast.show({ content: '定位失败，请检查定位权限' }),
      { timeout: 10_000 },
    );
  }
}

function TagsInput({ value, onChange, suggestions, popups }: FieldControl<string[]> & { suggestions: readonly string[]; popups: PopupManager }) {
  const full = () => Toast.show({ content: `福利标签最多 ${JOB_TAGS_MAX} 个` });
  const toggle = (tag: string) => {
    if (value.includes(tag)) onChange(value.filter((t) => t !== tag));
    else if (value.length >= JOB_TAGS_MAX) full();
    else onChange([...value, tag]);
  };
  const add = async () => {
    if (value.length >= JOB_TAGS_MAX) return full();
    const r = await popups.open<string>('input-dialog', { title: '自定义福利', placeholder: '如：免费班车', maxLength: 10, label: '福利', rules: { required: true, message: '请输入福利' } });
    const tag = r.confirmed ? r.value.trim() : '';
    if (tag && !value.includes(tag)) onChange([...value, tag]);
  };
  const custom = value.filter((t) => !suggestions.includes(t));
  return (
    <div className="w-je__tags" role="group" aria-label="福利标签">
      {[...suggestions, ...custom].map((t) => (
        <button key={t} type="button" className={`w-je__tag${value.includes(t) ? ' w-je__tag--on' : ''}`} aria-pressed={value.includes(t)} onClick={() => toggle(t)}>
          {t}
        </button>
      ))}
      <button type="button" className="w-je__tag w-je__tag--add" onClick={() => void add()}>
        + 自定义
      </button>
    </div>
  );
}

/** The description, with the AI retouch popup (采用 puts its answer in, cut to the limit). */
function DescriptionInput({ id, value, onChange, api }: FieldControl<string> & { api: ApiClient }) {
  const [retouching, setRetouching] = useState(false);
  return (
    <>
      <TextArea id={id} value={value} placeholder="介绍岗位职责、任职要求和工作时间，至少 10 个字" autoSize={{ minRows: 5, maxRows: 12 }} onChange={onChange} />
      <button type="button" className="rm-ai-retouch__open" disabled={!value.trim()} onClick={() => setRetouching(true)}>
        ✨ AI 润色
      </button>
      <AiRetouchPopup api={api} visible={retouching} text={value} scene="job" onAccept={(v) => onChange(v.slice(0, JOB_DESCRIPTION_MAX))} onClose={() => setRetouching(false)} />
    </>
  );
}
