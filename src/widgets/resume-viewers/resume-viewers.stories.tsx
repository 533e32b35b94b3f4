import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { ResumeViewers } from './resume-viewers';
import { resumeViewersWidget } from './index';

/** Who viewed my resume (/my/viewers): a VIP perk. */
const meta = {
  title: 'Widgets/Resume viewers',
  component: ResumeViewers,
  args: resumeViewersWidget.defaultProps,
} satisfies Meta<typeof ResumeViewers>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A VIP seeker: the recruiters who opened the resume, last view first. */
export const Vip: Story = { parameters: { user: storyUser } };
/** Logged out: the login prompt. */
export const LoggedOut: Story = {};
