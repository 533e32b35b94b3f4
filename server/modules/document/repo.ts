import type { Queryable } from '../../db/db';

export interface DocumentRow {
  key: string;
  title: string;
  content: string;
  updated_at: Date;
}

/** The documents an operator published (user agreement, privacy policy, …). */
export function documentRepo(q: Queryable, tenantId: number) {
  return {
    byKeys: (keys: readonly string[]) =>
      q.query<DocumentRow>('SELECT key, title, content, updated_at FROM documents WHERE tenant_id = $1 AND key = ANY($2::text[])', [tenantId, keys]),
  };
}
