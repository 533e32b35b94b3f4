import Schema, { type RuleItem, type Rules, type ValidateError, type ValidateMessages } from 'async-validator';
import type { Rule } from '../../../schemas/design';

/**
 * The generic rule validator (spec §5) with Chinese messages. Rules come from
 * design JSON (schemas/design.ts ruleSchema): a pattern is a string compiled
 * here, nothing else is code. A rule's own `message` wins over these.
 */
export const ZH_VALIDATE_MESSAGES: ValidateMessages = {
  default: '%s 校验失败',
  required: '%s 为必填项',
  enum: '%s 必须是 %s 之一',
  whitespace: '%s 不能为空',
  date: {
    format: '%s 日期 %s 格式无效，应为 %s',
    parse: '%s 日期无法解析，%s 无效',
    invalid: '%s 日期 %s 无效',
  },
  types: {
    string: '%s 不是有效的 %s',
    method: '%s 不是有效的 %s（函数）',
    array: '%s 不是有效的 %s',
    object: '%s 不是有效的 %s',
    number: '%s 不是有效的 %s',
    date: '%s 不是有效的 %s',
    boolean: '%s 不是有效的 %s',
    integer: '%s 不是有效的 %s',
    float: '%s 不是有效的 %s',
    regexp: '%s 不是有效的 %s',
    email: '%s 不是有效的邮箱地址',
    url: '%s 不是有效的网址',
    hex: '%s 不是有效的十六进制数',
  },
  string: {
    len: '%s 须为 %s 个字符',
    min: '%s 最少 %s 个字符',
    max: '%s 最多 %s 个字符',
    range: '%s 字符数须在 %s 到 %s 之间',
  },
  number: {
    len: '%s 须等于 %s',
    min: '%s 不能小于 %s',
    max: '%s 不能大于 %s',
    range: '%s 须在 %s 到 %s 之间',
  },
  array: {
    len: '%s 须为 %s 项',
    min: '%s 至少 %s 项',
    max: '%s 最多 %s 项',
    range: '%s 须在 %s 到 %s 项之间',
  },
  pattern: {
    mismatch: '%s 格式不正确',
  },
};

/** Spec §5: an e-mail address is valid only under 255 characters (async-validator alone allows 320). */
export const EMAIL_MAX_LENGTH = 254;

function toRuleItems(field: string, rule: Rule, tooLong: string): RuleItem[] {
  const item = toRuleItem(field, rule);
  if (rule.type !== 'email') return [item];
  // async-validator's email type checks no length range, so the limit is a rule of its own.
  const limit: RuleItem = {
    validator: (_r, v: unknown) => (typeof v !== 'string' || v.length <= EMAIL_MAX_LENGTH ? true : new Error(rule.message ?? tooLong.replace('%s', field).replace('%s', String(EMAIL_MAX_LENGTH)))),
  };
  return [item, limit];
}

function toRuleItem(field: string, rule: Rule): RuleItem {
  const { pattern, ...rest } = rule;
  const item: RuleItem = { ...rest };
  if (pattern !== undefined) {
    try {
      item.pattern = new RegExp(pattern);
    } catch {
      // A broken pattern from the design must not let the value through unchecked.
      console.warn(`rule for "${field}": invalid pattern ${JSON.stringify(pattern)}`);
      item.validator = () => new Error(rule.message ?? `${field} 格式不正确`);
    }
  }
  return item;
}

/** Message sets: 'zh' is what the UI shows; 'en' keeps async-validator's defaults ('%s is required', …). */
export type RuleMessages = 'zh' | 'en';

/** Checks `values` against design rules; resolves the first error message, or null when all pass. */
export async function validateRules(
  rules: Record<string, Rule | Rule[]> | undefined,
  values: Record<string, unknown>,
  messages: RuleMessages = 'zh',
): Promise<string | null> {
  if (!rules || Object.keys(rules).length === 0) return null;
  const descriptor: Rules = {};
  for (const [field, r] of Object.entries(rules)) {
    const tooLong = messages === 'zh' ? '%s 最多 %s 个字符' : '%s cannot be longer than %s characters';
    descriptor[field] = (Array.isArray(r) ? r : [r]).flatMap((x) => toRuleItems(field, x, tooLong));
  }
  const schema = new Schema(descriptor);
  if (messages === 'zh') schema.messages(ZH_VALIDATE_MESSAGES);
  try {
    await schema.validate(values, { first: true, suppressWarning: true });
    return null;
  } catch (e) {
    const errors = (e as { errors?: ValidateError[] } | null)?.errors;
    const first = errors?.[0]?.message;
    if (first) return first;
    throw e;
  }
}
