import type { WidgetDefinition } from '../../runtime/registry';
import { JobApplyBar } from './job-apply-bar';
import { jobApplyBarPropsSchema } from './schema';

/** The bottom bar of /job/:id: 沟通 (chat with the recruiter) and 投递简历 (the application flow). */
export const jobApplyBarWidget: WidgetDefinition<typeof jobApplyBarPropsSchema> = {
  type: 'job-apply-bar',
  propsSchema: jobApplyBarPropsSchema,
  defaultProps: jobApplyBarPropsSchema.parse({}),
  render: JobApplyBar,
  editor: { title: '投递栏', icon: '📨' },
};
export default jobApplyBarWidget;
