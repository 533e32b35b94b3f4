import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArticleList } from './article-list';
import { articleListWidget } from './index';

/** News and notices from /api-user/article/find (fixtures in Storybook); a tap opens /article/{id}. */
const meta = {
  title: 'Widgets/Article list',
  component: ArticleList,
  args: articleListWidget.defaultProps,
  argTypes: { kind: { control: 'inline-radio', options: [undefined, 'news', 'notice'] } },
} satisfies Meta<typeof ArticleList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const Notices: Story = { args: { title: '平台公告', kind: 'notice', limit: 3 } };
