import { IM_PATHS } from '../../../schemas/im';
import { FINAL_ORDER_STATUSES, MONEY_PATHS, ORDER_POLL_MS, orderSchema, type Order } from '../../../schemas/money';
import { RESUME_API } from '../resume/api';
import { useApiMutation, useApiQuery } from '../runtime';

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

/* ---- checkout ---- */

/** Creates the order to pay: the answer carries the provider's cashier address or WeChat's JSAPI parameters. */
export function useTradeCreate() {
  return useApiMutation<Record<string, unknown>, Order>({
    run: async (body, rt) => orderSchema.parse(await rt.api.request(MONEY_PATHS.tradeCreate, body)),
  });
}

/**
 * The order after paying, asked again every ORDER_POLL_MS until its status is
 * final (silently: an order that cannot be read is shown as not found).
 */
export function useOrder(no: string) {
  return useApiQuery<Order>(MONEY_PATHS.tradeGet, { no }, {
    silent: true,
    parse: (raw) => orderSchema.parse(raw),
    refetchInterval: (data, failed) => (failed || (data && FINAL_ORDER_STATUSES.includes(data.status)) ? false : ORDER_POLL_MS),
  });
}

/** "I have paid": the server asks the provider now instead of waiting for its notice; the answer is the order. */
export function useOrderCheck() {
  return useApiMutation<string, Order>({
    run: async (no, rt) => orderSchema.parse(await rt.api.request(MONEY_PATHS.transactionHandle, { no })),
    apply: (order, no, rt) => rt.queryClient.setQueryData([MONEY_PATHS.tradeGet, { no }], order),
  });
}
