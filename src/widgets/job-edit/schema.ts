import { z } from 'zod';

/** Props of the job editor (/job/edit, ?id= edits a job), as designers set them in the page JSON. */
export const jobEditPropsSchema = z.object({
  /** The button of a new job. */
  publishText: z.string().min(1).max(10).default('发布职位'),
  /** The button of an existing job. */
  saveText: z.string().min(1).max(10).default('保存修改'),
  /** Where to go after saving: the recruiter's job list. */
  donePath: z.string().startsWith('/').max(100).default('/job/manage'),
  /** Keep an unfinished new job as a draft (privateDrafts) and offer it next time. */
  keepDraft: z.boolean().default(true),
});
export type JobEditProps = z.infer<typeof jobEditPropsSchema>;
