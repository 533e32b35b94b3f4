import type { WidgetDefinition } from '../../runtime/registry';
import { ChatConversation } from './chat-conversation';
import { chatConversationPropsSchema } from './schema';

/** The conversation screen (/chat): bubbles, read flags, revoke, emoji, images, the job card and exchange cards. */
export const chatConversationWidget: WidgetDefinition<typeof chatConversationPropsSchema> = {
  type: 'chat-conversation',
  propsSchema: chatConversationPropsSchema,
  defaultProps: chatConversationPropsSchema.parse({}),
  render: ChatConversation,
  editor: { title: '聊天窗口', icon: '🗨️' },
};
export default chatConversationWidget;
