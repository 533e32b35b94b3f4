import type { WidgetDefinition } from '../../runtime/registry';
import { JobSearch } from './job-search';
import { jobSearchPropsSchema } from './schema';

/** The job search screen: keyword with suggestions and history, sort tabs, area and filter popups, nearby jobs, infinite list. */
export const jobSearchWidget: WidgetDefinition<typeof jobSearchPropsSchema> = {
  type: 'job-search',
  propsSchema: jobSearchPropsSchema,
  defaultProps: jobSearchPropsSchema.parse({}),
  render: JobSearch,
  editor: { title: '职位搜索', icon: '🔎' },
};
export default jobSearchWidget;
