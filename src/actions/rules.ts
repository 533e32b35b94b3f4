import type { Rule } from '../../schemas/design';
import type { ActionContext, ActionResult } from './types';

/**
 * Form link rules (spec §5): checked against the values about to be sent; the
 * first error message is a toast and the link stops. Null when all pass.
 */
export async function checkRules(rules: Record<string, Rule | Rule[]> | undefined, values: Record<string, unknown>, ctx: Pick<ActionContext, 'toast'>): Promise<ActionResult | null> {
  if (!rules || Object.keys(rules).length === 0) return null;
  // The validator loads with the first link that has rules (off the first route).
  const { validateRules } = await import('../runtime/popups/rules');
  const message = await validateRules(rules, values);
  if (message === null) return null;
  ctx.toast(message);
  return { ok: false, reason: 'invalid' };
}
