import Schema, { type RuleItem, type ValidateError } from 'async-validator';
import { z } from 'zod';
import { MOBILE_PATTERN, NAME_CHARS, POSTAL_CODE_PATTERN, PURE_DIGITS } from '../../../schemas/accounts';
import type { Rule } from '../../../schemas/design';
import { ZH_VALIDATE_MESSAGES } from '../popups/rules';

/**
 * Field rules of the generic forms (spec §5): presets with the Chinese
 * messages users know, the byte-length limit, and design rules (ruleSchema)
 * turned into async-validator rules. Built-in checks are validator functions,
 * so no async-validator type coercion surprises a select's number value.
 */

/** Spec §5: a character whose code is above 126 counts as 2 units (a Chinese character fills two columns). */
export function byteLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) n += text.charCodeAt(i) > 126 ? 2 : 1;
  return n;
}

/** The longest start of `text` within `max` units, cut between characters (never inside a surrogate pair). */
export function clipToBytes(text: string, max: number): string {
  let n = 0;
  let out = '';
  for (const ch of text) {
    const w = byteLength(ch);
    if (n + w > max) break;
    n += w;
    out += ch;
  }
  return out;
}

/** Field names are what `{{form.<name>}}` reads: an identifier, never a prototype key. */
export const fieldNameSchema = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z_$][\w$]*$/, '字段名只能包含字母、数字和下划线，且不能以数字开头')
  .refine((n) => n !== '__proto__' && n !== 'prototype' && n !== 'constructor', '字段名不允许使用原型关键字');

export const FORM_PRESETS = ['name', 'phone', 'email', 'description', 'area', 'address', 'postal-code'] as const;
export type FormPreset = (typeof FORM_PRESETS)[number];

/** Spec §5 messages, in the words users see. */
export const FORM_MESSAGES = {
  nameEmpty: '请输入姓名',
  namePureDigits: '名称不能为纯数字',
  nameSymbols: '名称不能包含特殊符号',
  phoneEmpty: '请输入手机号',
  phoneInvalid: '手机号格式不正确',
  emailEmpty: '请输入邮箱',
  emailInvalid: '邮箱格式不正确',
  descriptionEmpty: '请输入内容',
  descriptionPureDigits: '内容不能为纯数字',
  areaEmpty: '请选择所在地区',
  addressEmpty: '请输入详细地址',
  postalCodeEmpty: '请输入邮政编码',
  postalCodeInvalid: '邮政编码格式不正确',
} as const;

// The same patterns the server validates with (schemas/accounts.ts).
const PHONE = MOBILE_PATTERN;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/** A check that passes empty values (required is its own rule). */
function check(test: (text: string) => boolean, message: string): RuleItem {
  return { validator: (_r, v: unknown) => (isBlank(v) || test(String(v).trim()) ? true : new Error(message)) };
}

interface PresetDef {
  empty: string;
  checks: RuleItem[];
}

const PRESETS: Record<FormPreset, () => PresetDef> = {
  name: () => ({
    empty: FORM_MESSAGES.nameEmpty,
    checks: [check((t) => !PURE_DIGITS.test(t), FORM_MESSAGES.namePureDigits), check((t) => NAME_CHARS.test(t), FORM_MESSAGES.nameSymbols)],
  }),
  phone: () => ({ empty: FORM_MESSAGES.phoneEmpty, checks: [check((t) => PHONE.test(t), FORM_MESSAGES.phoneInvalid)] }),
  // async-validator's email also caps the length under 255 (spec §5).
  email: () => ({ empty: FORM_MESSAGES.emailEmpty, checks: [check((t) => t.length < 255 && EMAIL.test(t), FORM_MESSAGES.emailInvalid)] }),
  description: () => ({ empty: FORM_MESSAGES.descriptionEmpty, checks: [check((t) => !PURE_DIGITS.test(t), FORM_MESSAGES.descriptionPureDigits)] }),
  area: () => ({ empty: FORM_MESSAGES.areaEmpty, checks: [] }),
  address: () => ({ empty: FORM_MESSAGES.addressEmpty, checks: [check((t) => !PURE_DIGITS.test(t), FORM_MESSAGES.descriptionPureDigits)] }),
  'postal-code': () => ({ empty: FORM_MESSAGES.postalCodeEmpty, checks: [check((t) => POSTAL_CODE_PATTERN.test(t), FORM_MESSAGES.postalCodeInvalid)] }),
};

/**
 * A design rule (data) as async-validator rules. `required` is checked as the
 * presets do (async-validator lets '' through a typeless required rule); a bad
 * pattern fails closed. Default messages name the field by its label.
 */
export function designRules(rule: Rule, label: string): RuleItem[] {
  const { pattern, required, ...rest } = rule;
  const out: RuleItem[] = [];
  if (required) {
    const message = rule.message ?? `${label}为必填项`;
    out.push({ validator: (_r, v: unknown) => (isBlank(v) ? new Error(message) : true) });
  }
  const item: RuleItem = { ...rest };
  if (pattern !== undefined) {
    try {
      item.pattern = new RegExp(pattern);
    } catch {
      console.warn(`form rule for "${label}": invalid pattern ${JSON.stringify(pattern)}`);
      item.validator = () => new Error(rule.message ?? `${label}格式不正确`);
    }
  }
  const { message: _message, ...checks } = item;
  // async-validator fills %s from fullField, which it otherwise sets to the field key.
  if (Object.keys(checks).length > 0) out.push(Object.assign(item, { fullField: label }));
  return out;
}

export interface FieldRuleOptions {
  label: string;
  required?: boolean | undefined;
  /** Wording of the required message: 请输入 (typed) or 请选择 (picked). */
  verb?: '请输入' | '请选择' | undefined;
  preset?: FormPreset | undefined;
  /** Byte-length limit (spec §5 counting). */
  maxLength?: number | undefined;
  rules?: readonly Rule[] | undefined;
}

/** The rules of one field, in the order their messages should win. */
export function fieldRules(o: FieldRuleOptions): RuleItem[] {
  const preset = o.preset ? PRESETS[o.preset]() : null;
  const out: RuleItem[] = [];
  if (o.required) {
    const message = preset?.empty ?? `${o.verb ?? '请输入'}${o.label}`;
    out.push({ validator: (_r, v: unknown) => (isBlank(v) ? new Error(message) : true) });
  }
  if (preset) out.push(...preset.checks);
  const max = o.maxLength;
  if (max !== undefined) {
    out.push({
      validator: (_r, v: unknown) => (typeof v !== 'string' || byteLength(v) <= max ? true : new Error(`${o.label}不能超过${max}个字符（一个汉字算两个）`)),
    });
  }
  for (const r of o.rules ?? []) out.push(...designRules(r, o.label));
  return out;
}

/** The message of the first rule `value` fails (Chinese defaults), or null when it passes them all. */
export async function firstRuleError(rules: readonly RuleItem[], value: unknown, key = 'value'): Promise<string | null> {
  if (rules.length === 0) return null;
  // Copies: async-validator writes field names into the rule objects it is given.
  const schema = new Schema({ [key]: rules.map((r) => ({ ...r })) });
  schema.messages(ZH_VALIDATE_MESSAGES);
  try {
    await schema.validate({ [key]: value }, { first: true, suppressWarning: true });
    return null;
  } catch (e) {
    const first = (e as { errors?: ValidateError[] } | null)?.errors?.[0]?.message;
    if (first) return first;
    throw e;
  }
}
