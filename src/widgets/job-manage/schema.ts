import { z } from 'zod';

/** Props of the recruiter's job list (/job/manage), as designers set them in the page JSON. */
export const jobManagePropsSchema = z.object({
  /** Jobs per page. */
  limit: z.number().int().min(5).max(50).default(20),
  /** The button that opens the editor for a new job. */
  createText: z.string().min(1).max(10).default('发布职位'),
  /** Where the editor is (a new job; ?id= edits one). */
  editPath: z.string().startsWith('/').max(100).default('/job/edit'),
});
export type JobManageProps = z.infer<typeof jobManagePropsSchema>;
