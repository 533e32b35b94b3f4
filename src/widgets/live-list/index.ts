import type { WidgetDefinition } from '../../runtime/registry';
import { LiveList } from './live-list';
import { liveListPropsSchema } from './schema';

/** The live list: `limit` live streams from /api-user/live/find as cards; a tap opens the stream. */
export const liveListWidget: WidgetDefinition<typeof liveListPropsSchema> = {
  type: 'live-list',
  propsSchema: liveListPropsSchema,
  defaultProps: liveListPropsSchema.parse({}),
  render: LiveList,
  editor: { title: '直播列表', icon: '📺' },
};
export default liveListWidget;
