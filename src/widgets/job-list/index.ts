import type { WidgetDefinition } from '../../runtime/registry';
import { JobList } from './job-list';
import { jobListPropsSchema } from './schema';

/** The job list widget: jobs from /api-user/job/find through the protocol, with infinite scroll. */
export const jobListWidget: WidgetDefinition<typeof jobListPropsSchema> = {
  type: 'job-list',
  propsSchema: jobListPropsSchema,
  defaultProps: jobListPropsSchema.parse({}),
  render: JobList,
  editor: { title: '职位列表', icon: '💼' },
};
export default jobListWidget;
