import { z } from 'zod';

/** Props of the wallet and its statement (/wallet/flow-detail), as designers set them in the page JSON. */
export const walletFlowPropsSchema = z.object({
  /** Entries loaded per page. */
  limit: z.number().int().min(5).max(50).default(20),
  /** Text when there are no entries. */
  emptyText: z.string().max(30).default('暂无明细'),
});
export type WalletFlowProps = z.infer<typeof walletFlowPropsSchema>;
