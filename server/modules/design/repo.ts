import type { Queryable } from '../../db/db';

export type RevisionStatus = 'draft' | 'published' | 'archived';

export interface JsonRow {
  data: Record<string, unknown>;
  updated_at: Date;
}

export interface PageRow {
  page: string;
  title: string;
  published_revision_id: number | null;
  updated_at: Date;
}

export interface PageListRow extends PageRow {
  latest_draft_id: number | null;
  latest_draft_at: Date | null;
}

export interface RevisionRow {
  id: number;
  page: string;
  status: RevisionStatus;
  body: unknown;
  note: string;
  created_by: number | null;
  created_at: Date;
}

/** A page with its newest revision and that revision's author (the studio's page list). */
export interface PageStatusRow extends PageRow {
  newest_id: number | null;
  newest_at: Date | null;
  newest_by_name: string | null;
}

export interface AuditRow {
  id: number;
  action: 'publish' | 'rollback' | 'delete';
  page: string;
  revision_id: number | null;
  previous_revision_id: number | null;
  operator_id: number | null;
  operator_name: string;
  created_at: Date;
}

const REVISION_COLUMNS = 'id, page, status, body, note, created_by, created_at';

/** A revision in a page's history: everything but its body, with its author's name. */
export interface RevisionListRow {
  id: number;
  status: RevisionStatus;
  note: string;
  created_by: number | null;
  created_by_name: string | null;
  created_at: Date;
}

/**
 * Saves move updated_at forward even when the clock has not (two saves in one
 * millisecond), so a client caching by updatedAt always sees a new value.
 */
const BUMP = (table: string) => `GREATEST($2::timestamptz, ${table}.updated_at + interval '1 millisecond')`;

/** Settings, the global design and design pages of one tenant. Times come from the app's clock. */
export function designRepo(q: Queryable, tenantId: number) {
  const jsonTable = (table: 'app_settings' | 'design') => ({
    async get(forUpdate = false): Promise<JsonRow | null> {
      const [row] = await q.query<JsonRow>(`SELECT data, updated_at FROM ${table} WHERE tenant_id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [tenantId]);
      return row ?? null;
    },
    async save(data: unknown, at: Date): Promise<Date> {
      const [row] = await q.query<{ updated_at: Date }>(
        `INSERT INTO ${table} (tenant_id, data, updated_at) VALUES ($1, $3, $2)
         ON CONFLICT (tenant_id) DO UPDATE SET data = EXCLUDED.data, updated_at = ${BUMP(table)}
         RETURNING updated_at`,
        [tenantId, at, JSON.stringify(data)],
      );
      if (!row) throw new Error(`${table}: save returned no row`);
      return row.updated_at;
    },
  });

  return {
    settings: jsonTable('app_settings'),
    design: jsonTable('design'),

    async listPages(): Promise<PageListRow[]> {
      return q.query<PageListRow>(
        `SELECT p.page, p.title, p.published_revision_id, p.updated_at, d.id AS latest_draft_id, d.created_at AS latest_draft_at
           FROM design_pages p
           LEFT JOIN LATERAL (
             SELECT r.id, r.created_at FROM design_page_revisions r
              WHERE r.tenant_id = p.tenant_id AND r.page = p.page AND r.status = 'draft'
              ORDER BY r.id DESC LIMIT 1) d ON true
          WHERE p.tenant_id = $1
          ORDER BY p.page`,
        [tenantId],
      );
    },

    async listPageStatus(): Promise<PageStatusRow[]> {
      return q.query<PageStatusRow>(
        `SELECT p.page, p.title, p.published_revision_id, p.updated_at, n.id AS newest_id, n.created_at AS newest_at, o.name AS newest_by_name
           FROM design_pages p
           LEFT JOIN LATERAL (
             SELECT r.id, r.created_at, r.created_by FROM design_page_revisions r
              WHERE r.tenant_id = p.tenant_id AND r.page = p.page
              ORDER BY r.id DESC LIMIT 1) n ON true
           LEFT JOIN operators o ON o.tenant_id = p.tenant_id AND o.id = n.created_by
          WHERE p.tenant_id = $1
          ORDER BY p.page`,
        [tenantId],
      );
    },

    /** Creates the page row; false when the key is taken. */
    async createPage(page: string, title: string, at: Date): Promise<boolean> {
      const rows = await q.query<{ page: string }>(
        'INSERT INTO design_pages (tenant_id, page, title, updated_at) VALUES ($1, $2, $3, $4) ON CONFLICT (tenant_id, page) DO NOTHING RETURNING page',
        [tenantId, page, title, at],
      );
      return rows.length === 1;
    },

    /** Removes a page with all its revisions. */
    async deletePage(page: string): Promise<void> {
      await q.query('UPDATE design_pages SET published_revision_id = NULL WHERE tenant_id = $1 AND page = $2', [tenantId, page]);
      await q.query('DELETE FROM design_page_revisions WHERE tenant_id = $1 AND page = $2', [tenantId, page]);
      await q.query('DELETE FROM design_pages WHERE tenant_id = $1 AND page = $2', [tenantId, page]);
    },

    /** Records a publish, rollback or delete; the operator's name is kept as it is now. */
    async insertAudit(e: { action: AuditRow['action']; page: string; revisionId: number | null; previousRevisionId: number | null; operatorId: number | null; at: Date }): Promise<void> {
      await q.query(
        `INSERT INTO design_audit (tenant_id, action, page, revision_id, previous_revision_id, operator_id, operator_name, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, COALESCE((SELECT name FROM operators WHERE tenant_id = $1 AND id = $6), ''), $7)`,
        [tenantId, e.action, e.page, e.revisionId, e.previousRevisionId, e.operatorId, e.at],
      );
    },

    /** Audit entries newest first, with the total of the filter. */
    async findAudit(f: { page?: string | undefined; action?: string | undefined; limit: number; offset: number }): Promise<{ rows: AuditRow[]; total: number }> {
      const where = ['tenant_id = $1'];
      const args: unknown[] = [tenantId];
      if (f.page) where.push(`page = $${args.push(f.page)}`);
      if (f.action) where.push(`action = $${args.push(f.action)}`);
      const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM design_audit WHERE ${where.join(' AND ')}`, args);
      const rows = await q.query<AuditRow>(
        `SELECT id, action, page, revision_id, previous_revision_id, operator_id, operator_name, created_at
           FROM design_audit WHERE ${where.join(' AND ')}
          ORDER BY id DESC LIMIT $${args.length + 1} OFFSET $${args.length + 2}`,
        [...args, f.limit, f.offset],
      );
      return { rows, total: count?.n ?? 0 };
    },

    async getPage(page: string, forUpdate = false): Promise<PageRow | null> {
      const [row] = await q.query<PageRow>(
        `SELECT page, title, published_revision_id, updated_at FROM design_pages WHERE tenant_id = $1 AND page = $2${forUpdate ? ' FOR UPDATE' : ''}`,
        [tenantId, page],
      );
      return row ?? null;
    },

    /** Creates the page row if missing (a page's first draft). */
    async ensurePage(page: string, title: string, at: Date): Promise<void> {
      await q.query(
        'INSERT INTO design_pages (tenant_id, page, title, updated_at) VALUES ($1, $2, $3, $4) ON CONFLICT (tenant_id, page) DO NOTHING',
        [tenantId, page, title, at],
      );
    },

    async getRevision(page: string, id: number): Promise<RevisionRow | null> {
      const [row] = await q.query<RevisionRow>(
        `SELECT ${REVISION_COLUMNS} FROM design_page_revisions WHERE tenant_id = $1 AND page = $2 AND id = $3`,
        [tenantId, page, id],
      );
      return row ?? null;
    },

    async latestDraft(page: string): Promise<RevisionRow | null> {
      const [row] = await q.query<RevisionRow>(
        `SELECT ${REVISION_COLUMNS} FROM design_page_revisions
          WHERE tenant_id = $1 AND page = $2 AND status = 'draft' ORDER BY id DESC LIMIT 1`,
        [tenantId, page],
      );
      return row ?? null;
    },

    /** The id of the page's newest revision of any status; null when it has none. */
    async newestRevisionId(page: string): Promise<number | null> {
      const [row] = await q.query<{ id: number }>(
        'SELECT id FROM design_page_revisions WHERE tenant_id = $1 AND page = $2 ORDER BY id DESC LIMIT 1',
        [tenantId, page],
      );
      return row?.id ?? null;
    },

    /** A page's revisions, newest first, without bodies. */
    async listRevisions(page: string, limit: number): Promise<RevisionListRow[]> {
      return q.query<RevisionListRow>(
        `SELECT r.id, r.status, r.note, r.created_by, o.name AS created_by_name, r.created_at
           FROM design_page_revisions r
           LEFT JOIN operators o ON o.tenant_id = r.tenant_id AND o.id = r.created_by
          WHERE r.tenant_id = $1 AND r.page = $2
          ORDER BY r.id DESC LIMIT $3`,
        [tenantId, page, limit],
      );
    },

    /** The published revision with the page's publish time. */
    async published(page: string): Promise<(RevisionRow & { published_at: Date }) | null> {
      const [row] = await q.query<RevisionRow & { published_at: Date }>(
        `SELECT r.id, r.page, r.status, r.body, r.note, r.created_by, r.created_at, p.updated_at AS published_at
           FROM design_pages p
           JOIN design_page_revisions r ON r.tenant_id = p.tenant_id AND r.id = p.published_revision_id
          WHERE p.tenant_id = $1 AND p.page = $2`,
        [tenantId, page],
      );
      return row ?? null;
    },

    /** Adds a revision; revisions are never updated afterwards except for their status. */
    async insertRevision(page: string, status: RevisionStatus, body: unknown, note: string, createdBy: number | null, at: Date): Promise<number> {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO design_page_revisions (tenant_id, page, status, body, note, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [tenantId, page, status, JSON.stringify(body), note, createdBy, at],
      );
      if (!row) throw new Error('design_page_revisions: insert returned no row');
      return row.id;
    },

    /**
     * Points the page at a revision: the one published before is archived and
     * this one marked published. Returns the new publish time.
     */
    async publish(page: string, revisionId: number, title: string, at: Date): Promise<Date> {
      await q.query(
        `UPDATE design_page_revisions SET status = 'archived'
          WHERE tenant_id = $1 AND page = $2 AND status = 'published' AND id <> $3`,
        [tenantId, page, revisionId],
      );
      await q.query(`UPDATE design_page_revisions SET status = 'published' WHERE tenant_id = $1 AND page = $2 AND id = $3`, [
        tenantId,
        page,
        revisionId,
      ]);
      const [row] = await q.query<{ updated_at: Date }>(
        `UPDATE design_pages SET published_revision_id = $3, title = $4, updated_at = ${BUMP('design_pages')}
          WHERE tenant_id = $1 AND page = $5 RETURNING updated_at`,
        [tenantId, at, revisionId, title, page],
      );
      if (!row) throw new Error(`design_pages: no row for ${page}`);
      return row.updated_at;
    },
  };
}
export type DesignRepo = ReturnType<typeof designRepo>;
