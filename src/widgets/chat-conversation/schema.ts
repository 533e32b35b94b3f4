import { z } from 'zod';

/** Props of the conversation screen (/chat), as designers set them in the page JSON. */
export const chatConversationPropsSchema = z.object({
  /**
   * The conversation to show. Normally empty: the address names it (contract 4) —
   * ?cid=C, ?jobId=J (the seeker with the job's recruiter) or ?userId=U&jobId=J.
   */
  cid: z.coerce.number().int().positive().optional(),
  /** A job whose recruiter to talk to (as ?jobId=). */
  jobId: z.coerce.number().int().positive().optional(),
  /** A user to talk to (as ?userId=, with jobId optional). */
  userId: z.coerce.number().int().positive().optional(),
  /** Show the job the conversation is about at the top. */
  showJobCard: z.boolean().default(true),
  /** Show the exchange buttons (换电话, 换微信, 发简历, 约面试). */
  showExchangeBar: z.boolean().default(true),
  /** Placeholder of the text box. */
  placeholder: z.string().max(30).default('说点什么…'),
});
export type ChatConversationProps = z.infer<typeof chatConversationPropsSchema>;
