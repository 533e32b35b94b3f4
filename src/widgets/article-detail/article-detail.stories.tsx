import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArticleDetailView } from './article-detail';
import { articleDetailWidget } from './index';

/** Answers come from the fixtures (.storybook/fixtures-jobs.ts) through the real request wrapper. */
const meta = {
  title: 'Widgets/Article detail',
  component: ArticleDetailView,
  args: articleDetailWidget.defaultProps,
} satisfies Meta<typeof ArticleDetailView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = { args: { id: 1 } };
