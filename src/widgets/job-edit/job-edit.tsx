import { Button, Dialog, Input, Switch, TextArea, Toast } from 'antd-mobile';
import { AiRetouchPopup } from '../../runtime/ai/retouch-popup';
import { useEffect, useId, useRef, useState } from 'react';
import { CODE_PAYMENT_SUPPLEMENT } from '../../../schemas/codes';
import { draftListSchema } from '../../../schemas/favorites';
import {
  editableJobSchema,
  JOB_SALARY_UNITS,
  JOB_CONTACT_NAME_MAX,
  JOB_TAGS_MAX,
  JOB_TYPES,
  JOB_DESCRIPTION_MAX,
  JOB_TITLE_MAX,
  jobFieldsSchema,
  jobSalaryProblems,
  manageOptionsSchema,
  mapLocationSchema,
  type EditableJob,
  type OptionTreeItem,
} from '../../../schemas/job-manage';
import { ApiRequestError } from '../../runtime/api/client';
import { TOP_LAYER_Z_INDEX } from '../../runtime/constants';
import { fieldRules, firstRuleError, FormItem } from '../../runtime/forms';
import { usePopups, type Area } from '../../runtime/popups';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiQuery, useRuntime, useSession } from '../../runtime/runtime';
import { ListStates } from '../../runtime/ui/list-states';
import { useDocumentTitle } from '../../runtime/document-title';
import { parseRecordId } from '../../runtime/route-id';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import { paths } from '../../runtime/paths';
import type { JobEditProps } from './schema';
import './job-edit.css';

/** What the form holds; numbers stay text while typed. */
interface Draft {
  title: string;
  positionId: number | null;
  positionName: string;
  industryId: number | null;
  industryName: string;
  jobType: 1 | 2 | 3;
  salaryUnit: 1 | 2 | 3;
  salaryMin: string;
  salaryMax: string;
  experience: string;
  degree: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  areaName: string;
  address: string;
  lat: number | null;
  lng: number | null;
  locationLabel: string;
  tags: string[];
  description: string;
  isUrgent: boolean;
  contactName: string;
  contactMobile: string;
  contactEmail: string;
  contactWechat: string;
}

/** Form fields errors are shown under (server paths map onto them). */
type Field =
  | 'title' | 'positionId' | 'industryId' | 'jobType' | 'salary' | 'experience' | 'degree' | 'area' | 'address' | 'location' | 'tags' | 'description'
  | 'contactName' | 'contactMobile' | 'contactEmail' | 'contactWechat';

const FIELD_OF: Record<string, Field> = {
  title: 'title',
  positionId: 'positionId',
  industryId: 'industryId',
  jobType: 'jobType',
  salaryMin: 'salary',
  salaryMax: 'salary',
  salaryUnit: 'salary',
  experience: 'experience',
  degree: 'degree',
  provinceCode: 'area',
  cityCode: 'area',
  districtCode: 'area',
  address: 'address',
  lat: 'location',
  lng: 'location',
  tags: 'tags',
  description: 'description',
  contactName: 'contactName',
  contactMobile: 'contactMobile',
  contactEmail: 'contactEmail',
  contactWechat: 'contactWechat',
};
/** Fields in the order the form shows them: the first error named is the topmost one. */
const FIELD_ORDER: readonly Field[] = [
  'title', 'positionId', 'industryId', 'jobType', 'salary', 'experience', 'degree', 'area', 'address', 'location', 'tags', 'description',
  'contactName', 'contactMobile', 'contactEmail', 'contactWechat',
];
const fieldOf = (path: string): Field | undefined => FIELD_OF[path.split('.')[0] ?? ''];

const EMPTY: Draft = {
  title: '',
  positionId: null,
  positionName: '',
  industryId: null,
  industryName: '',
  jobType: 1,
  salaryUnit: 1,
  salaryMin: '',
  salaryMax: '',
  experience: '',
  degree: '',
  provinceCode: '',
  cityCode: '',
  districtCode: '',
  areaName: '',
  address: '',
  lat: null,
  lng: null,
  locationLabel: '',
  tags: [],
  description: '',
  isUrgent: false,
  contactName: '',
  contactMobile: '',
  contactEmail: '',
  contactWechat: '',
};

const DRAFT_KEY = 'job-edit';
const DRAFT_SAVE_DELAY_MS = 1500;

// The shared rules of the design forms (src/runtime/forms) for the typed text fields; the job rules follow.
const titleRules = fieldRules({ label: '职位名称', required: true });
const descriptionRules = [...fieldRules({ label: '职位描述', required: true }), ...fieldRules({ label: '职位描述', preset: 'description' })];
const addressRules = fieldRules({ label: '详细地址', required: true, preset: 'address' });

const toNumber = (s: string): number | undefined => (s.trim() === '' ? undefined : Number(s.trim()));

/** The draft as saveMany's data (jobFieldsSchema's input). */
function toData(d: Draft): Record<string, unknown> {
  return {
    title: d.title,
    salaryMin: toNumber(d.salaryMin),
    salaryMax: toNumber(d.salaryMax),
    salaryUnit: d.salaryUnit,
    provinceCode: d.provinceCode || undefined,
    cityCode: d.cityCode || undefined,
    districtCode: d.districtCode,
    address: d.address,
    lat: d.lat ?? undefined,
    lng: d.lng ?? undefined,
    industryId: d.industryId ?? undefined,
    positionId: d.positionId ?? undefined,
    experience: d.experience || undefined,
    degree: d.degree || undefined,
    jobType: d.jobType,
    tags: d.tags,
    description: d.description,
    isUrgent: d.isUrgent,
    contactName: d.contactName,
    contactMobile: d.contactMobile,
    contactEmail: d.contactEmail,
    contactWechat: d.contactWechat,
  };
}

function fromJob(job: EditableJob): Draft {
  const f = job.fields;
  return {
    ...EMPTY,
    title: f.title,
    positionId: f.positionId,
    positionName: job.names.position,
    industryId: f.industryId,
    industryName: job.names.industry,
    jobType: (f.jobType === 2 || f.jobType === 3 ? f.jobType : 1) as Draft['jobType'],
    salaryUnit: (f.salaryUnit === 2 || f.salaryUnit === 3 ? f.salaryUnit : 1) as Draft['salaryUnit'],
    salaryMin: String(f.salaryMin),
    salaryMax: String(f.salaryMax),
    experience: f.experience,
    degree: f.degree,
    provinceCode: f.provinceCode,
    cityCode: f.cityCode,
    districtCode: f.districtCode,
    areaName: job.names.area,
    address: f.address,
    lat: f.lat,
    lng: f.lng,
    locationLabel: f.address,
    tags: f.tags,
    description: f.description,
    isUrgent: f.isUrgent,
    contactName: f.contactName,
    contactMobile: f.contactMobile,
    contactEmail: f.contactEmail,
    contactWechat: f.contactWechat,
  };
}

/** The id of the job to edit (?id=), or null for a new one. */
function editId(): number | null {
  return parseRecordId(new URLSearchParams(window.location.search).get('id'));
}

function Pick({ field, label, required, value, error, onPick }: { field: Field; label: string; required?: boolean; value: string; error?: string | undefined; onPick: () => void }) {
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

/** The items of a tree from the root down to `id`. */
function pathTo(items: OptionTreeItem[], id: number): OptionTreeItem[] {
  for (const item of items) {
    if (item.id === id) return [item];
    const below = item.children ? pathTo(item.children, id) : [];
    if (below.length > 0) return [item, ...below];
  }
  return [];
}

/**
 * Creates or edits one of the recruiter's jobs. Every field is checked with
 * the rules the server applies (schemas/job-manage.ts, plus the shared form
 * rules for typed text) before saving, and the server's per-field answers
 * land under the same fields.
 */
export function JobEdit(props: WidgetRenderProps<JobEditProps>) {
  const rt = useRuntime();
  const { user } = useSession();
  const popups = usePopups();
  const [id] = useState(editId);
  const recruiter = user !== null && user.company !== null;
  const options = useApiQuery('/api-user/job/manageOptions', {}, { enabled: recruiter, parse: (raw) => manageOptionsSchema.parse(raw) });
  const job = useApiQuery('/api-user/job/manageGet', { id }, { enabled: recruiter && id !== null, parse: (raw) => editableJobSchema.parse(raw) });
  const map = useApiQuery('/api-user/job/mapInit', {}, { enabled: recruiter && id === null, parse: (raw) => mapLocationSchema.parse(raw) });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const touched = useRef(false);
  const titleId = useId();
  const minId = useId();
  const maxId = useId();
  const addressId = useId();
  const descriptionId = useId();
  const contactHeadId = useId();
  const contactNameId = useId();
  const contactMobileId = useId();
  const contactEmailId = useId();
  const contactWechatId = useId();
  const [retouching, setRetouching] = useState(false);
  // The page says what it does: 发布职位 for a new job (its title in schemas/pages.ts), 编辑职位 for one opened with ?id=.
  useDocumentTitle(id === null ? null : '编辑职位', { header: true });

  // An existing job fills the form; a new one starts where the company is, or from the kept draft.
  useEffect(() => {
    if (draft !== null) return;
    if (id !== null) {
      if (job.data) setDraft(fromJob(job.data));
      return;
    }
    if (!map.data) return;
    const start: Draft = { ...EMPTY, lat: map.data.lat, lng: map.data.lng, locationLabel: map.data.label };
    setDraft(start);
    if (!props.keepDraft) return;
    void rt.api
      .request('/api-user/privateDrafts/find', { key: DRAFT_KEY }, { silent: true })
      .then((raw) => {
        const kept = draftListSchema.parse(raw).list[0]?.data;
        if (kept && typeof kept === 'object' && !Array.isArray(kept) && !touched.current) {
          setDraft({ ...start, ...(kept as Partial<Draft>) });
          Toast.show({ content: '已恢复上次未发布的草稿' });
        }
      })
      .catch(() => {});
  }, [draft, id, job.data, map.data, props.keepDraft, rt.api]);

  useEffect(() => () => void (draftTimer.current && clearTimeout(draftTimer.current)), []);

  if (!user) return <LoginPrompt host={props.host} text="登录招聘者账号后发布职位" button="去登录" link={{ type: 'login', params: { role: 1 } }} />;
  if (!recruiter) {
    return <LoginPrompt host={props.host} text="仅招聘者可以发布职位，请先切换为招聘者身份并加入企业" button="切换身份" link={{ type: 'navigate', path: paths.switchRole.href() }} />;
  }
  const loading = id !== null ? job : map;
  if (!draft || !options.data) {
    return <ListStates query={options.isError ? options : loading} empty={false} errorTitle={id !== null ? '职位不存在或无权管理' : '加载失败'} emptyTitle="" stateClassName="w-je__state" />;
  }
  const opts = options.data;

  const set = (patch: Partial<Draft>, clear: Field[]) => {
    touched.current = true;
    const next = { ...draft, ...patch };
    setDraft(next);
    setErrors((e) => ({ ...e, ...Object.fromEntries(clear.map((k) => [k, undefined])) }));
    if (id === null && props.keepDraft) {
      if (draftTimer.current) clearTimeout(draftTimer.current);
      draftTimer.current = setTimeout(() => {
        void rt.api.request('/api-user/privateDrafts/save', { key: DRAFT_KEY, data: next }, { silent: true }).catch(() => {});
      }, DRAFT_SAVE_DELAY_MS);
    }
  };

  const pickOne = async (title: string, options: readonly { label: string; value: string | number }[], current: string | number | null) => {
    const r = await popups.open<{ value: (string | number | null)[] }>('picker', { title, columns: [options], ...(current !== null && current !== '' ? { value: [current] } : {}) });
    return r.confirmed ? (r.value.value[0] ?? null) : null;
  };

  const pickTree = async (title: string, items: OptionTreeItem[], current: number | null) => {
    const value = current === null ? undefined : pathTo(items, current).map((i) => i.id);
    const r = await popups.open<{ value: (string | number)[]; items: { id: string | number; name: string }[] }>('tree-picker', { title, items, ...(value && value.length ? { value } : {}) });
    if (!r.confirmed) return null;
    const last = r.value.items[r.value.items.length - 1];
    return last ? { id: Number(last.id), name: String(last.name) } : null;
  };

  async function pickArea() {
    if (!draft) return;
    const value = [draft.provinceCode, draft.cityCode, draft.districtCode].filter(Boolean);
    const r = await popups.open<Area[]>('address-area-select', { title: '选择工作地区', depth: 3, ...(value.length ? { value } : {}) });
    if (!r.confirmed) return;
    const [p, c, d] = r.value;
    const names = r.value.map((a) => a.name).filter((n, i, all) => all.indexOf(n) === i);
    set({ provinceCode: p?.code ?? '', cityCode: c?.code ?? '', districtCode: d?.code ?? '', areaName: names.join(' ') }, ['area']);
  }

  async function pickLocation() {
    const r = await pickOne('地图定位', [{ label: '使用公司地址', value: 'company' }, { label: '使用当前位置', value: 'here' }], null);
    if (r === 'company') {
      try {
        const loc = mapLocationSchema.parse(await rt.api.request('/api-user/job/mapInit', {}));
        set({ lat: loc.lat, lng: loc.lng, locationLabel: loc.label }, ['location']);
      } catch {
        // Shown by the request wrapper.
      }
    } else if (r === 'here') {
      if (!('geolocation' in navigator)) return void Toast.show({ content: '当前浏览器不支持定位' });
      navigator.geolocation.getCurrentPosition(
        (pos) => set({ lat: Number(pos.coords.latitude.toFixed(6)), lng: Number(pos.coords.longitude.toFixed(6)), locationLabel: '当前位置' }, ['location']),
        () => Toast.show({ content: '定位失败，请检查定位权限' }),
        { timeout: 10_000 },
      );
    }
  }

  async function addTag() {
    if (!draft) return;
    if (draft.tags.length >= JOB_TAGS_MAX) return void Toast.show({ content: `福利标签最多 ${JOB_TAGS_MAX} 个` });
    const r = await popups.open<string>('input-dialog', { title: '自定义福利', placeholder: '如：免费班车', maxLength: 10, label: '福利', rules: { required: true, message: '请输入福利' } });
    const tag = r.confirmed ? r.value.trim() : '';
    if (tag && !draft.tags.includes(tag)) set({ tags: [...draft.tags, tag] }, ['tags']);
  }

  const toggleTag = (tag: string) => {
    if (draft.tags.includes(tag)) set({ tags: draft.tags.filter((t) => t !== tag) }, ['tags']);
    else if (draft.tags.length >= JOB_TAGS_MAX) Toast.show({ content: `福利标签最多 ${JOB_TAGS_MAX} 个` });
    else set({ tags: [...draft.tags, tag] }, ['tags']);
  };

  /** Every field's first problem: the shared form rules first, then the job rules the server applies. */
  async function validate(d: Draft): Promise<Partial<Record<Field, string>>> {
    const out: Partial<Record<Field, string>> = {};
    const first = async (field: Field, rules: typeof titleRules, value: string) => {
      const e = await firstRuleError(rules, value);
      if (e) out[field] = e;
    };
    await first('title', titleRules, d.title);
    await first('address', addressRules, d.address);
    await first('description', descriptionRules, d.description);
    const min = toNumber(d.salaryMin);
    const max = toNumber(d.salaryMax);
    if (min !== undefined && max !== undefined && Number.isFinite(min) && Number.isFinite(max)) {
      const problem = jobSalaryProblems(min, max, d.salaryUnit)[0];
      if (problem) out.salary = problem.message;
    }
    const parsed = jobFieldsSchema.safeParse(toData(d));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const f = fieldOf(issue.path.map(String).join('.'));
        if (f && !out[f]) out[f] = issue.message;
      }
    }
    return out;
  }

  async function save() {
    if (!draft) return;
    const found = await validate(draft);
    setErrors(found);
    const firstError = FIELD_ORDER.map((f) => found[f]).find(Boolean);
    if (firstError) {
      Toast.show({ content: firstError });
      document.querySelector('.rm-form-item--error')?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    setSaving(true);
    try {
      await rt.api.request('/api-user/job/saveMany', { list: [{ ...(id !== null ? { id } : {}), data: toData(draft) }] }, { silent: true });
      if (draftTimer.current) clearTimeout(draftTimer.current);
      if (id === null && props.keepDraft) await rt.api.request('/api-user/privateDrafts/delete', { key: DRAFT_KEY }, { silent: true }).catch(() => {});
      await rt.queryClient.invalidateQueries({ queryKey: ['/api-user/job/channelResultFind'] });
      await rt.queryClient.invalidateQueries({ queryKey: ['/api-user/job/manageGet'] });
      Toast.show({ content: id !== null ? '保存成功' : '发布成功' });
      props.host?.runLink({ type: 'navigate', path: props.donePath });
    } catch (e) {
      // Beyond the free quota without a job-post right: the request wrapper opens the checkout with the key (14550).
      if (e instanceof ApiRequestError && e.code === CODE_PAYMENT_SUPPLEMENT) {
        Toast.show({ content: e.message });
        return;
      }
      const issues = e instanceof ApiRequestError ? (e.data as { issues?: { path: string; message: string }[] } | undefined)?.issues : undefined;
      if (issues && issues.length > 0) {
        const next: Partial<Record<Field, string>> = {};
        for (const i of issues) {
          const f = fieldOf(i.path);
          if (f && !next[f]) next[f] = i.message;
        }
        setErrors(next);
        Toast.show({ content: issues[0]!.message });
      } else {
        await Dialog.alert({ title: '温馨提示', content: e instanceof Error ? e.message : '保存失败，请稍后再试', confirmText: '知道了', style: { zIndex: TOP_LAYER_Z_INDEX } });
      }
    } finally {
      setSaving(false);
    }
  }

  const unit = JOB_SALARY_UNITS.find((u) => u.value === draft.salaryUnit) ?? JOB_SALARY_UNITS[0];
  const customTags = draft.tags.filter((t) => !opts.tagSuggestions.includes(t));
  return (
    <form
      className="w-je"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="w-je__group">
        <FormItem field="title" label="职位名称" required error={errors.title} htmlFor={titleId}>
          <Input id={titleId} value={draft.title} placeholder="如：Java开发工程师" maxLength={JOB_TITLE_MAX + 10} onChange={(v) => set({ title: v }, ['title'])} />
        </FormItem>
        <Pick
          field="positionId"
          label="职位类别"
          required
          value={draft.positionName}
          error={errors.positionId}
          onPick={async () => {
            const v = await pickTree('职位类别', opts.positions, draft.positionId);
            if (v) set({ positionId: v.id, positionName: v.name }, ['positionId']);
          }}
        />
        <Pick
          field="industryId"
          label="所属行业"
          required
          value={draft.industryName}
          error={errors.industryId}
          onPick={async () => {
            const v = await pickTree('所属行业', opts.industries, draft.industryId);
            if (v) set({ industryId: v.id, industryName: v.name }, ['industryId']);
          }}
        />
        <Pick
          field="jobType"
          label="工作性质"
          required
          value={JOB_TYPES.find((t) => t.value === draft.jobType)?.label ?? ''}
          error={errors.jobType}
          onPick={async () => {
            const v = await pickOne('工作性质', JOB_TYPES, draft.jobType);
            if (v === 1 || v === 2 || v === 3) set({ jobType: v, salaryUnit: v === 1 ? 1 : draft.salaryUnit }, ['jobType']);
          }}
        />
      </div>

      <div className="w-je__group">
        <FormItem field="salary" label="薪资范围" required error={errors.salary} htmlFor={minId}>
          <div className="w-je__salary">
            <Input id={minId} aria-label="最低薪资" type="number" inputMode="numeric" value={draft.salaryMin} placeholder="最低" onChange={(v) => set({ salaryMin: v }, ['salary'])} />
            <span className="w-je__dash">-</span>
            <Input id={maxId} aria-label="最高薪资" type="number" inputMode="numeric" value={draft.salaryMax} placeholder="最高" onChange={(v) => set({ salaryMax: v }, ['salary'])} />
            <button
              type="button"
              className="w-je__unit"
              aria-label="薪资单位"
              onClick={async () => {
                const v = await pickOne('薪资单位', JOB_SALARY_UNITS.map((u) => ({ label: u.label, value: u.value })), draft.salaryUnit);
                if (v === 1 || v === 2 || v === 3) set({ salaryUnit: v }, ['salary']);
              }}
            >
              {unit.label}
            </button>
          </div>
        </FormItem>
        <Pick
          field="experience"
          label="工作经验"
          required
          value={draft.experience}
          error={errors.experience}
          onPick={async () => {
            const v = await pickOne('工作经验', opts.experiences.map((e) => ({ label: e, value: e })), draft.experience);
            if (typeof v === 'string') set({ experience: v }, ['experience']);
          }}
        />
        <Pick
          field="degree"
          label="学历要求"
          required
          value={draft.degree}
          error={errors.degree}
          onPick={async () => {
            const v = await pickOne('学历要求', opts.degrees.map((e) => ({ label: e, value: e })), draft.degree);
            if (typeof v === 'string') set({ degree: v }, ['degree']);
          }}
        />
      </div>

      <div className="w-je__group">
        <Pick field="area" label="工作地区" required value={draft.areaName} error={errors.area} onPick={() => void pickArea()} />
        <FormItem field="address" label="详细地址" required error={errors.address} htmlFor={addressId}>
          <Input id={addressId} value={draft.address} placeholder="街道、门牌号、楼层" maxLength={100} onChange={(v) => set({ address: v }, ['address'])} />
        </FormItem>
        <Pick
          field="location"
          label="地图定位"
          required
          value={draft.lat !== null && draft.lng !== null ? `${draft.locationLabel || '已定位'}（${draft.lat.toFixed(4)}, ${draft.lng.toFixed(4)}）` : ''}
          error={errors.location}
          onPick={() => void pickLocation()}
        />
      </div>

      <div className="w-je__group">
        <FormItem field="tags" label="福利标签" vertical error={errors.tags} extra={`${draft.tags.length}/${JOB_TAGS_MAX}`}>
          <div className="w-je__tags" role="group" aria-label="福利标签">
            {[...opts.tagSuggestions, ...customTags].map((t) => (
              <button key={t} type="button" className={`w-je__tag${draft.tags.includes(t) ? ' w-je__tag--on' : ''}`} aria-pressed={draft.tags.includes(t)} onClick={() => toggleTag(t)}>
                {t}
              </button>
            ))}
            <button type="button" className="w-je__tag w-je__tag--add" onClick={() => void addTag()}>
              + 自定义
            </button>
          </div>
        </FormItem>
        <FormItem field="description" label="职位描述" required vertical error={errors.description} htmlFor={descriptionId} extra={`${[...draft.description].length}/${JOB_DESCRIPTION_MAX}`}>
          <TextArea
            id={descriptionId}
            value={draft.description}
            placeholder="介绍岗位职责、任职要求和工作时间，至少 10 个字"
            autoSize={{ minRows: 5, maxRows: 12 }}
            onChange={(v) => set({ description: v }, ['description'])}
          />
          <button type="button" className="rm-ai-retouch__open" disabled={!draft.description.trim()} onClick={() => setRetouching(true)}>
            ✨ AI 润色
          </button>
          <AiRetouchPopup
            api={rt.api}
            visible={retouching}
            text={draft.description}
            scene="job"
            onAccept={(v) => set({ description: v.slice(0, JOB_DESCRIPTION_MAX) }, ['description'])}
            onClose={() => setRetouching(false)}
          />
        </FormItem>
        <FormItem field="isUrgent" label="急聘">
          <div className="w-je__switch">
            <Switch checked={draft.isUrgent} onChange={(v) => set({ isUrgent: v }, [])} aria-label="急聘" />
          </div>
        </FormItem>
      </div>

      <div className="w-je__group" role="group" aria-labelledby={contactHeadId}>
        <p id={contactHeadId} className="w-je__group-head">
          职位联系人<span className="w-je__group-hint">选填，留空则使用您的账号名片</span>
        </p>
        <FormItem field="contactName" label="联系人" error={errors.contactName} htmlFor={contactNameId}>
          <Input id={contactNameId} value={draft.contactName} placeholder="如 王经理" maxLength={JOB_CONTACT_NAME_MAX} onChange={(v) => set({ contactName: v }, ['contactName'])} />
        </FormItem>
        <FormItem field="contactMobile" label="联系电话" error={errors.contactMobile} htmlFor={contactMobileId}>
          <Input id={contactMobileId} type="tel" value={draft.contactMobile} placeholder="手机号或 0571-88886666" maxLength={30} onChange={(v) => set({ contactMobile: v }, ['contactMobile'])} />
        </FormItem>
        <FormItem field="contactEmail" label="联系邮箱" error={errors.contactEmail} htmlFor={contactEmailId}>
          <Input id={contactEmailId} type="email" value={draft.contactEmail} placeholder="接收简历的邮箱" maxLength={100} onChange={(v) => set({ contactEmail: v }, ['contactEmail'])} />
        </FormItem>
        <FormItem field="contactWechat" label="微信号" error={errors.contactWechat} htmlFor={contactWechatId}>
          <Input id={contactWechatId} value={draft.contactWechat} placeholder="求职者通过面试邀请后可见" maxLength={20} onChange={(v) => set({ contactWechat: v }, ['contactWechat'])} />
        </FormItem>
      </div>

      <div className="w-je__actions">
        <Button block color="primary" type="submit" loading={saving}>
          {id !== null ? props.saveText : props.publishText}
        </Button>
      </div>
    </form>
  );
}
