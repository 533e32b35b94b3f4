import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordReset } from './password-reset';
import { passwordResetWidget } from './index';

/** Password recovery (/forgot): verify the number with a code, then set a new password. */
const meta = {
  title: 'Widgets/Password reset',
  component: PasswordReset,
  args: passwordResetWidget.defaultProps,
} satisfies Meta<typeof PasswordReset>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
