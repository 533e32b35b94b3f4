import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { videoInterviewWidget } from './index';
import { VideoInterview } from './video-interview';

/** 我的面试 (/my/interviews): booked, held and missed interviews, 进入面试 when the room is open. The call (/interview/:id) needs a camera and the chat socket, so it is shown in the browser tests. */
const meta = {
  title: 'Widgets/Video interview',
  component: VideoInterview,
  args: videoInterviewWidget.defaultProps,
} satisfies Meta<typeof VideoInterview>;
export default meta;

type Story = StoryObj<typeof meta>;

export const MyInterviews: Story = { parameters: { user: storyUser } };
export const Visitor: Story = {};
