import type { Meta, StoryObj } from '@storybook/react-vite';
import { liveListWidget } from './index';
import { LiveList } from './live-list';

/** Live streams from /api-user/live/find (fixtures in Storybook), two per row; a tap opens /live/{id}. */
const meta = {
  title: 'Widgets/Live list',
  component: LiveList,
  args: liveListWidget.defaultProps,
  argTypes: { status: { control: 'inline-radio', options: [undefined, 0, 1, 2] } },
} satisfies Meta<typeof LiveList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const Upcoming: Story = { args: { title: '直播预告', status: 0 } };
export const AllSix: Story = { args: { title: '全部直播', limit: 6 } };
