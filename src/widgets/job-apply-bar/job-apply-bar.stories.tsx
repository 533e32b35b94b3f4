import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { JobApplyBar } from './job-apply-bar';
import { jobApplyBarWidget } from './index';

/** The bottom bar of a job's page: 沟通 and 投递简历 (已投递 once applied). */
const meta = {
  title: 'Widgets/Job apply bar',
  component: JobApplyBar,
  args: { ...jobApplyBarWidget.defaultProps, jobId: 1 },
} satisfies Meta<typeof JobApplyBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const AlreadyApplied: Story = { args: { jobId: 2 }, parameters: { user: storyUser } };
/** A job that takes no online applications (apply mode 2): the chat is the way to apply. */
export const NoOnlineApply: Story = { args: { jobId: 3 } };
