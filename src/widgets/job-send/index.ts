import type { WidgetDefinition } from '../../runtime/registry';
import { JobSend } from './job-send';
import { jobSendPropsSchema } from './schema';

/** The job seeker's applications: the list with statuses, one application, and the page after applying. */
export const jobSendWidget: WidgetDefinition<typeof jobSendPropsSchema> = {
  type: 'job-send',
  propsSchema: jobSendPropsSchema,
  defaultProps: jobSendPropsSchema.parse({}),
  render: JobSend,
  editor: { title: '投递记录', icon: '📬' },
};
export default jobSendWidget;
