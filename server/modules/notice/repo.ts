import type { Notice } from '../../../schemas/job-send';
import type { Queryable } from '../../db/db';

interface NoticeRow {
  id: number;
  kind: string;
  title: string;
  content: string;
  model: string;
  model_id: number | null;
  link: string;
  read_at: Date | null;
  created_at: Date;
}

const toNotice = (r: NoticeRow): Notice => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  content: r.content,
  model: r.model,
  modelId: r.model_id,
  link: r.link,
  read: r.read_at !== null,
  createdAt: r.created_at.toISOString(),
});

/** A notice to write: to whom, what happened and what it opens. */
export interface NoticeWrite {
  userId: number;
  /** What happened, e.g. 'company.join-request'. */
  kind: string;
  title: string;
  content: string;
  /** The record it is about, e.g. 'company-join' and the request id. */
  model: string;
  modelId: number | null;
  /** An internal path the notice opens. */
  link: string;
}

/** A user's notices (written by notify() of the modules that change things). */
export function noticeRepo(q: Queryable, tenantId: number) {
  return {
    async find(userId: number, unreadOnly: boolean, page: number, limit: number): Promise<{ list: Notice[]; total: number; unread: number }> {
      const filter = unreadOnly ? ' AND read_at IS NULL' : '';
      const [c] = await q.query<{ total: number; unread: number }>(
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE read_at IS NULL)::int AS unread
           FROM user_notices WHERE tenant_id = $1 AND user_id = $2`,
        [tenantId, userId],
      );
      const rows = await q.query<NoticeRow>(
        `SELECT id, kind, title, content, model, model_id, link, read_at, created_at FROM user_notices
          WHERE tenant_id = $1 AND user_id = $2${filter} ORDER BY id DESC LIMIT $3 OFFSET $4`,
        [tenantId, userId, limit, (page - 1) * limit],
      );
      const unread = c?.unread ?? 0;
      return { list: rows.map(toNotice), total: unreadOnly ? unread : (c?.total ?? 0), unread };
    },

    /** Marks notices read; ids of other users' notices are ignored. Returns how many changed. */
    async read(userId: number, ids: readonly number[] | null, at: Date): Promise<number> {
      const rows = await q.query<{ id: number }>(
        `UPDATE user_notices SET read_at = $3 WHERE tenant_id = $1 AND user_id = $2 AND read_at IS NULL
            AND ($4::int[] IS NULL OR id = ANY($4::int[])) RETURNING id`,
        [tenantId, userId, at, ids],
      );
      return rows.length;
    },

    async add(n: NoticeWrite): Promise<void> {
      await q.query(
        `INSERT INTO user_notices (tenant_id, user_id, kind, title, content, model, model_id, link) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [tenantId, n.userId, n.kind, n.title, n.content, n.model, n.modelId, n.link],
      );
    },

    async unread(userId: number): Promise<number> {
      const [c] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM user_notices WHERE tenant_id = $1 AND user_id = $2 AND read_at IS NULL', [tenantId, userId]);
      return c?.n ?? 0;
    },
  };
}
