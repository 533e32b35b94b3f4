import type { WidgetDefinition } from '../../runtime/registry';
import { ComingSoon } from './coming-soon';
import { comingSoonPropsSchema } from './schema';

/** The coming-soon placeholder for pages whose feature is not built yet. */
export const comingSoonWidget: WidgetDefinition<typeof comingSoonPropsSchema> = {
  type: 'coming-soon',
  propsSchema: comingSoonPropsSchema,
  defaultProps: comingSoonPropsSchema.parse({}),
  render: ComingSoon,
  editor: { title: '敬请期待', icon: '⏳' },
};
export default comingSoonWidget;
