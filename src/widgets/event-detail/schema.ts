import { z } from 'zod';

/** Props of an event's page (/event/:id), as designers set them in the page JSON. */
export const eventDetailPropsSchema = z.object({
  /** The event to show; 0 takes the route's :id (an id or the event's stable name). */
  id: z.number().int().min(0).default(0),
  /** Show the participating companies with their jobs (apply from here). */
  showCompanies: z.boolean().default(true),
  /** Show the map picture under the place of on-site events. */
  showMap: z.boolean().default(true),
});
export type EventDetailProps = z.infer<typeof eventDetailPropsSchema>;
