import { z } from 'zod';

/** Props of the payment supplement page (/vip/mall/supplement?key=…&order=…), as designers set them in the page JSON. */
export const paySupplementPropsSchema = z.object({
  /** Headline over the products when the page is entered because a right ran out. */
  shortTitle: z.string().max(30).default('权益不足，购买套餐后继续'),
  /** Show the wallet as a payment method (not for top-ups). */
  allowWallet: z.boolean().default(true),
  /** After a successful payment, go back to the remembered page after this many ms (0: wait for a tap). */
  returnAfterMs: z.number().int().min(0).max(10_000).default(1500),
});
export type PaySupplementProps = z.infer<typeof paySupplementPropsSchema>;
