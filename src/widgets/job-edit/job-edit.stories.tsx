import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyRecruiter } from '../../../.storybook/fixtures-recruit';
import { JobEdit } from './job-edit';
import { jobEditWidget } from './index';

/** The job editor (/job/edit): a new job starts at the company's place. */
const meta = {
  title: 'Widgets/Job edit',
  component: JobEdit,
  args: jobEditWidget.defaultProps,
} satisfies Meta<typeof JobEdit>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NewJob: Story = { parameters: { user: storyRecruiter } };
/** A visitor is asked to log in as a recruiter. */
export const Visitor: Story = {};
