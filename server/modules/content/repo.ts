import type { z } from 'zod';
import {
  ARTICLE_KINDS,
  type ArticleSummary,
  type articleFindInputSchema,
  type CompanySummary,
  type companyFindInputSchema,
  type LiveSummary,
  type liveFindInputSchema,
} from '../../../schemas/content';
import type { Queryable } from '../../db/db';

type CompanyFindInput = z.infer<typeof companyFindInputSchema>;
type ArticleFindInput = z.infer<typeof articleFindInputSchema>;
type LiveFindInput = z.infer<typeof liveFindInputSchema>;

export interface Found<T> {
  list: T[];
  total: number;
}

/** An article with its HTML body, as stored (the service strips scripts). */
export interface ArticleRecord extends ArticleSummary {
  content: string;
}

/** What a detail page's SEO answer is made from. */
export interface SeoSubject {
  title: string;
  description: string;
  keywords: string[];
  /** The record's picture for a share card (company logo, cover); '' when it has none. */
  image: string;
  /**
   * The record's opening text as its page shows it (line breaks kept, at most SEO_BODY_CHARS): the first
   * screen's skeleton writes it, so a phone reads the real text, as much as fills the screen, before the app.
   */
  body: string;
}

/** Characters of a record's opening text the page skeleton writes: more than one phone screen holds. */
export const SEO_BODY_CHARS = 600;
/** Characters read for it: room for the runs of spaces and empty lines openingText folds away. */
const SEO_BODY_READ_CHARS = SEO_BODY_CHARS + 200;

/** The text of an article's HTML: tags out, the common entities read, a paragraph, heading or item a line (an empty line after a paragraph). */
function textOfHtml(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
  return html
    .replace(/<(?:script|style)[^>]*>[\s\S]*?<\/(?:script|style)>/gi, '')
    .replace(/>\s+</g, '><')
    .replace(/<\/(?:p|div)>/gi, '\n\n')
    .replace(/<\/(?:ul|ol)>/gi, '\n')
    .replace(/<\/(?:h[1-6]|li)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => entities[e] ?? '');
}

/** Opening text as a page shows it: spaces folded within lines, at most one empty line, trimmed, cut to size. */
function openingText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u3000]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, SEO_BODY_CHARS);
}

const KIND_NAME: Record<number, ArticleSummary['kind']> = { [ARTICLE_KINDS.news]: 'news', [ARTICLE_KINDS.notice]: 'notice' };

/** LIKE pattern of a keyword, with %, _ and \ taken literally. */
const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/** Builds `WHERE …` with numbered parameters after the tenant id ($1). */
function whereBuilder(tenantId: number, first: string) {
  const where = [first];
  const params: unknown[] = [tenantId];
  return {
    where,
    params,
    add(sql: (n: string) => string, value: unknown) {
      params.push(value);
      where.push(sql(`$${params.length}`));
    },
    /** Appends limit and offset; returns their placeholders. */
    page(page: number, limit: number): string {
      params.push(limit, (page - 1) * limit);
      return `LIMIT $${params.length - 1} OFFSET $${params.length}`;
    },
  };
}

interface CompanyRow {
  id: number;
  name: string;
  short_name: string;
  logo: string;
  industry_name: string | null;
  scale: string;
  nature: string;
  city_name: string | null;
  verified: boolean;
  job_count: number;
}

interface ArticleRow {
  id: number;
  kind: number;
  category: string;
  title: string;
  summary: string;
  cover: string;
  views: number;
  published_at: Date;
}

interface LiveRow {
  id: number;
  title: string;
  cover: string;
  status: number;
  start_at: Date;
  viewers: number;
  company_id: number;
  company_name: string;
}

const toArticle = (r: ArticleRow): ArticleSummary => ({
  id: r.id,
  kind: KIND_NAME[r.kind] ?? 'news',
  category: r.category,
  title: r.title,
  summary: r.summary,
  cover: r.cover,
  views: r.views,
  publishedAt: r.published_at.toISOString(),
});

/** A replay (3) is listed as ended: the list has three states. */
const liveStatus = (s: number): LiveSummary['status'] => (s === 1 ? 1 : s === 2 || s === 3 ? 2 : 0);

/** Companies, articles and lives of one tenant, as the list widgets read them. */
export function contentRepo(q: Queryable, tenantId: number) {
  return {
    async findCompanies(input: CompanyFindInput): Promise<Found<CompanySummary>> {
      const w = whereBuilder(tenantId, 'c.tenant_id = $1');
      if (input.keyword) w.add((n) => `(c.name ILIKE ${n} OR c.short_name ILIKE ${n})`, likeOf(input.keyword));
      if (input.cityCode) w.add((n) => `c.city_code = ${n}`, input.cityCode);
      if (input.verified !== undefined) w.add((n) => `c.verified = ${n}`, input.verified);
      if (input.industryId) {
        // Top-level industries are 1..99; children are parent * 100 + n.
        if (input.industryId < 100) w.add((n) => `c.industry_id BETWEEN ${n} * 100 AND ${n} * 100 + 99`, input.industryId);
        else w.add((n) => `c.industry_id = ${n}`, input.industryId);
      }
      if (input.scale) w.add((n) => `c.scale = ${n}`, input.scale);
      if (input.nature) w.add((n) => `c.nature = ${n}`, input.nature);
      const whereSql = w.where.join(' AND ');
      const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM companies c WHERE ${whereSql}`, w.params);
      const limit = w.page(input.page, input.limit);
      const rows = await q.query<CompanyRow>(
        `SELECT c.id, c.name, c.short_name, c.logo, i.name AS industry_name, c.scale, c.nature, a.name AS city_name, c.verified,
                (SELECT count(*)::int FROM jobs j WHERE j.tenant_id = c.tenant_id AND j.company_id = c.id AND j.status = 1) AS job_count
           FROM companies c
           LEFT JOIN industries i ON i.id = c.industry_id
           LEFT JOIN areas a ON a.code = c.city_code
          WHERE ${whereSql}
          ORDER BY c.verified DESC, job_count DESC, c.id
          ${limit}`,
        w.params,
      );
      return {
        total: count?.n ?? 0,
        list: rows.map((r) => ({
          id: r.id,
          name: r.name,
          shortName: r.short_name,
          logo: r.logo,
          industryName: r.industry_name ?? '',
          scale: r.scale,
          nature: r.nature,
          cityName: r.city_name ?? '',
          verified: r.verified,
          jobCount: r.job_count,
        })),
      };
    },

    async findArticles(input: ArticleFindInput): Promise<Found<ArticleSummary>> {
      const w = whereBuilder(tenantId, 'tenant_id = $1');
      if (input.kind) w.add((n) => `kind = ${n}`, ARTICLE_KINDS[input.kind]);
      if (input.category) w.add((n) => `category = ${n}`, input.category);
      const whereSql = w.where.join(' AND ');
      const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM articles WHERE ${whereSql}`, w.params);
      const limit = w.page(input.page, input.limit);
      const rows = await q.query<ArticleRow>(
        `SELECT id, kind, category, title, summary, cover, views, published_at FROM articles
          WHERE ${whereSql} ORDER BY published_at DESC, id DESC ${limit}`,
        w.params,
      );
      return { total: count?.n ?? 0, list: rows.map(toArticle) };
    },

    /** Counts a view and returns the article with the new count; null when not this tenant's. */
    async viewArticle(id: number): Promise<ArticleRecord | null> {
      const [r] = await q.query<ArticleRow & { content: string }>(
        `UPDATE articles SET views = views + 1 WHERE tenant_id = $1 AND id = $2
         RETURNING id, kind, category, title, summary, cover, views, published_at, content`,
        [tenantId, id],
      );
      return r ? { ...toArticle(r), content: r.content } : null;
    },

    async findLives(input: LiveFindInput): Promise<Found<LiveSummary>> {
      const w = whereBuilder(tenantId, 'l.tenant_id = $1');
      if (input.status !== undefined) w.add((n) => `l.status = ${n}`, input.status);
      const whereSql = w.where.join(' AND ');
      const [count] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM lives l WHERE ${whereSql}`, w.params);
      const limit = w.page(input.page, input.limit);
      // Live now first, then the next to start, then the most recently ended.
      const rows = await q.query<LiveRow>(
        `SELECT l.id, l.title, l.cover, l.status, l.start_at, l.viewers, c.id AS company_id, c.short_name AS company_name
           FROM lives l JOIN companies c ON c.tenant_id = l.tenant_id AND c.id = l.company_id
          WHERE ${whereSql}
          ORDER BY CASE l.status WHEN 1 THEN 0 WHEN 0 THEN 1 ELSE 2 END,
                   CASE WHEN l.status = 2 THEN -extract(epoch FROM l.start_at) ELSE extract(epoch FROM l.start_at) END,
                   l.id
          ${limit}`,
        w.params,
      );
      return {
        total: count?.n ?? 0,
        list: rows.map((r) => ({
          id: r.id,
          title: r.title,
          cover: r.cover,
          status: liveStatus(r.status),
          startAt: r.start_at.toISOString(),
          viewers: r.viewers,
          company: { id: r.company_id, name: r.company_name },
        })),
      };
    },

    /** Title and description of a record shown by a detail page (SEO). */
    async seoSubject(kind: 'job' | 'article' | 'company' | 'live', id: number): Promise<SeoSubject | null> {
      const one = async (sql: string) => (await q.query<{ title: string; description: string; k1: string; k2: string; image: string; body: string }>(sql, [tenantId, id]))[0];
      let r;
      switch (kind) {
        case 'job':
          r = await one(`SELECT j.title, left(j.description, 200) AS description, c.short_name AS k1, coalesce(a.name, '') AS k2, c.logo AS image,
                                left(j.description, ${SEO_BODY_READ_CHARS}) AS body
                           FROM jobs j JOIN companies c ON c.tenant_id = j.tenant_id AND c.id = j.company_id
                           LEFT JOIN areas a ON a.code = j.city_code
                          WHERE j.tenant_id = $1 AND j.id = $2`);
          break;
        case 'article':
          // The HTML's opening part: enough to hold SEO_BODY_CHARS of text between its tags.
          r = await one(`SELECT title, summary AS description, category AS k1, '' AS k2, cover AS image, left(content, ${SEO_BODY_CHARS} * 8) AS body
                           FROM articles WHERE tenant_id = $1 AND id = $2`);
          if (r) r.body = textOfHtml(r.body);
          break;
        case 'company':
          r = await one(`SELECT name AS title, left(intro, 200) AS description, short_name AS k1, nature AS k2, logo AS image, left(intro, ${SEO_BODY_READ_CHARS}) AS body
                           FROM companies WHERE tenant_id = $1 AND id = $2`);
          break;
        case 'live':
          r = await one(`SELECT l.title, c.name || ' 直播招聘' AS description, c.short_name AS k1, '直播招聘' AS k2, l.cover AS image, '' AS body
                           FROM lives l JOIN companies c ON c.tenant_id = l.tenant_id AND c.id = l.company_id
                          WHERE l.tenant_id = $1 AND l.id = $2`);
          break;
      }
      if (!r) return null;
      return {
        title: r.title,
        description: r.description.replace(/\s+/g, ' ').trim(),
        keywords: [r.k1, r.k2].filter(Boolean),
        image: r.image,
        body: openingText(r.body ?? ''),
      };
    },
  };
}
