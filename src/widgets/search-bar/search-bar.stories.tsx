import type { Meta, StoryObj } from '@storybook/react-vite';
import { searchBarWidget } from './index';
import { SearchBarWidget } from './search-bar';

/** A keyword box; searching runs the node's link with `{ keyword }` (usually the job list). */
const meta = {
  title: 'Widgets/Search bar',
  component: SearchBarWidget,
  args: searchBarWidget.defaultProps,
} satisfies Meta<typeof SearchBarWidget>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const WithKeyword: Story = { args: { keyword: '前端开发', placeholder: '搜索职位' } };
/** Without the button, the keyboard's search key searches. */
export const NoButton: Story = {
  args: { placeholder: '输入公司名称', buttonText: '' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <p style={{ margin: '0 16px', fontSize: 12, color: 'var(--rm-text-3)' }}>输入后按键盘上的“搜索”键</p>
      </>
    ),
  ],
};
