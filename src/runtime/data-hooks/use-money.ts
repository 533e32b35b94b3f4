import { IM_PATHS } from '../../../schemas/im';
import { MONEY_PATHS } from '../../../schemas/money';
import { RESUME_API } from '../resume/api';
import { useApiMutation } from '../runtime';

/**
 * Spending and pausing what was bought. A spend with nothing left is refused
 * with 14550, which the request wrapper turns into the checkout (and back).
 */
const BALANCES = [[MONEY_PATHS.assetsGet], [MONEY_PATHS.assetsPackageItemsGet], [MONEY_PATHS.assetsPackageList]] as const;

/** Pauses (`on`) or resumes a seeker's VIP: the days left are kept while paused. */
export function useVipPause() {
  return useApiMutation<boolean>({
    run: (on, rt) => rt.api.request(on ? MONEY_PATHS.vipSuspendStart : MONEY_PATHS.vipSuspendEnd, {}),
    invalidates: [[MONEY_PATHS.assetsGet]],
  });
}

/** Pauses (`on`) or resumes a recruiter's packages. */
export function usePackagePause() {
  return useApiMutation<boolean>({
    run: (on, rt) => rt.api.request(on ? MONEY_PATHS.assetsSuspendStart : MONEY_PATHS.assetsSuspendEnd, {}),
    invalidates: BALANCES,
  });
}

/** Spends one contact right on a resume: its contact details show from then on. */
export function useResumeContactUnlock() {
  return useApiMutation<number>({
    run: (resumeId, rt) => rt.api.request(MONEY_PATHS.propRightsCount, { key: 'rightsContact', num: 1, data: { resumeId } }),
    invalidates: [[RESUME_API.detail], ...BALANCES],
  });
}

/** A recruiter opens a conversation with one chat right (conversation/propUse). */
export function useConversationUnlock() {
  return useApiMutation<number>({
    run: (cid, rt) => rt.api.request(IM_PATHS.propUse, { cid }),
    invalidates: BALANCES,
  });
}
