import type { WidgetDefinition } from '../../runtime/registry';
import { EventList } from './event-list';
import { eventListPropsSchema } from './schema';

/** Career fairs, teach-ins and online talks from /api-user/event/find, upcoming first; a tap opens the event. */
export const eventListWidget: WidgetDefinition<typeof eventListPropsSchema> = {
  type: 'event-list',
  propsSchema: eventListPropsSchema,
  defaultProps: eventListPropsSchema.parse({}),
  render: EventList,
  editor: { title: '招聘会/宣讲会', icon: '🎪' },
};
export default eventListWidget;
