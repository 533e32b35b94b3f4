import { z } from 'zod';

/** Props of the shielded-companies screen (/my/shield), as designers set them in the page JSON. */
export const shieldListPropsSchema = z.object({
  /** The line above the search: what shielding does. */
  intro: z.string().max(80).default('屏蔽后，这些公司的招聘者将无法搜索和查看你的简历。'),
});
export type ShieldListProps = z.infer<typeof shieldListPropsSchema>;
