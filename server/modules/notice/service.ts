import type { Queryable } from '../../db/db';
import { noticeRepo, type NoticeWrite } from './repo';

export type { NoticeWrite } from './repo';

/**
 * Writes notices for other modules (their services get it where server/app.ts
 * wires them). It takes the caller's transaction, so a notice exists exactly
 * when the change it tells of was committed.
 */
export interface NoticeWriter {
  write(q: Queryable, tenantId: number, notices: readonly NoticeWrite[]): Promise<void>;
}

export function createNoticeWriter(): NoticeWriter {
  return {
    async write(q, tenantId, notices) {
      const repo = noticeRepo(q, tenantId);
      for (const n of notices) await repo.add(n);
    },
  };
}
