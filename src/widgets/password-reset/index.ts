import type { WidgetDefinition } from '../../runtime/registry';
import { PasswordReset } from './password-reset';
import { passwordResetPropsSchema } from './schema';

/** Password recovery (/forgot): a code to the number (resetCode), the code traded for a ticket (resetValid), the new password (reset). */
export const passwordResetWidget: WidgetDefinition<typeof passwordResetPropsSchema> = {
  type: 'password-reset',
  propsSchema: passwordResetPropsSchema,
  defaultProps: passwordResetPropsSchema.parse({}),
  render: PasswordReset,
  editor: { title: '找回密码', icon: '🔑' },
};
export default passwordResetWidget;
