import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyUser } from '../../../.storybook/fixtures';
import { AccountSettings } from './account-settings';
import { accountSettingsWidget } from './index';

/** Account and settings (/my/settings): preferences saved at once, bound numbers, password change. */
const meta = {
  title: 'Widgets/Account settings',
  component: AccountSettings,
  args: accountSettingsWidget.defaultProps,
} satisfies Meta<typeof AccountSettings>;
export default meta;

type Story = StoryObj<typeof meta>;

export const JobSeeker: Story = { parameters: { user: storyUser } };
export const WithoutPassword: Story = { args: { showPassword: false }, parameters: { user: storyUser } };
