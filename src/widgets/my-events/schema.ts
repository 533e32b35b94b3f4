import { z } from 'zod';

/** Props of 我的活动 (/my/events), as designers set them in the page JSON. */
export const myEventsPropsSchema = z.object({
  /** What to list: seekers' tickets, recruiters' booth applications, or by the user's role (auto). */
  view: z.enum(['auto', 'tickets', 'booths']).default('auto'),
  /** Size of the ticket's QR code in px. */
  qrSize: z.number().int().min(96).max(280).default(168),
});
export type MyEventsProps = z.infer<typeof myEventsPropsSchema>;
