import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { FixtureChat } from '../../../tests/helpers/im-story';
import { ChatList } from './chat-list';
import { chatListWidget } from './index';

const withChat: Decorator = (Story) => (
  <FixtureChat>
    <Story />
  </FixtureChat>
);

/** The conversation list of /message: pinned first, unread badges (99+ above 99), swipe or long-press for 置顶 / 拉黑 / 删除. */
const meta = {
  title: 'Widgets/Chat list',
  component: ChatList,
  args: chatListWidget.defaultProps,
  decorators: [withChat],
} satisfies Meta<typeof ChatList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Conversations: Story = { parameters: { user: storyUser } };
export const WithoutActions: Story = { args: { showActions: false, title: '' }, parameters: { user: storyUser } };
export const Visitor: Story = {};
