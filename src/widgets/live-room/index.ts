import type { WidgetDefinition } from '../../runtime/registry';
import { LiveRoom } from './live-room';
import { liveRoomPropsSchema } from './schema';

/** 直播间: the player of one live (/live/:id), its chat, viewers, likes and jobs to apply to. */
export const liveRoomWidget: WidgetDefinition<typeof liveRoomPropsSchema> = {
  type: 'live-room',
  propsSchema: liveRoomPropsSchema,
  defaultProps: liveRoomPropsSchema.parse({}),
  render: LiveRoom,
  editor: { title: '直播间', icon: '📺' },
};
export default liveRoomWidget;
