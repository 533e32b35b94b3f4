import type { Queryable } from '../../db/db';

/** A change the other side of an application is told about. */
export interface NoticeInput {
  userId: number;
  /** What happened, e.g. 'job-send.invited'. */
  kind: string;
  title: string;
  content: string;
  /** The record it is about ('job-send' and the application id). */
  model: string;
  modelId: number | null;
  /** An internal path the notice opens. */
  link: string;
}

/**
 * Tells a user about a change: a notice row now; the chat system message
 * (once chat exists) goes out from here too, so callers never change.
 */
export async function notify(q: Queryable, tenantId: number, n: NoticeInput): Promise<void> {
  await q.query(
    `INSERT INTO user_notices (tenant_id, user_id, kind, title, content, model, model_id, link) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [tenantId, n.userId, n.kind, n.title, n.content, n.model, n.modelId, n.link],
  );
}
