import { z } from 'zod';

/** Props of the recruiter's resume search (/resume-list), as designers set them. */
export const resumeListPropsSchema = z.object({
  /** Placeholder of the keyword box. */
  placeholder: z.string().max(30).default('搜索职位、技能、学校'),
  /** Resumes per page. */
  limit: z.number().int().min(5).max(50).default(15),
  /** Degrees offered in the filter. */
  degrees: z.array(z.string().min(1).max(10)).min(1).max(12).default(['大专', '本科', '硕士', '博士']),
  /** Experience ranges offered in the filter: label and the years [min, max] (max 0: no upper bound). */
  experiences: z
    .array(z.object({ label: z.string().min(1).max(10), min: z.number().int().min(0).max(60), max: z.number().int().min(0).max(60) }))
    .max(10)
    .default([
      { label: '应届生', min: 0, max: 0 },
      { label: '1-3年', min: 1, max: 3 },
      { label: '3-5年', min: 3, max: 5 },
      { label: '5-10年', min: 5, max: 10 },
      { label: '10年以上', min: 10, max: 0 },
    ]),
});
export type ResumeListProps = z.infer<typeof resumeListPropsSchema>;
