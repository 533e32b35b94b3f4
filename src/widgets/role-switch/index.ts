import type { WidgetDefinition } from '../../runtime/registry';
import { RoleSwitch } from './role-switch';
import { roleSwitchPropsSchema } from './schema';

/** Role switching: job seeker ↔ recruiter here (switchRoleBefore → switchRole), or on another device (code URL, scan, confirm). */
export const roleSwitchWidget: WidgetDefinition<typeof roleSwitchPropsSchema> = {
  type: 'role-switch',
  propsSchema: roleSwitchPropsSchema,
  defaultProps: roleSwitchPropsSchema.parse({}),
  render: RoleSwitch,
  editor: { title: '切换身份', icon: '🔄' },
};
export default roleSwitchWidget;
