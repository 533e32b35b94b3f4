import { z } from 'zod';

/** One tab: its title; its content is the node's child at the same position. */
export const tabSchema = z.object({
  /** Label in the tab strip, at most 8 characters. */
  title: z.string().min(1).max(8),
});

/** Props of the tabs container, as designers set them in the page JSON. */
export const tabsContainerPropsSchema = z.object({
  /** The tabs, in order; tab i shows the node's child i (at most 10). */
  tabs: z.array(tabSchema).max(10).default([]),
  /** Keep the tab strip at the top of the screen while the content scrolls. */
  sticky: z.boolean().default(false),
});
export type TabsContainerProps = z.infer<typeof tabsContainerPropsSchema>;
