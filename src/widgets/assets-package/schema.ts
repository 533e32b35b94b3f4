import { z } from 'zod';

/** Props of a recruiter's packages (/vip/my-assets-package), as designers set them in the page JSON. */
export const assetsPackagePropsSchema = z.object({
  /** Text when the company has bought no package yet. */
  emptyText: z.string().max(30).default('还没有购买套餐'),
});
export type AssetsPackageProps = z.infer<typeof assetsPackagePropsSchema>;
