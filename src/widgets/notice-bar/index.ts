import type { WidgetDefinition } from '../../runtime/registry';
import { NoticeBarWidget } from './notice-bar';
import { noticeBarPropsSchema } from './schema';

/** The notice bar: one scrolling line of news for the whole page. */
export const noticeBarWidget: WidgetDefinition<typeof noticeBarPropsSchema> = {
  type: 'notice-bar',
  propsSchema: noticeBarPropsSchema,
  defaultProps: noticeBarPropsSchema.parse({}),
  render: NoticeBarWidget,
  editor: { title: '通知栏', icon: '📢' },
};
export default noticeBarWidget;
