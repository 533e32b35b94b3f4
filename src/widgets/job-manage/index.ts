import type { WidgetDefinition } from '../../runtime/registry';
import { JobManage } from './job-manage';
import { jobManagePropsSchema } from './schema';

/** The recruiter's jobs with views and applications, and close, reopen, refresh and edit (channelResultFind, saveMany). */
export const jobManageWidget: WidgetDefinition<typeof jobManagePropsSchema> = {
  type: 'job-manage',
  propsSchema: jobManagePropsSchema,
  defaultProps: jobManagePropsSchema.parse({}),
  render: JobManage,
  editor: { title: '职位管理', icon: '🗃️' },
};
export default jobManageWidget;
