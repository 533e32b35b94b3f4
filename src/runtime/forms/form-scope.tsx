import type { RuleItem } from 'async-validator';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { LinkObject } from '../../../schemas/design';
import { showTopToast } from '../popups/built-in/common';
import { firstRuleError } from './rules';

/**
 * The form state shared by the form widgets of one page (or popup): values,
 * errors, the fields that are mounted with their rules, validate-all and
 * submit. The page decides what a submit does (onSubmit); widgets only fill
 * values and ask for a submit.
 */

/** What a form returns: values by field name, fields with a `group` nested under it. */
export type FormValues = Record<string, unknown>;

/** A mounted field. */
export interface FieldRegistration {
  name: string;
  /** Values of fields with a group are returned under it: { [group]: { [name]: value } }. */
  group?: string | undefined;
  /** Names the field in messages. */
  label: string;
  /** async-validator rules; the first failing rule's message is the field's error. */
  rules: readonly RuleItem[];
}

/** Which submit button asked, and the link it carries (the page may run it with the values). */
export interface SubmitRequest {
  nodeId?: string | undefined;
  link?: LinkObject | undefined;
}

export type SubmitOutcome =
  | { ok: true; values: FormValues }
  /** A field failed: `message` is the first error in field order. */
  | { ok: false; reason: 'invalid'; message: string }
  /** The page's submit handler said no (an API call failed, …). */
  | { ok: false; reason: 'rejected' }
  /** A submit is already running. */
  | { ok: false; reason: 'busy' };

/** Resolves false (or throws) when the form did not complete; the values stay for another try. */
export type FormSubmitHandler = (values: FormValues, request: SubmitRequest) => Promise<boolean | void> | boolean | void;

export type ValidationResult = { ok: true; values: FormValues } | { ok: false; errors: { key: string; message: string }[] };

export interface FormScopeApi {
  /** Current values by field key (`name`, or `group.name`). */
  values: Readonly<Record<string, unknown>>;
  /** Current error per field key (set by validation, cleared when the value changes). */
  errors: Readonly<Record<string, string>>;
  submitting: boolean;
  setValue(key: string, value: unknown): void;
  /** Adds a field (or updates its rules); the returned function removes it. */
  register(field: FieldRegistration): () => void;
  validateAll(): Promise<ValidationResult>;
  /** Validates every field, then hands the values to the page's onSubmit. */
  submit(request?: SubmitRequest): Promise<SubmitOutcome>;
  /** How a form widget tells the user something (the first error). */
  toast(text: string): void;
}

const FormContext = createContext<FormScopeApi | null>(null);

/** The key a field's value is kept under. */
export function fieldKey(name: string, group?: string): string {
  return group ? `${group}.${name}` : name;
}

export interface FormScopeProps {
  children: ReactNode;
  /** What completing the form does; without one, submit just validates and resolves the values. */
  onSubmit?: FormSubmitHandler | undefined;
  /** Values the fields start with, by field key. */
  initialValues?: Record<string, unknown> | undefined;
  /** Default: an antd-mobile toast above every popup. */
  toast?: ((text: string) => void) | undefined;
}

/**
 * Problems in the order the fields stand on the screen, so the toast names the topmost one. The order
 * fields mounted is only a fallback: a design form's widgets load as separate chunks, and one further
 * down can mount first (a date field before the name on a busy phone).
 */
function onPageOrder<T extends { key: string }>(failed: T[]): T[] {
  if (typeof document === 'undefined' || failed.length < 2) return failed;
  const items = [...document.querySelectorAll<HTMLElement>('.rm-form-item[data-field]')];
  const at = (key: string) => {
    const i = items.findIndex((el) => el.dataset.field === key);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  return failed.map((f, i) => ({ f, i, at: at(f.key) })).sort((a, b) => a.at - b.at || a.i - b.i).map((x) => x.f);
}

export function FormScope({ children, onSubmit, initialValues, toast = showTopToast }: FormScopeProps) {
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...initialValues }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  // Refs: validation and submit read what is current, not what the last render saw.
  const valuesRef = useRef(values);
  const fields = useRef(new Map<string, FieldRegistration>());
  // Field order is the order fields first mounted (the page's order); a re-registration keeps its place.
  const order = useRef(new Map<string, number>());
  const busy = useRef(false);
  const onSubmitRef = useRef(onSubmit);
  useEffect(() => {
    onSubmitRef.current = onSubmit;
  }, [onSubmit]);

  const setValue = useCallback((key: string, value: unknown) => {
    valuesRef.current = { ...valuesRef.current, [key]: value };
    setValues(valuesRef.current);
    setErrors((e) => {
      if (!(key in e)) return e;
      const next = { ...e };
      delete next[key];
      return next;
    });
  }, []);

  const register = useCallback((field: FieldRegistration) => {
    const key = fieldKey(field.name, field.group);
    if (!order.current.has(key)) order.current.set(key, order.current.size);
    fields.current.set(key, field);
    return () => {
      if (fields.current.get(key) === field) fields.current.delete(key);
    };
  }, []);

  const validateAll = useCallback(async (): Promise<ValidationResult> => {
    const current = valuesRef.current;
    const list = [...fields.current.entries()].sort(([a], [b]) => (order.current.get(a) ?? 0) - (order.current.get(b) ?? 0));
    const results = await Promise.all(list.map(async ([key, f]) => ({ key, message: await firstRuleError(f.rules, current[key], key) })));
    const failed = onPageOrder(results.filter((r): r is { key: string; message: string } => r.message !== null));
    setErrors(Object.fromEntries(failed.map((r) => [r.key, r.message])));
    if (failed.length > 0) return { ok: false, errors: failed };
    const out: FormValues = {};
    for (const [key, f] of list) {
      const v = current[key] ?? '';
      if (f.group) {
        const g = out[f.group];
        const bucket = g && typeof g === 'object' ? (g as Record<string, unknown>) : {};
        bucket[f.name] = v;
        out[f.group] = bucket;
      } else {
        out[f.name] = v;
      }
    }
    return { ok: true, values: out };
  }, []);

  const submit = useCallback(
    async (request: SubmitRequest = {}): Promise<SubmitOutcome> => {
      if (busy.current) return { ok: false, reason: 'busy' };
      busy.current = true;
      setSubmitting(true);
      try {
        const r = await validateAll();
        if (!r.ok) return { ok: false, reason: 'invalid', message: r.errors[0]!.message };
        const done = await onSubmitRef.current?.(r.values, request);
        return done === false ? { ok: false, reason: 'rejected' } : { ok: true, values: r.values };
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [validateAll],
  );

  const api = useMemo<FormScopeApi>(
    () => ({ values, errors, submitting, setValue, register, validateAll, submit, toast }),
    [values, errors, submitting, setValue, register, validateAll, submit, toast],
  );
  return <FormContext.Provider value={api}>{children}</FormContext.Provider>;
}

/** The form scope above, or null when a form widget sits on a page without one. */
export function useFormScope(): FormScopeApi | null {
  return useContext(FormContext);
}

export interface UseFieldOptions {
  name: string;
  group?: string | undefined;
  label: string;
  /** Keep the same array between renders (useMemo): a new one re-registers the field. */
  rules: readonly RuleItem[];
}

/**
 * One field's value and error. Inside a FormScope it is registered there;
 * outside one (a widget dropped on an ordinary page) it keeps its own value.
 */
export function useFormField({ name, group, label, rules }: UseFieldOptions) {
  const scope = useFormScope();
  const key = fieldKey(name, group);
  const [local, setLocal] = useState<unknown>(undefined);
  const { register, setValue: setScoped } = scope ?? {};
  // Registered as it is drawn (a layout effect), so a field on the screen is always one the submit checks:
  // a passive effect can run after a tap on 提交 that lands between the paint and the effect.
  useLayoutEffect(() => register?.({ name, group, label, rules }), [register, name, group, label, rules]);
  const setValue = useCallback((v: unknown) => (setScoped ? setScoped(key, v) : setLocal(v)), [setScoped, key]);
  return {
    key,
    value: scope ? scope.values[key] : local,
    error: scope?.errors[key],
    setValue,
    inScope: scope !== null,
  };
}
