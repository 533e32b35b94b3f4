import { z } from 'zod';

/** Props of the device authorisation screen (/me/authorize), as designers set them in the page JSON. */
export const deviceAuthorizePropsSchema = z.object({
  /** Where to go after confirming or refusing. */
  doneLink: z.string().startsWith('/').default('/me'),
});
export type DeviceAuthorizeProps = z.infer<typeof deviceAuthorizePropsSchema>;
