import { z } from 'zod';
import { linkSchema } from '../../../schemas/design';
import { EVENT_KINDS } from '../../../schemas/events';

/** Props of the event list ("近期招聘会"), as designers set them in the page JSON. */
export const eventListPropsSchema = z.object({
  /** Heading above the list; empty hides it. */
  title: z.string().max(20).default('近期招聘会'),
  /** Only career fairs (fair), teach-ins (teach-in) or online talks (talk); absent shows all. */
  kind: z.enum(EVENT_KINDS).optional(),
  /** Only online (true) or on-site (false) events; absent shows both. */
  online: z.boolean().optional(),
  /** Only events of this city (6-digit code); absent shows every city. */
  cityCode: z.string().regex(/^\d{6}$/).optional(),
  /** Hide events that have ended (upcoming ones always come first). */
  upcomingOnly: z.boolean().default(true),
  /** How many events to show, 1 to 20. */
  limit: z.number().int().min(1).max(20).default(5),
  /** Show chips to switch between 全部 / 招聘会 / 宣讲会 / 线上宣讲. */
  kindTabs: z.boolean().default(false),
  /** Text of the link beside the heading; empty hides it. */
  moreText: z.string().max(10).default('更多'),
  /** Where 更多 leads; absent opens the event page (/event). */
  moreLink: linkSchema.optional(),
  /** What a tap on an event runs, with `{ item }`; absent opens the event's page. */
  itemLink: linkSchema.optional(),
});
export type EventListProps = z.infer<typeof eventListPropsSchema>;
