import type { WidgetDefinition } from '../../runtime/registry';
import { RegisterForm } from './register-form';
import { registerFormPropsSchema } from './schema';

/** Registration (/register): a job seeker's base info, or a recruiter's position and company (created or joined). */
export const registerFormWidget: WidgetDefinition<typeof registerFormPropsSchema> = {
  type: 'register-form',
  propsSchema: registerFormPropsSchema,
  defaultProps: registerFormPropsSchema.parse({}),
  render: RegisterForm,
  editor: { title: '注册表单', icon: '🧾' },
};
export default registerFormWidget;
