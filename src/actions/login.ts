import { DEFAULT_ROLE, MSG_LOGIN_NOT_MOUNTED, POPUP_LOGIN } from '../runtime/constants';
import type { Action, ActionContext, LinkOf } from './types';

function hasRole(ctx: Pick<ActionContext, 'session'>, role: number | undefined): boolean {
  const user = ctx.session.getState().user;
  return user !== null && (role === undefined || user.role === role);
}

/**
 * The login check (spec §6): with a user (of `params.role` when given) the
 * chain goes on at once; otherwise the login popup opens with loginType and
 * registerRole, and the chain goes on only if such a user exists afterwards.
 */
export const runLogin: Action<LinkOf<'login'>> = async (link, ctx) => {
  const role = link.params?.role;
  await ctx.session.settled();
  if (hasRole(ctx, role)) return { ok: true, res: ctx.session.getState().user };
  if (!ctx.popups.has(POPUP_LOGIN)) {
    ctx.toast(MSG_LOGIN_NOT_MOUNTED);
    return { ok: false, reason: 'failed' };
  }
  const props: Record<string, unknown> = { registerRole: role ?? DEFAULT_ROLE };
  if (link.params?.loginType !== undefined) props.loginType = link.params.loginType;
  await ctx.popups.open(POPUP_LOGIN, props);
  return hasRole(ctx, role) ? { ok: true, res: ctx.session.getState().user } : { ok: false, reason: 'cancelled' };
};
