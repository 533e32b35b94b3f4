import type { WidgetDefinition } from '../../runtime/registry';
import { EventDetailView } from './event-detail';
import { eventDetailPropsSchema } from './schema';

/**
 * One career fair, teach-in or online talk: time, place with map, organiser,
 * schedule, the companies with their jobs (apply from here), sign-up for
 * seekers and the booth application for recruiters.
 */
export const eventDetailWidget: WidgetDefinition<typeof eventDetailPropsSchema> = {
  type: 'event-detail',
  propsSchema: eventDetailPropsSchema,
  defaultProps: eventDetailPropsSchema.parse({}),
  render: EventDetailView,
  editor: { title: '活动详情', icon: '🎫' },
};
export default eventDetailWidget;
