import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { ResumePreview } from './resume-preview';
import { resumePreviewWidget } from './index';

/** The seeker's resume as a recruiter sees it (/resume/preview), with the PDF download. */
const meta = {
  title: 'Widgets/Resume preview',
  component: ResumePreview,
  args: resumePreviewWidget.defaultProps,
} satisfies Meta<typeof ResumePreview>;
export default meta;

type Story = StoryObj<typeof meta>;

export const JobSeeker: Story = { parameters: { user: storyUser } };
export const Visitor: Story = {};
