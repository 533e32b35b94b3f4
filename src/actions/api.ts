import { interpolateDeep } from '../runtime/data-path';
import { checkRules } from './rules';
import { fillText } from './template';
import type { Action, LinkOf } from './types';

/**
 * Calls the API with the interpolated `data` after its rules pass (spec §5).
 * The answer is the step's `res`; `successText` (which may read it) is a toast.
 * Envelope errors are shown by the request wrapper, so a failure only stops the chain.
 */
export const runApi: Action<LinkOf<'api'>> = async (link, ctx) => {
  const payload = interpolateDeep(link.data ?? {}, ctx.data);
  const invalid = await checkRules(link.rules, payload, ctx);
  if (invalid) return invalid;
  const res = await ctx.api.request<unknown>(link.api, payload, ctx.signal ? { signal: ctx.signal } : {});
  if (link.successText) ctx.toast(fillText(link.successText, { ...ctx.data, res }));
  return { ok: true, res };
};
