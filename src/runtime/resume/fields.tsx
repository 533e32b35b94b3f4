// Infrastructure, allowed to call api.request directly (eslint.config.js): the resume form's cached pickers and suggestions: field plumbing shared by every section form, not a widget's read.
import { Input, TextArea } from 'antd-mobile';
import { AiRetouchPopup } from '../ai/retouch-popup';
import { useId, useState } from 'react';
import { FormItem, byteLength, fieldRules, firstRuleError, isBlank, type FormPreset } from '../forms';
import type { PopupManager } from '../popups';
import type { ApiClient } from '../api/client';

/**
 * The fields of the resume's section forms, described as data so one form
 * draws every section and one validator checks it: the validation rules
 * module's presets and byte lengths (spec §5), plus each kind's own checks.
 */
export type FieldKind =
  /** One line of text; `suggest` offers matches from a common-data call as the user types. */
  | 'text'
  /** Several lines with a byte count. */
  | 'textarea'
  /** One of `options`, on the picker wheel. */
  | 'select'
  /** A date on the date picker, at `precision`. */
  | 'date'
  /** A city (province → city) on the address-area select popup: value { code, name }. */
  | 'area'
  /** An industry or position from the tree picker: value { id, name }. */
  | 'tree'
  /** A monthly salary range on two wheels: value { min, max } in yuan (0/0 is 面议). */
  | 'salary';

export interface FieldOption {
  label: string;
  value: string | number;
}

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  preset?: FormPreset;
  /** Byte-length limit (a Chinese character counts 2). */
  maxLength?: number;
  placeholder?: string;
  options?: readonly FieldOption[];
  precision?: 'year' | 'month' | 'day';
  /** Earliest and latest date (text), for 'date'. */
  min?: string;
  max?: string;
  /** 'date': where the wheels stand when nothing is chosen yet (text). */
  start?: string;
  /** 'date': the latest date lies this many years before today (a birthday: 16). */
  maxYearsAgo?: number;
  /** 'date': offer 至今 (an empty end date means "until now"). */
  untilNow?: boolean;
  /** 'tree': which common data: industries or positions. */
  tree?: 'industry' | 'position';
  /** 'text': a common-data call answering suggestions for a keyword (schools, majors). */
  suggest?: string;
  /** 'textarea': offer the AI retouch popup for this kind of text. */
  ai?: 'intro' | 'job';
  /** 'input' mode of the keyboard. */
  inputMode?: 'text' | 'tel' | 'email' | 'numeric';
}

/** A picked id/name pair (industry, position). */
export interface Named {
  id: number | string;
  name: string;
}
/** A picked city. */
export interface AreaValue {
  code: string;
  name: string;
}
export interface SalaryValue {
  min: number;
  max: number;
}

export type FormValues = Record<string, unknown>;

/** 至今: what an empty end date shows. */
export const UNTIL_NOW = '至今';

export const SALARY_STEPS: readonly number[] = [0, 1000, 2000, 3000, 4000, 5000, 6000, 8000, 10000, 12000, 15000, 20000, 25000, 30000, 40000, 50000, 70000, 100000];

export function salaryText(v: SalaryValue | null | undefined): string {
  if (!v) return '';
  if (!v.min && !v.max) return '面议';
  const k = (n: number) => (n >= 1000 ? `${n / 1000}K` : String(n));
  return v.max ? `${k(v.min)}-${k(v.max)}` : `${k(v.min)}以上`;
}

/** The text a field's value shows on its row. */
export function fieldText(spec: FieldSpec, value: unknown): string {
  if (isBlank(value)) return spec.kind === 'date' && spec.untilNow && value === '' ? '' : '';
  switch (spec.kind) {
    case 'select':
      return spec.options?.find((o) => o.value === value)?.label ?? String(value);
    case 'area':
    case 'tree':
      return typeof value === 'object' && value && 'name' in value ? String((value as { name: unknown }).name) : '';
    case 'salary':
      return salaryText(value as SalaryValue);
    default:
      return String(value);
  }
}

/** The first problem of one field's value, or null. */
export async function fieldError(spec: FieldSpec, value: unknown): Promise<string | null> {
  const picked = spec.kind !== 'text' && spec.kind !== 'textarea';
  if (spec.kind === 'date' && spec.untilNow && value === '') return null;
  const rules = fieldRules({ label: spec.label, required: spec.required, verb: picked ? '请选择' : '请输入', preset: spec.preset, maxLength: spec.maxLength });
  return firstRuleError(rules, typeof value === 'string' ? value.trim() : value);
}

/** Every field's first problem; `cross` adds checks between fields (an end before its start). */
export async function formErrors(specs: readonly FieldSpec[], values: FormValues, cross?: (v: FormValues) => Record<string, string>): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const s of specs) {
    const e = await fieldError(s, values[s.name]);
    if (e) out[s.name] = e;
  }
  for (const [k, m] of Object.entries(cross?.(values) ?? {})) out[k] ??= m;
  return out;
}

/** Loads a tree of the common data (industries, positions) for the tree picker. */
export type LoadTree = (kind: 'industry' | 'position') => Promise<unknown[]>;

export function apiTreeLoader(api: Pick<ApiClient, 'request'>): LoadTree {
  const cache = new Map<string, Promise<unknown[]>>();
  return (kind) => {
    let p = cache.get(kind);
    if (!p) {
      const path = kind === 'industry' ? '/api-user/common/industry/findAll' : '/api-user/common/position/findAll';
      p = api.request<unknown>(path, {}, { silent: true, cache: 600 }).then((raw) => {
        const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' && Array.isArray((raw as { list?: unknown }).list) ? (raw as { list: unknown[] }).list : [];
        if (list.length === 0) throw new Error(`${path}: empty`);
        return list;
      });
      // A failed load is tried again next time.
      p.catch(() => cache.delete(kind));
      cache.set(kind, p);
    }
    return p;
  };
}

/** Suggestions for a text field (schools, majors): a silent call; nothing when it fails. */
async function loadSuggestions(api: Pick<ApiClient, 'request'>, path: string, keyword: string): Promise<string[]> {
  try {
    const raw = await api.request<unknown>(path, { keyword, page: 1, limit: 8 }, { silent: true, cache: 300 });
    const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? ((raw as { list?: unknown }).list as unknown[] | undefined) ?? [] : [];
    return list
      .map((i) => (typeof i === 'string' ? i : i && typeof i === 'object' && 'name' in i ? String((i as { name: unknown }).name) : ''))
      .filter(Boolean)
      .slice(0, 8);
  } catch {
    return [];
  }
}

function Chevron() {
  return (
    <svg className="rm-form-pick__arrow" viewBox="0 0 7 12" aria-hidden>
      <path d="M1 1l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export interface FieldDeps {
  api: Pick<ApiClient, 'request'> & Partial<Pick<ApiClient, 'stream'>>;
  popups: Pick<PopupManager, 'open' | 'has'>;
  loadTree: LoadTree;
  toast(text: string): void;
}

/**
 * One field of a section form. Picked kinds open the built-in popups (picker,
 * date picker, address-area select, tree picker); a tree whose common data
 * cannot be loaded falls back to typing the name.
 */
export function ResumeField({ spec, value, error, onChange, deps }: { spec: FieldSpec; value: unknown; error?: string | undefined; onChange: (v: unknown) => void; deps: FieldDeps }) {
  const id = useId();
  const [typed, setTyped] = useState(false);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [retouching, setRetouching] = useState(false);
  const { popups } = deps;

  if (spec.kind === 'text' || (spec.kind === 'tree' && typed)) {
    const text = spec.kind === 'tree' ? fieldText(spec, value) : typeof value === 'string' ? value : '';
    return (
      <FormItem field={spec.name} label={spec.label} required={spec.required} error={error} htmlFor={id}>
        <Input
          id={id}
          value={text}
          placeholder={spec.placeholder ?? `请输入${spec.label}`}
          inputMode={spec.inputMode}
          onChange={(v) => {
            onChange(spec.kind === 'tree' ? (v ? { id: 0, name: v } : null) : v);
            if (spec.suggest && v.trim().length >= 1) void loadSuggestions(deps.api, spec.suggest, v.trim()).then(setSuggestions);
            else setSuggestions([]);
          }}
        />
        {suggestions.length > 0 && (
          <ul className="rm-resume-suggest" role="listbox" aria-label={`${spec.label}建议`}>
            {suggestions.map((s) => (
              <li key={s} role="option" aria-selected={s === text}>
                <button
                  type="button"
                  onClick={() => {
                    onChange(s);
                    setSuggestions([]);
                  }}
                >
                  {s}
                </button>
              </li>
            ))}
          </ul>
        )}
      </FormItem>
    );
  }
  if (spec.kind === 'textarea') {
    const text = typeof value === 'string' ? value : '';
    return (
      <FormItem
        field={spec.name}
        label={spec.label}
        required={spec.required}
        error={error}
        vertical
        htmlFor={id}
        extra={spec.maxLength ? `${Math.ceil(byteLength(text) / 2)}/${spec.maxLength / 2}` : undefined}
      >
        <TextArea id={id} value={text} rows={5} autoSize={{ minRows: 4, maxRows: 10 }} placeholder={spec.placeholder ?? `请输入${spec.label}`} onChange={onChange} />
        {spec.ai && deps.api.stream && (
          <>
            <button type="button" className="rm-ai-retouch__open" disabled={!text.trim()} onClick={() => setRetouching(true)}>
              ✨ AI 润色
            </button>
            <AiRetouchPopup api={{ stream: deps.api.stream }} visible={retouching} text={text} scene={spec.ai} onAccept={onChange} onClose={() => setRetouching(false)} />
          </>
        )}
      </FormItem>
    );
  }

  const shown = fieldText(spec, value) || (spec.kind === 'date' && spec.untilNow && value === '' ? UNTIL_NOW : '');
  const pick = async () => {
    switch (spec.kind) {
      case 'select': {
        const r = await popups.open<{ value: (string | number | null)[] }>('picker', {
          title: spec.label,
          columns: [spec.options ?? []],
          ...(value !== undefined && value !== null && value !== '' ? { value: [value] } : {}),
        });
        if (r.confirmed && r.value.value[0] !== null && r.value.value[0] !== undefined) onChange(r.value.value[0]);
        return;
      }
      case 'date': {
        if (spec.untilNow) {
          const choice = await popups.open<{ value: (string | number | null)[] }>('picker', {
            title: spec.label,
            columns: [[{ label: UNTIL_NOW, value: 'now' }, { label: '选择日期', value: 'date' }]],
            value: [value === '' ? 'now' : 'date'],
          });
          if (!choice.confirmed) return;
          if (choice.value.value[0] === 'now') return onChange('');
        }
        const latest = new Date();
        latest.setFullYear(latest.getFullYear() - (spec.maxYearsAgo ?? 0));
        const cut = spec.precision === 'day' ? 10 : spec.precision === 'year' ? 4 : 7;
        const current = typeof value === 'string' && value ? value : spec.start;
        const r = await popups.open<string>('date-picker', {
          title: spec.label,
          precision: spec.precision ?? 'month',
          ...(spec.min ? { min: spec.min } : {}),
          max: spec.max ?? latest.toISOString().slice(0, cut),
          ...(current ? { value: current } : {}),
        });
        if (r.confirmed) onChange(r.value);
        return;
      }
      case 'area': {
        const r = await popups.open<{ code: string; name: string; level: number }[]>('address-area-select', { title: spec.label, depth: 2 });
        if (!r.confirmed) return;
        const last = r.value[r.value.length - 1];
        if (last) onChange({ code: last.code, name: last.name } satisfies AreaValue);
        return;
      }
      case 'tree': {
        let items: unknown[];
        try {
          items = await deps.loadTree(spec.tree ?? 'position');
        } catch {
          // The common data is not there (or not reachable): the name is typed instead.
          deps.toast(`${spec.label}列表暂不可用，请直接输入`);
          setTyped(true);
          return;
        }
        const r = await popups.open<{ items: { id: number | string; name: string }[] }>('tree-picker', { title: spec.label, items });
        const last = r.confirmed ? r.value.items[r.value.items.length - 1] : undefined;
        if (last) onChange({ id: last.id, name: last.name } satisfies Named);
        return;
      }
      case 'salary': {
        const column = SALARY_STEPS.map((n) => ({ label: n === 0 ? '面议' : salaryText({ min: n, max: 0 }).replace('以上', ''), value: n }));
        const current = value as SalaryValue | null;
        const r = await popups.open<{ value: (number | null)[] }>('picker', {
          title: spec.label,
          columns: [column, column],
          ...(current ? { value: [current.min, current.max] } : {}),
        });
        if (!r.confirmed) return;
        const [a = 0, b = 0] = r.value.value.map((n) => Number(n ?? 0));
        if (a && b && b < a) return deps.toast('最高薪资不能低于最低薪资');
        onChange({ min: a, max: a === 0 ? 0 : b } satisfies SalaryValue);
        return;
      }
    }
  };
  return (
    <FormItem field={spec.name} label={spec.label} required={spec.required} error={error} htmlFor={id}>
      <button id={id} type="button" className={`rm-form-pick${shown ? '' : ' rm-form-pick--empty'}`} onClick={() => void pick()} aria-haspopup="dialog">
        <span>{shown || spec.placeholder || `请选择${spec.label}`}</span>
        <Chevron />
      </button>
    </FormItem>
  );
}
