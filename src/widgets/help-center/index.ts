import type { WidgetDefinition } from '../../runtime/registry';
import { HelpCenter } from './help-center';
import { helpCenterPropsSchema } from './schema';

/** The help centre: questions by category from helpList, searchable, each answer opened in place (helpGet). */
export const helpCenterWidget: WidgetDefinition<typeof helpCenterPropsSchema> = {
  type: 'help-center',
  propsSchema: helpCenterPropsSchema,
  defaultProps: helpCenterPropsSchema.parse({}),
  render: HelpCenter,
  editor: { title: '帮助中心', icon: '❓' },
};
export default helpCenterWidget;
