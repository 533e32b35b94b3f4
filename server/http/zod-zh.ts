import { z } from 'zod';

/**
 * Zod's own zh-CN messages for the checks a schema gives no message of its own, naming the
 * field: "参数 page 无效（无效输入：期望 数字，实际接收 字符串）". A schema's own message
 * ('职位 id 无效') always wins: zod asks this per-parse map only where the schema is silent.
 */
const zhCN = z.locales.zhCN();

/** Zod's own zh-CN sentence for an issue ("无效输入：期望 数字，实际接收 字符串"). */
export function zodZhText(issue: z.core.$ZodRawIssue): string {
  const m = zhCN.localeError(issue);
  return (typeof m === 'string' ? m : m?.message) ?? '格式不正确';
}

/** Parse options whose messages name the field, or `where` for the input as a whole. */
function zhParseOptions(where: string): z.core.ParseContext<z.core.$ZodIssue> {
  return { error: (issue) => `参数 ${issue.path?.join('.') || where} 无效（${zodZhText(issue)}）` };
}

// Made once per place (every request body is parsed with them), not once per parse.
const parseOptionsOf = new Map<string, z.core.ParseContext<z.core.$ZodIssue>>();

/** Parses `input` with `schema`; issues without a message of the schema's own get the field-named Chinese one. */
export function safeParseZh<S extends z.ZodType>(schema: S, input: unknown, where = '(body)'): z.ZodSafeParseResult<z.output<S>> {
  let options = parseOptionsOf.get(where);
  if (!options) parseOptionsOf.set(where, (options = zhParseOptions(where)));
  return schema.safeParse(input, options);
}

/** The first issue's message, for an envelope's msg. */
export function firstIssueText(error: z.ZodError, fallback = '参数无效'): string {
  return error.issues[0]?.message ?? fallback;
}
