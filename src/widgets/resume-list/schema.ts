import { z } from 'zod';
import { DEGREES, EXPERIENCE_FILTERS } from '../../../schemas/resume';

/** Props of the recruiter's resume search (/resume-list), as designers set them. */
export const resumeListPropsSchema = z.object({
  /** Placeholder of the keyword box. */
  placeholder: z.string().max(30).default('搜索职位、技能、学校'),
  /** Resumes per page. */
  limit: z.number().int().min(5).max(50).default(15),
  /** Degrees offered in the filter (at least this degree). */
  degrees: z.array(z.enum(DEGREES)).min(1).max(DEGREES.length).default(['大专', '本科', '硕士', '博士']),
  /** Experience buckets offered in the filter. */
  experiences: z.array(z.enum(EXPERIENCE_FILTERS)).min(1).max(EXPERIENCE_FILTERS.length).default(EXPERIENCE_FILTERS.filter((e) => e !== '不限')),
});
export type ResumeListProps = z.infer<typeof resumeListPropsSchema>;
