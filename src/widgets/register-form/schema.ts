import { z } from 'zod';

/** Props of the registration form (/register), as designers set them in the page JSON. */
export const registerFormPropsSchema = z.object({
  /** The role chosen first when the address has no ?role= (0 job seeker, 1 recruiter). */
  defaultRole: z.union([z.literal(0), z.literal(1)]).default(0),
  /** Where a job seeker goes after registering. */
  seekerDoneLink: z.string().startsWith('/').default('/me'),
  /** Where a recruiter goes after registering. */
  recruiterDoneLink: z.string().startsWith('/').default('/me'),
  /** Where a recruiter goes after asking to join an existing company: the request's state is shown there. */
  requestDoneLink: z.string().startsWith('/').default('/my/company-members'),
});
export type RegisterFormProps = z.infer<typeof registerFormPropsSchema>;
