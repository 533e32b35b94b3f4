import { POPUP_JOB_SELECT_RESULT, POPUP_JOB_SUBMIT_FORM, POPUP_JOB_SUBMIT_RESUME, POPUP_LIVE_JOB_SEND } from '../../runtime/constants';

/**
 * The application flow's popups: the one list the app registers lazily (create-design-app.tsx,
 * before their chunk loads) and apply-popups.tsx gives a view each (a key without one does not compile).
 */
export const APPLY_POPUPS = [POPUP_JOB_SUBMIT_RESUME, POPUP_JOB_SUBMIT_FORM, POPUP_JOB_SELECT_RESULT, POPUP_LIVE_JOB_SEND] as const;
export type ApplyPopupKey = (typeof APPLY_POPUPS)[number];
