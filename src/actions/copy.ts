import { MSG_COPY_FAILED, MSG_COPY_OK } from '../runtime/constants';
import { fillText } from './template';
import type { Action, LinkOf } from './types';

/** Copies the interpolated text; 复制成功 or 复制失败 as a toast (spec §8). The text is `res`. */
export const runCopy: Action<LinkOf<'copy'>> = async (link, ctx) => {
  const text = fillText(link.data.text, ctx.data);
  const copied = text !== '' && (await ctx.copyText(text));
  ctx.toast(copied ? MSG_COPY_OK : MSG_COPY_FAILED);
  return copied ? { ok: true, res: text } : { ok: false, reason: 'failed' };
};
