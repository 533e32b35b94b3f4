import { fillText } from './template';
import type { Action, LinkOf } from './types';

/** Shows the interpolated text as a toast. */
export const runToast: Action<LinkOf<'toast'>> = async (link, ctx) => {
  const text = fillText(link.data.text, ctx.data);
  if (text) ctx.toast(text);
  return { ok: true };
};
