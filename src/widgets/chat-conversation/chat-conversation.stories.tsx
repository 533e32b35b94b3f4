import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { ME_SEEKER } from '../../../tests/helpers/im-fixtures';
import { FixtureChat } from '../../../tests/helpers/im-story';
import { ChatConversation } from './chat-conversation';
import { chatConversationWidget } from './index';

const withChat: Decorator = (Story) => (
  <FixtureChat height={812}>
    <Story />
  </FixtureChat>
);

const seeker = { ...storyUser, id: ME_SEEKER, uid: ME_SEEKER };

/**
 * The conversation screen: the job on top, bubbles with 已读/未读, a revoked message, emoji,
 * exchange cards (accepted with the revealed phone, rejected, closed, a pending interview the
 * seeker answers), the exchange buttons and the composer.
 */
const meta = {
  title: 'Widgets/Chat conversation',
  component: ChatConversation,
  args: { ...chatConversationWidget.defaultProps, cid: 1 },
  decorators: [withChat],
} satisfies Meta<typeof ChatConversation>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SeekerWithExchangeCards: Story = { parameters: { user: seeker } };
export const WithoutJobCardAndButtons: Story = { args: { showJobCard: false, showExchangeBar: false }, parameters: { user: seeker } };
export const Visitor: Story = {};
