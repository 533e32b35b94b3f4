import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { myEventsWidget } from './index';
import { MyEvents } from './my-events';

/** 我的活动 (/my/events): tickets with QR code and short code (fixtures in Storybook); recruiters see their booth applications. */
const meta = {
  title: 'Widgets/My events',
  component: MyEvents,
  args: myEventsWidget.defaultProps,
} satisfies Meta<typeof MyEvents>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Tickets: Story = { parameters: { user: storyUser } };
export const Booths: Story = { parameters: { user: { ...storyUser, role: 1 } } };
export const Visitor: Story = {};
