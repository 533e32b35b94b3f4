import type { Meta, StoryObj } from '@storybook/react-vite';
import { JobSearch } from './job-search';
import { jobSearchWidget } from './index';

/** Answers come from the fixtures (.storybook/fixtures-jobs.ts) through the real request wrapper. */
const meta = {
  title: 'Widgets/Job search',
  component: JobSearch,
  args: jobSearchWidget.defaultProps,
} satisfies Meta<typeof JobSearch>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
