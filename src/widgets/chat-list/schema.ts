import { z } from 'zod';

/** Props of the conversation list (/message), as designers set them in the page JSON. */
export const chatListPropsSchema = z.object({
  /** Heading above the list; empty hides it. */
  title: z.string().max(20).default('消息'),
  /** Shown when there is no conversation yet. */
  emptyText: z.string().max(40).default('暂无消息，去看看职位吧'),
  /** Offer 置顶 / 拉黑 / 删除 by swiping a row left or pressing it long. */
  showActions: z.boolean().default(true),
  /** Where a row leads: the conversation page (its cid is added as ?cid=). */
  chatPath: z.string().startsWith('/').default('/chat'),
});
export type ChatListProps = z.infer<typeof chatListPropsSchema>;
