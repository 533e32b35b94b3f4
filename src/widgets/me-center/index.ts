import type { WidgetDefinition } from '../../runtime/registry';
import { MeCenter } from './me-center';
import { meCenterPropsSchema } from './schema';

/** The personal centre (/me): who is logged in, the menu of their role, and logging out. */
export const meCenterWidget: WidgetDefinition<typeof meCenterPropsSchema> = {
  type: 'me-center',
  propsSchema: meCenterPropsSchema,
  defaultProps: meCenterPropsSchema.parse({}),
  render: MeCenter,
  editor: { title: '个人中心', icon: '👤' },
};
export default meCenterWidget;
