import type { Meta, StoryObj } from '@storybook/react-vite';
import { noticeBarWidget } from './index';
import { NoticeBarWidget } from './notice-bar';

/** One line of news; long text scrolls, a tap runs the node's link. */
const meta = {
  title: 'Widgets/Notice bar',
  component: NoticeBarWidget,
  args: noticeBarWidget.defaultProps,
  argTypes: { color: { control: 'inline-radio', options: ['alert', 'info', 'success', 'error', 'default'] } },
} satisfies Meta<typeof NoticeBarWidget>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const Info: Story = { args: { color: 'info', text: '本周六 9:00 市人才中心举办大型综合招聘会' } };
export const Wrapped: Story = { args: { color: 'success', wrap: true, text: '温馨提示：求职过程中请提高警惕，凡以各种名义收取押金、培训费的，请立即举报。' } };
