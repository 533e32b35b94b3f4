import type { WidgetDefinition } from '../../runtime/registry';
import { ShieldList } from './shield-list';
import { shieldListPropsSchema } from './schema';

/** Companies a job seeker hides the resume from (shieldFind, shieldSave, shieldDelete). */
export const shieldListWidget: WidgetDefinition<typeof shieldListPropsSchema> = {
  type: 'shield-list',
  propsSchema: shieldListPropsSchema,
  defaultProps: shieldListPropsSchema.parse({}),
  render: ShieldList,
  editor: { title: '屏蔽公司', icon: '🚫' },
};
export default shieldListWidget;
