import type { Meta, StoryObj } from '@storybook/react-vite';
import { JobDetailView } from './job-detail';
import { jobDetailWidget } from './index';

/** Answers come from the fixtures (.storybook/fixtures-jobs.ts) through the real request wrapper. */
const meta = {
  title: 'Widgets/Job detail',
  component: JobDetailView,
  args: jobDetailWidget.defaultProps,
} satisfies Meta<typeof JobDetailView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = { args: { id: 1 } };
