import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComingSoon } from './coming-soon';
import { comingSoonWidget } from './index';

/** What a page shows while its feature is on the way: an icon, a headline and a friendly line. */
const meta = {
  title: 'Widgets/Coming soon',
  component: ComingSoon,
  args: comingSoonWidget.defaultProps,
} satisfies Meta<typeof ComingSoon>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const VideoInterview: Story = { args: { title: '视频面试即将开放', description: '足不出户与 HR 面对面，上线后会第一时间通知您。' } };
