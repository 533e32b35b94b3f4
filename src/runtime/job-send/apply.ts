// Infrastructure, allowed to call api.request directly (eslint.config.js): the application flow the apply links run (with injected deps, like an action), not a widget.
import { sendGetResultSchema, sendResumeResultSchema, type SendGetResult, type SendResumeInput, type SendResumeItem } from '../../../schemas/job-send';
import { ROLE_SEEKER } from '../../../schemas/client-config';
import type { ApiClient } from '../api/client';
import {
  MSG_LOGIN_NOT_MOUNTED,
  MSG_NOT_SUPPORTED,
  MSG_SEND_FAILED,
  MSG_SIGNUP_NOT_MOUNTED,
  MSG_SUBMIT_RESUME_NOT_MOUNTED,
  PATH_SEND_FINISHED,
  POPUP_JOB_SELECT_RESULT,
  POPUP_JOB_SUBMIT_FORM,
  POPUP_JOB_SUBMIT_RESUME,
  POPUP_LOGIN,
} from '../constants';
import type { PopupResult } from '../popups/manager';

/** What the application flow touches; the app (or a test) gives real ones. */
export interface ApplyDeps {
  api: Pick<ApiClient, 'request'>;
  popups: { has(key: string): boolean; open<T = unknown>(key: string, props?: Record<string, unknown>): Promise<PopupResult<T>> };
  session: { getState(): { user: { id: number; role: number } | null }; settled(): Promise<void> };
  toast(text: string): void;
  navigate(path: string): void;
}

export type ApplyOutcome =
  | { ok: true; item: SendResumeItem }
  | { ok: false; reason: 'login' | 'applied' | 'unsupported' | 'not-mounted' | 'cancelled' | 'failed'; before?: SendGetResult };

/**
 * sendResume with the rule of spec §5: an answer whose first item lacks a
 * status shows that item's message as a toast and fails (null). Envelope
 * errors (13009, 13002, …) were already shown by the request wrapper.
 * Several jobs at once open the job-select-result popup with every outcome.
 */
export async function submitApplication(deps: Pick<ApplyDeps, 'api' | 'toast' | 'popups'>, input: SendResumeInput | Record<string, unknown>): Promise<SendResumeItem | null> {
  let items: SendResumeItem[];
  try {
    items = sendResumeResultSchema.parse(await deps.api.request('/api-user/job/sendResume', input));
  } catch {
    return null;
  }
  if (items.length > 1 && deps.popups.has(POPUP_JOB_SELECT_RESULT)) void deps.popups.open(POPUP_JOB_SELECT_RESULT, { items });
  const first = items[0];
  if (!first || first.status === undefined) {
    deps.toast(first?.message || MSG_SEND_FAILED);
    return null;
  }
  return first;
}

/**
 * The application flow of spec §1: log in first (the login popup with role 0
 * when no user is held), then submit-before (sendGet) decides: type 0 the
 * resume dialog, 1 the sign-up form, 2 the toast 暂不支持. The popups send the
 * application themselves (so a refusal keeps what the user entered); a
 * success lands on the finished page.
 */
export async function runApplyFlow(deps: ApplyDeps, jobId: number, extra: { liveId?: number; eventId?: number } = {}): Promise<ApplyOutcome> {
  await deps.session.settled();
  if (!deps.session.getState().user) {
    if (!deps.popups.has(POPUP_LOGIN)) {
      deps.toast(MSG_LOGIN_NOT_MOUNTED);
      return { ok: false, reason: 'not-mounted' };
    }
    await deps.popups.open(POPUP_LOGIN, { registerRole: ROLE_SEEKER });
    if (!deps.session.getState().user) return { ok: false, reason: 'login' };
  }
  let before: SendGetResult;
  try {
    before = sendGetResultSchema.parse(await deps.api.request('/api-user/job/sendGet', { id: jobId }));
  } catch {
    return { ok: false, reason: 'failed' };
  }
  if (before.applied) {
    deps.toast('你已投递过该职位');
    return { ok: false, reason: 'applied', before };
  }
  // The page the application came from (a live stream, a career fair) goes with it.
  const props = { jobId, title: before.title, ...(extra.liveId !== undefined ? { liveId: extra.liveId } : {}), ...(extra.eventId !== undefined ? { eventId: extra.eventId } : {}) };
  let result: PopupResult<SendResumeItem>;
  if (before.type === 0) {
    if (!deps.popups.has(POPUP_JOB_SUBMIT_RESUME)) {
      deps.toast(MSG_SUBMIT_RESUME_NOT_MOUNTED);
      return { ok: false, reason: 'not-mounted', before };
    }
    result = await deps.popups.open<SendResumeItem>(POPUP_JOB_SUBMIT_RESUME, props);
  } else if (before.type === 1) {
    if (!deps.popups.has(POPUP_JOB_SUBMIT_FORM)) {
      deps.toast(MSG_SIGNUP_NOT_MOUNTED);
      return { ok: false, reason: 'not-mounted', before };
    }
    result = await deps.popups.open<SendResumeItem>(POPUP_JOB_SUBMIT_FORM, { ...props, page: before.form?.page, formTitle: before.form?.title });
  } else {
    deps.toast(MSG_NOT_SUPPORTED);
    return { ok: false, reason: 'unsupported', before };
  }
  if (!result.confirmed) return { ok: false, reason: 'cancelled', before };
  const item = result.value;
  deps.navigate(`${PATH_SEND_FINISHED}?id=${item.sendId ?? ''}&jobId=${jobId}`);
  return { ok: true, item };
}
