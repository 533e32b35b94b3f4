import type { WidgetDefinition } from '../../runtime/registry';
import { ResumeEditor } from './resume-editor';
import { resumeEditorPropsSchema } from './schema';

/** The online resume editor (/resume/resume, /my/expect): sections, completeness, drafts, attachments and their analysis. */
export const resumeEditorWidget: WidgetDefinition<typeof resumeEditorPropsSchema> = {
  type: 'resume-editor',
  propsSchema: resumeEditorPropsSchema,
  defaultProps: resumeEditorPropsSchema.parse({}),
  render: ResumeEditor,
  editor: { title: '简历编辑', icon: '🧑‍💼' },
};
export default resumeEditorWidget;
