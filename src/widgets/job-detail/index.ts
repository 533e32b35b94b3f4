import type { WidgetDefinition } from '../../runtime/registry';
import { JobDetailView } from './job-detail';
import { jobDetailPropsSchema } from './schema';

/** The job page body: title and pay, requirements, company card, description, address with a map, recruiter, similar jobs, share. */
export const jobDetailWidget: WidgetDefinition<typeof jobDetailPropsSchema> = {
  type: 'job-detail',
  propsSchema: jobDetailPropsSchema,
  defaultProps: jobDetailPropsSchema.parse({}),
  render: JobDetailView,
  editor: { title: '职位详情', icon: '📋' },
};
export default jobDetailWidget;
