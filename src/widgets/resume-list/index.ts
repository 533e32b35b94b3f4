import type { WidgetDefinition } from '../../runtime/registry';
import { ResumeList } from './resume-list';
import { resumeListPropsSchema } from './schema';

/** The recruiter's resume search (/resume-list): keyword, city, position, degree, experience; infinite paging. */
export const resumeListWidget: WidgetDefinition<typeof resumeListPropsSchema> = {
  type: 'resume-list',
  propsSchema: resumeListPropsSchema,
  defaultProps: resumeListPropsSchema.parse({}),
  render: ResumeList,
  editor: { title: '简历列表', icon: '📚' },
};
export default resumeListWidget;
