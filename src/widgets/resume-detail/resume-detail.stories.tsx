import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { ResumeDetail } from './resume-detail';
import { resumeDetailWidget } from './index';

/** A seeker's resume opened by a recruiter (/resume/:id): contact masked with the reason, and 沟通. */
const meta = {
  title: 'Widgets/Resume detail',
  component: ResumeDetail,
  args: { ...resumeDetailWidget.defaultProps, id: 100 },
} satisfies Meta<typeof ResumeDetail>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Recruiter: Story = { parameters: { user: { ...storyUser, id: 9, role: 1, company: { id: 3, name: '云帆科技有限公司' } } } };
export const Visitor: Story = {};
