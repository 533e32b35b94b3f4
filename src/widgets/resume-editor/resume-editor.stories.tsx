import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { ResumeEditor } from './resume-editor';
import { resumeEditorWidget } from './index';

/** The online resume editor (/resume/resume): label summary, completeness, sections; tapping an item opens the resume-form popup. */
const meta = {
  title: 'Widgets/Resume editor',
  component: ResumeEditor,
  args: resumeEditorWidget.defaultProps,
} satisfies Meta<typeof ResumeEditor>;
export default meta;

type Story = StoryObj<typeof meta>;

export const JobSeeker: Story = { parameters: { user: storyUser } };
/** /my/expect: the expectations only (the full-time list is at its limit of 3). */
export const Expectations: Story = { args: { sections: ['expect'], showSummary: false }, parameters: { user: storyUser } };
export const Visitor: Story = {};
