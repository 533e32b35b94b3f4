import { z } from 'zod';

/** Props of the password recovery form (/forgot), as designers set them in the page JSON. */
export const passwordResetPropsSchema = z.object({
  /** Where to go after the new password is set. */
  doneLink: z.string().startsWith('/').default('/login'),
});
export type PasswordResetProps = z.infer<typeof passwordResetPropsSchema>;
