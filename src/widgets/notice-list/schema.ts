import { z } from 'zod';

/** Props of the user's notices (/my/notices), as designers set them in the page JSON. */
export const noticeListPropsSchema = z.object({
  /** Notices loaded per page. */
  limit: z.number().int().min(5).max(50).default(20),
  /** Text when there are none. */
  emptyText: z.string().max(30).default('暂无通知'),
});
export type NoticeListProps = z.infer<typeof noticeListPropsSchema>;
