import { z } from 'zod';

/** The sections the editor can show, in the order they appear. */
export const RESUME_EDITOR_SECTIONS = ['base', 'expect', 'work', 'education', 'project', 'skill', 'certificate', 'language', 'intro', 'attachment'] as const;

/** Props of the resume editor (/resume/resume, and /my/expect with the expectations only), as designers set them. */
export const resumeEditorPropsSchema = z.object({
  /** Which sections to show, in order (the /my/expect page shows only 'expect'). */
  sections: z.array(z.enum(RESUME_EDITOR_SECTIONS)).min(1).max(RESUME_EDITOR_SECTIONS.length).default([...RESUME_EDITOR_SECTIONS]),
  /** Show the top bar, the label summary and the completeness card (off on /my/expect). */
  showSummary: z.boolean().default(true),
  /** Title of the top bar. */
  title: z.string().min(1).max(12).default('我的简历'),
  /** Where 预览 goes. */
  previewPath: z.string().startsWith('/').default('/resume/preview'),
});
export type ResumeEditorProps = z.infer<typeof resumeEditorPropsSchema>;
