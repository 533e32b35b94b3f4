import { z } from 'zod';

/** Props of the role switch (/me/switch-role), as designers set them in the page JSON. */
export const roleSwitchPropsSchema = z.object({
  /** Where to go once the role changed (the tab bar then follows the new role). */
  doneLink: z.string().startsWith('/').default('/'),
  /** Offer switching on another device through a code URL. */
  allowOtherDevice: z.boolean().default(true),
});
export type RoleSwitchProps = z.infer<typeof roleSwitchPropsSchema>;
