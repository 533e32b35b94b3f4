import { MSG_PHONE_INVALID } from '../runtime/constants';
import { fillText } from './template';
import type { Action, LinkOf } from './types';

const PHONE = /^[+\d\- ]{3,20}$/;

/** Dials the interpolated number through a tel: link. */
export const runCall: Action<LinkOf<'call'>> = async (link, ctx) => {
  const phone = fillText(link.data.phone, ctx.data).trim();
  if (!PHONE.test(phone)) {
    ctx.toast(MSG_PHONE_INVALID);
    return { ok: false, reason: 'refused' };
  }
  ctx.callPhone(phone);
  return { ok: true, res: phone };
};
