import type { WidgetDefinition } from '../../runtime/registry';
import { BaseInfo } from './base-info';
import { baseInfoPropsSchema } from './schema';

/** The base-info editor (/my/base-info): name for everyone, gender, birthday, degree, status and work start for job seekers. */
export const baseInfoWidget: WidgetDefinition<typeof baseInfoPropsSchema> = {
  type: 'base-info',
  propsSchema: baseInfoPropsSchema,
  defaultProps: baseInfoPropsSchema.parse({}),
  render: BaseInfo,
  editor: { title: '基本信息', icon: '🪪' },
};
export default baseInfoWidget;
