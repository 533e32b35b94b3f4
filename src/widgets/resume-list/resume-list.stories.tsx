import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { ResumeList } from './resume-list';
import { resumeListWidget } from './index';

/** The recruiter's resume search (/resume-list): keyword and filter chips over an infinite list. */
const meta = {
  title: 'Widgets/Resume list',
  component: ResumeList,
  args: resumeListWidget.defaultProps,
} satisfies Meta<typeof ResumeList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Recruiter: Story = { parameters: { user: { ...storyUser, role: 1, company: { id: 3, name: '云帆科技有限公司' } } } };
export const JobSeeker: Story = { parameters: { user: storyUser } };
export const Visitor: Story = {};
