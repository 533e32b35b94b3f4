import type { WidgetDefinition } from '../../runtime/registry';
import { ResumePreview } from './resume-preview';
import { resumePreviewPropsSchema } from './schema';

/** The seeker's own resume as a recruiter sees it (/resume/preview), with the PDF download. */
export const resumePreviewWidget: WidgetDefinition<typeof resumePreviewPropsSchema> = {
  type: 'resume-preview',
  propsSchema: resumePreviewPropsSchema,
  defaultProps: resumePreviewPropsSchema.parse({}),
  render: ResumePreview,
  editor: { title: '简历预览', icon: '👁️' },
};
export default resumePreviewWidget;
