import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { JobReceived } from './job-received';
import { jobReceivedWidget } from './index';

/** The recruiter's received applications (/job-received): filters, open one, invite / pass / reject. */
const meta = {
  title: 'Widgets/Job received',
  component: JobReceived,
  args: jobReceivedWidget.defaultProps,
  parameters: { user: { ...storyUser, role: 1, company: { id: 1, name: '云帆科技' } } },
} satisfies Meta<typeof JobReceived>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Received: Story = {};
