import type { WidgetDefinition } from '../../runtime/registry';
import { JobReceived } from './job-received';
import { jobReceivedPropsSchema } from './schema';

/** The recruiter's received applications: filters, opening one (viewed), invite / pass / reject, improper mark. */
export const jobReceivedWidget: WidgetDefinition<typeof jobReceivedPropsSchema> = {
  type: 'job-received',
  propsSchema: jobReceivedPropsSchema,
  defaultProps: jobReceivedPropsSchema.parse({}),
  render: JobReceived,
  editor: { title: '收到的简历', icon: '📥' },
};
export default jobReceivedWidget;
