import { interpolateDeep } from '../runtime/data-path';
import { MSG_NOT_SUPPORTED } from '../runtime/constants';
import { checkRules } from './rules';
import type { Action, LinkOf } from './types';

/** Opens the popup registered under `path` with the interpolated params; the confirmed value is `res`. */
export const runPopup: Action<LinkOf<'popup'>> = async (link, ctx) => {
  const key = link.path;
  if (!ctx.popups.has(key)) {
    console.warn(`popup link: no popup registered under "${key}"`);
    ctx.toast(MSG_NOT_SUPPORTED);
    return { ok: false, reason: 'failed' };
  }
  const params = interpolateDeep(link.params ?? {}, ctx.data);
  const invalid = await checkRules(link.rules, params, ctx);
  if (invalid) return invalid;
  const result = await ctx.popups.open(key, params);
  return result.confirmed ? { ok: true, res: result.value } : { ok: false, reason: 'cancelled' };
};
