import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArticleBrowser } from './article-browser';
import { articleBrowserWidget } from './index';

/** Answers come from the fixtures (.storybook/fixtures-jobs.ts) through the real request wrapper. */
const meta = {
  title: 'Widgets/Article browser',
  component: ArticleBrowser,
  args: articleBrowserWidget.defaultProps,
} satisfies Meta<typeof ArticleBrowser>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const NoticesOnly: Story = { args: { kind: 'notice' } };
