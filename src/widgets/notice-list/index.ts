import type { WidgetDefinition } from '../../runtime/registry';
import { NoticeList } from './notice-list';
import { noticeListPropsSchema } from './schema';

/** The user's notices (an application changed state): unread marks, open to read, all read at once. */
export const noticeListWidget: WidgetDefinition<typeof noticeListPropsSchema> = {
  type: 'notice-list',
  propsSchema: noticeListPropsSchema,
  defaultProps: noticeListPropsSchema.parse({}),
  render: NoticeList,
  editor: { title: '通知列表', icon: '🔔' },
};
export default noticeListWidget;
