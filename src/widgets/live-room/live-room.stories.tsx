import type { Meta, StoryObj } from '@storybook/react-vite';
import { liveRoomWidget } from './index';
import { LiveRoom } from './live-room';

/** 直播间 (/live/:id) by state: a preview with countdown and 预约, on air (no picture in the catalogue), a replay. Playing video and the chat are shown in the browser tests. */
const meta = {
  title: 'Widgets/Live room',
  component: LiveRoom,
  args: liveRoomWidget.defaultProps,
} satisfies Meta<typeof LiveRoom>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Upcoming: Story = { args: { id: 1 } };
export const OnAir: Story = { args: { id: 2, showChat: false } };
export const Replay: Story = { args: { id: 3, showChat: false } };
