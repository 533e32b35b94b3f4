import type { WidgetDefinition } from '../../runtime/registry';
import { JobEdit } from './job-edit';
import { jobEditPropsSchema } from './schema';

/** The recruiter's job editor: every field with the server's rules, saved through saveMany. */
export const jobEditWidget: WidgetDefinition<typeof jobEditPropsSchema> = {
  type: 'job-edit',
  propsSchema: jobEditPropsSchema,
  defaultProps: jobEditPropsSchema.parse({}),
  render: JobEdit,
  editor: { title: '编辑职位', icon: '✏️' },
};
export default jobEditWidget;
