import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { JobSend } from './job-send';
import { jobSendWidget } from './index';

/** The job seeker's applications: the list with statuses (/resume/submit) and the page after applying. */
const meta = {
  title: 'Widgets/Job send (my applications)',
  component: JobSend,
  args: jobSendWidget.defaultProps,
  parameters: { user: storyUser },
} satisfies Meta<typeof JobSend>;
export default meta;

type Story = StoryObj<typeof meta>;

export const MyApplications: Story = {};
export const Finished: Story = { args: { view: 'finished' } };
export const Visitor: Story = { parameters: { user: undefined } };
