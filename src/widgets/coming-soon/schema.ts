import { z } from 'zod';

/** Props of the coming-soon placeholder, as designers set them in the page JSON. */
export const comingSoonPropsSchema = z.object({
  /** The headline, e.g. the feature's name and that it is on its way. */
  title: z.string().min(1).max(20).default('功能即将上线'),
  /** One or two friendly sentences under the headline. */
  description: z.string().max(100).default('我们正在加紧开发中，敬请期待～'),
});
export type ComingSoonProps = z.infer<typeof comingSoonPropsSchema>;
