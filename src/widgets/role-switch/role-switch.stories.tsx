import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { RoleSwitch } from './role-switch';
import { roleSwitchWidget } from './index';

/** Role switching between job seeker and recruiter; the current role is marked. */
const meta = {
  title: 'Widgets/Role switch',
  component: RoleSwitch,
  args: roleSwitchWidget.defaultProps,
} satisfies Meta<typeof RoleSwitch>;
export default meta;

type Story = StoryObj<typeof meta>;

export const JobSeeker: Story = { parameters: { user: storyUser } };
export const Recruiter: Story = { parameters: { user: { ...storyUser, role: 1 } } };
