import type { WidgetDefinition } from '../../runtime/registry';
import { ResumeDetail } from './resume-detail';
import { resumeDetailPropsSchema } from './schema';

/** A seeker's resume as a recruiter opens it (/resume/:id): contact masked with the reason, and 沟通. */
export const resumeDetailWidget: WidgetDefinition<typeof resumeDetailPropsSchema> = {
  type: 'resume-detail',
  propsSchema: resumeDetailPropsSchema,
  defaultProps: resumeDetailPropsSchema.parse({}),
  render: ResumeDetail,
  editor: { title: '简历详情', icon: '📑' },
};
export default resumeDetailWidget;
