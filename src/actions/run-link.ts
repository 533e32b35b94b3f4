import type { LinkObject } from '../../schemas/design';
import { ApiRequestError } from '../runtime/api/client';
import type { PopupResult } from '../runtime/popups/manager';
import { runApi } from './api';
import { runBack } from './back';
import { runCall } from './call';
import { runCopy } from './copy';
import { runLogin } from './login';
import { runNavigate } from './navigate';
import { runPopup } from './popup';
import { runToast } from './toast';
import type { ActionContext, ActionResult } from './types';

type StepContext = ActionContext & { data: Record<string, unknown> };

function dispatch(link: LinkObject, ctx: StepContext): Promise<ActionResult> {
  switch (link.type) {
    case 'navigate':
      return runNavigate(link, ctx);
    case 'api':
      return runApi(link, ctx);
    case 'popup':
      return runPopup(link, ctx);
    case 'copy':
      return runCopy(link, ctx);
    case 'call':
      return runCall(link, ctx);
    case 'login':
      return runLogin(link, ctx);
    case 'toast':
      return runToast(link, ctx);
    case 'back':
      return runBack(link, ctx);
    default: {
      // Links are parsed with linkSchema before they get here; an unknown type is a programming error.
      const unknownType: never = link;
      throw new Error(`no action for link type ${JSON.stringify((unknownType as { type?: unknown }).type)}`);
    }
  }
}

/**
 * The context with every effect cut off once `signal` aborts: a widget that
 * went away must not navigate, toast or open popups afterwards.
 */
function guard(ctx: ActionContext, signal: AbortSignal): ActionContext {
  const live = () => !signal.aborted;
  return {
    ...ctx,
    signal,
    navigate: (path, opts) => void (live() && ctx.navigate(path, opts)),
    toast: (text) => void (live() && ctx.toast(text)),
    openExternal: (url) => void (live() && ctx.openExternal(url)),
    callPhone: (phone) => void (live() && ctx.callPhone(phone)),
    back: () => void (live() && ctx.back()),
    copyText: (text) => (live() ? ctx.copyText(text) : Promise.resolve(false)),
    popups: {
      has: (key) => ctx.popups.has(key),
      open: <T,>(key: string, props?: Record<string, unknown>): Promise<PopupResult<T>> =>
        live() ? ctx.popups.open<T>(key, props) : Promise.resolve({ confirmed: false }),
    },
  };
}

const ABORTED: ActionResult = { ok: false, reason: 'aborted' };

/**
 * Runs a link, then its resLink with this step's result in the data as `res`,
 * until the chain ends or a step fails, is cancelled or the run is aborted.
 * Resolves the last step's result.
 */
export async function runLink(link: LinkObject, ctx: ActionContext): Promise<ActionResult> {
  const { signal } = ctx;
  const effects = signal ? guard(ctx, signal) : ctx;
  let data: Record<string, unknown> = { ...ctx.data };
  let step: LinkObject | undefined = link;
  let last: ActionResult = { ok: true };
  while (step) {
    if (signal?.aborted) return ABORTED;
    // Read the user afresh each step: a login step may just have changed it.
    data = { ...data, user: ctx.session.getState().user };
    try {
      last = await dispatch(step, { ...effects, data });
    } catch (error) {
      if (signal?.aborted) return ABORTED;
      // Envelope errors were shown by the request wrapper; anything else is a bug worth a log.
      if (!(error instanceof ApiRequestError)) console.error(`link ${step.type} failed`, error);
      return { ok: false, reason: 'failed', error };
    }
    if (signal?.aborted) return ABORTED;
    if (!last.ok) return last;
    data = { ...data, res: last.res };
    step = step.resLink;
  }
  return last;
}

/** A link runner as widgets get it: `run(link, data, signal)`. */
export type LinkRunner = (link: LinkObject, data?: Record<string, unknown>, signal?: AbortSignal) => Promise<ActionResult>;

/**
 * Binds the context once. A second tap on the same link object while its run
 * is in progress is ignored (resolves `busy`); `data` is laid over ctx.data;
 * `signal` cuts the run's effects off when the widget unmounts.
 */
export function createLinkRunner(ctx: ActionContext): LinkRunner {
  const running = new WeakSet<LinkObject>();
  return async (link, data, signal) => {
    if (running.has(link)) return { ok: false, reason: 'busy' };
    running.add(link);
    try {
      return await runLink(link, { ...ctx, data: { ...ctx.data, ...data }, ...(signal ? { signal } : {}) });
    } finally {
      running.delete(link);
    }
  };
}
