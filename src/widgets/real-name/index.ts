import type { WidgetDefinition } from '../../runtime/registry';
import { RealName } from './real-name';
import { realNamePropsSchema } from './schema';

/** Real-name verification (/my/real-name): name and resident ID number, checked by the identity service. */
export const realNameWidget: WidgetDefinition<typeof realNamePropsSchema> = {
  type: 'real-name',
  propsSchema: realNamePropsSchema,
  defaultProps: realNamePropsSchema.parse({}),
  render: RealName,
  editor: { title: '实名认证', icon: '🛡️' },
};
export default realNameWidget;
