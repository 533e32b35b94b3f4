import type { Meta, StoryObj } from '@storybook/react-vite';
import { JobList } from './job-list';
import { jobListWidget } from './index';

/**
 * Jobs from /api-user/job/find, newest first, with infinite scroll. In
 * Storybook the answers come from fixtures through the real request wrapper.
 */
const meta = {
  title: 'Widgets/Job list',
  component: JobList,
  args: jobListWidget.defaultProps,
  argTypes: {
    sort: { control: 'inline-radio', options: ['new', 'salary', 'hot'] },
  },
} satisfies Meta<typeof JobList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const Search: Story = { args: { title: '“工程师”的搜索结果', keyword: '工程师' } };
export const Empty: Story = { args: { title: '搜索结果', keyword: '宇航员' } };
export const OnePage: Story = { args: { title: '最新职位', limit: 5, infinite: false } };
