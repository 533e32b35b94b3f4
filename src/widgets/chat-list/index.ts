import type { WidgetDefinition } from '../../runtime/registry';
import { ChatList } from './chat-list';
import { chatListPropsSchema } from './schema';

/** The conversation list of /message: who, which job, the last message, when, unread; top/black/remove actions. */
export const chatListWidget: WidgetDefinition<typeof chatListPropsSchema> = {
  type: 'chat-list',
  propsSchema: chatListPropsSchema,
  defaultProps: chatListPropsSchema.parse({}),
  render: ChatList,
  editor: { title: '会话列表', icon: '💬' },
};
export default chatListWidget;
