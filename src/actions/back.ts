import type { Action, LinkOf } from './types';

/** Goes back one page. */
export const runBack: Action<LinkOf<'back'>> = async (_link, ctx) => {
  ctx.back();
  return { ok: true };
};
