import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { RegisterForm } from './register-form';
import { registerFormWidget } from './index';

/** Registration (/register): job seeker or recruiter; a recruiter creates or joins a company. */
const meta = {
  title: 'Widgets/Register form',
  component: RegisterForm,
  args: registerFormWidget.defaultProps,
} satisfies Meta<typeof RegisterForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const JobSeeker: Story = { parameters: { user: { ...storyUser, account: { ...storyUser.account, name: '' } } } };
export const Recruiter: Story = { args: { defaultRole: 1 }, parameters: { user: { ...storyUser, account: { ...storyUser.account, name: '' } } } };
export const NotLoggedIn: Story = {};
