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
