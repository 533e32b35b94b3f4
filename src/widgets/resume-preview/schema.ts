import { z } from 'zod';

/** Props of the resume preview (/resume/preview): the seeker's own resume as a recruiter will see it. */
export const resumePreviewPropsSchema = z.object({
  /** Title of the top bar. */
  title: z.string().min(1).max(12).default('简历预览'),
  /** Offer the PDF download (through the file-download popup). */
  download: z.boolean().default(true),
  /** Where 编辑 goes. */
  editPath: z.string().startsWith('/').default('/resume/resume'),
});
export type ResumePreviewProps = z.infer<typeof resumePreviewPropsSchema>;
