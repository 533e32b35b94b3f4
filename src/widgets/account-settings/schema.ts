import { z } from 'zod';

/** Props of the account and settings screen (/my/settings), as designers set them in the page JSON. */
export const accountSettingsPropsSchema = z.object({
  /** Show the password change section. */
  showPassword: z.boolean().default(true),
  /** Show the bound mobile numbers. */
  showMobiles: z.boolean().default(true),
});
export type AccountSettingsProps = z.infer<typeof accountSettingsPropsSchema>;
