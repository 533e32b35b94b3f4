import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyRecruiter } from '../../../.storybook/fixtures-recruit';
import { JobManage } from './job-manage';
import { jobManageWidget } from './index';

/** The recruiter's jobs (/job/manage): views, applications, close, reopen, refresh. */
const meta = {
  title: 'Widgets/Job manage',
  component: JobManage,
  args: jobManageWidget.defaultProps,
} satisfies Meta<typeof JobManage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Recruiter: Story = { parameters: { user: storyRecruiter } };
/** A visitor is asked to log in as a recruiter. */
export const Visitor: Story = {};
