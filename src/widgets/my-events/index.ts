import type { WidgetDefinition } from '../../runtime/registry';
import { MyEvents } from './my-events';
import { myEventsPropsSchema } from './schema';

/** 我的活动: a seeker's tickets (QR code and short code for the door), a recruiter's booth applications and their state. */
export const myEventsWidget: WidgetDefinition<typeof myEventsPropsSchema> = {
  type: 'my-events',
  propsSchema: myEventsPropsSchema,
  defaultProps: myEventsPropsSchema.parse({}),
  render: MyEvents,
  editor: { title: '我的活动', icon: '🎟' },
};
export default myEventsWidget;
