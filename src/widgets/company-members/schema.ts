import { z } from 'zod';

/** Props of the company members screen (/my/company-members), as designers set them in the page JSON. */
export const companyMembersPropsSchema = z.object({
  /** The line on top for owners and admins. */
  managerIntro: z.string().max(60).default('同事申请加入企业后需经您审核，通过后才能管理职位和简历'),
  /** Shown to a user who belongs to no company and has asked to join none. */
  emptyText: z.string().max(60).default('您还没有加入企业'),
  /** Where the empty state's button leads: registration as a recruiter. */
  registerLink: z.string().startsWith('/').default('/register?role=1'),
});
export type CompanyMembersProps = z.infer<typeof companyMembersPropsSchema>;
