import type { Meta, StoryObj } from '@storybook/react-vite';
import { titleBarWidget } from './index';
import { TitleBar } from './title-bar';

/** A section heading; 更多 at the right runs the node's link. */
const meta = {
  title: 'Widgets/Title bar',
  component: TitleBar,
  args: titleBarWidget.defaultProps,
} satisfies Meta<typeof TitleBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const WithMore: Story = { args: { title: '名企招聘', subtitle: '大厂好岗 每日更新', moreText: '更多' } };
