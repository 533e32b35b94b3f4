import type { FastifyRequest } from 'fastify';
import { DESIGN_PAGE_DEFS } from '../../schemas/pages';
import { SEO_HEAD_CACHE_S, SEO_HEAD_CACHE_SIZE } from '../constants';
import type { Site } from '../core/agents';
import type { SiteByHost } from '../core/site-by-host';
import type { ContentService } from '../modules/content/service';
import type { DesignService } from '../modules/design/service';
import type { SkeletonSubject } from './skeleton';

/**
 * Titles, descriptions and Open Graph tags written into index.html, so a
 * shared link (WeChat, search engines) shows the job or article without
 * running the SPA. A detail route whose record is not there (unknown id,
 * another tenant's id, not a number) answers 404; the SPA then shows its
 * 404 page.
 */

/** What a page request gets: its status and the tags that replace index.html's <title>. */
export interface PageHead {
  status: 200 | 404;
  head: string;
  /** A detail page's record (job, company, article), for the skeleton to write its text. */
  subject?: SkeletonSubject;
}

type RecordKind = 'job' | 'company' | 'article' | 'live';

/** Detail routes drawn from a record: route prefix → page key and record kind. */
const DETAIL_ROUTES: Record<string, { page: string; kind: RecordKind; ogType: string }> = {
  job: { page: 'job-detail', kind: 'job', ogType: 'website' },
  company: { page: 'company-detail', kind: 'company', ogType: 'profile' },
  article: { page: 'article-detail', kind: 'article', ogType: 'article' },
  live: { page: 'live-detail', kind: 'live', ogType: 'video.other' },
};

/** Exact routes of the app (no :id, no diy query) → page key. */
const EXACT_ROUTES = new Map(DESIGN_PAGE_DEFS.filter((d) => !d.route.includes(':') && !d.route.includes('?')).map((d) => [d.route, d.key]));
/** Other routes with an id whose SEO is only the page's own (resumes are private). */
const PLAIN_ID_ROUTES: Record<string, string> = { resume: 'resume-detail' };

const MAX_ID = 2_147_483_647;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text safe inside an element and inside a double- or single-quoted attribute. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

interface HeadFields {
  title: string;
  description?: string;
  keywords?: string;
  og?: { type: string; url: string; siteName: string };
  noindex?: boolean;
  /** Set for a missing record: the client cannot read the HTTP status of its own document, so it reads this. */
  notFound?: boolean;
}

export function renderHead(f: HeadFields): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  const lines = [`<title>${escapeHtml(f.title)}</title>`];
  if (f.description) lines.push(meta('name', 'description', f.description));
  if (f.keywords) lines.push(meta('name', 'keywords', f.keywords));
  if (f.noindex) lines.push(meta('name', 'robots', 'noindex'));
  if (f.notFound) lines.push(meta('name', 'rm-status', '404'));
  if (f.og) {
    lines.push(
      meta('property', 'og:title', f.title),
      meta('property', 'og:description', f.description ?? ''),
      meta('property', 'og:type', f.og.type),
      meta('property', 'og:url', f.og.url),
      meta('property', 'og:site_name', f.og.siteName),
    );
  }
  return lines.join('\n    ');
}

/** index.html with its <title> replaced by the head (or the head added before </head>). */
export function injectHead(html: string, head: string): string {
  // Replacer functions: a `$&` in record text must stay literal.
  if (/<title>[\s\S]*?<\/title>/i.test(html)) return html.replace(/<title>[\s\S]*?<\/title>/i, () => head);
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `${head}\n  </head>`);
  return `${head}\n${html}`;
}

/**
 * The design page a path draws (its page key), or null: exact routes, the
 * detail routes with an id, and the plain id routes. (The diy route's page
 * comes from its query; it is left to the client.)
 */
export function pageKeyOfPath(path: string): string | null {
  const exact = EXACT_ROUTES.get(path);
  if (exact) return exact;
  const segments = path.split('/').filter(Boolean);
  if (segments.length !== 2) return null;
  const head = segments[0] ?? '';
  return DETAIL_ROUTES[head]?.page ?? PLAIN_ID_ROUTES[head] ?? null;
}

/** The path part of a request URL, without a trailing slash. */
export function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export interface SeoDeps {
  siteOf: SiteByHost;
  design: DesignService;
  content: Pick<ContentService, 'seoSubject'>;
  now: () => number;
  /** A tenant's design changed (any process): its cached heads go at once. */
  onDesignChange?: ((fn: (tenantId: number | null) => void) => void) | undefined;
}

export function createSeo({ siteOf, design, content, now, onDesignChange }: SeoDeps) {
  const cache = new Map<string, { value: PageHead; until: number }>();
  onDesignChange?.((tenantId) => {
    if (tenantId === null) return cache.clear();
    for (const key of cache.keys()) if (key.startsWith(`${tenantId}|`)) cache.delete(key);
  });

  async function build(site: Site, path: string): Promise<PageHead> {
    const segments = path.split('/').filter(Boolean);
    const siteUrl = site.agent.siteUrl.replace(/\/+$/, '');
    const og = (type: string, siteName: string) => ({ type, url: `${siteUrl}${path}`, siteName });

    const exact = EXACT_ROUTES.get(path);
    const detail = segments.length === 2 && !exact ? DETAIL_ROUTES[segments[0] ?? ''] : undefined;
    if (detail) {
      const raw = segments[1] ?? '';
      const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
      const found = id > 0 && id <= MAX_ID ? await site.tenant.run((q) => content.seoSubject(q, site.tenant.tenantId, detail.kind, id)) : null;
      if (!found) {
        const { appName } = await design.getSetting(site);
        return { status: 404, head: renderHead({ title: `页面不存在 - ${appName}`, noindex: true, notFound: true }) };
      }
      const [seo, setting] = await Promise.all([design.seoGet(site, { page: detail.page, id }), design.getSetting(site)]);
      // A shared job link names the employer too: "前端开发工程师 - 云帆科技 - 才聚招聘".
      const title = detail.kind === 'job' ? [found.title, found.keywords[0], setting.appName].filter(Boolean).join(' - ') : seo.title;
      return { status: 200, head: renderHead({ ...seo, title, og: og(detail.ogType, setting.appName) }), subject: found };
    }
    const plain = segments.length === 2 && !exact ? PLAIN_ID_ROUTES[segments[0] ?? ''] : undefined;
    const page = exact ?? plain;
    const setting = await design.getSetting(site);
    if (!page) return { status: 200, head: renderHead({ title: setting.appName }) };
    const seo = await design.seoGet(site, { page });
    return { status: 200, head: renderHead({ ...seo, og: og('website', setting.appName) }) };
  }

  return {
    /** The head of a page request, or null when the tenant is unknown (the plain index.html is served). */
    async headFor(req: FastifyRequest): Promise<PageHead | null> {
      const site = await siteOf(req);
      if (!site) return null;
      const path = pathOf(req.url);
      const key = `${site.tenant.tenantId}|${path}`;
      const t = now();
      const hit = cache.get(key);
      if (hit && hit.until > t) return hit.value;
      const value = await build(site, path);
      cache.delete(key);
      if (cache.size >= SEO_HEAD_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(key, { value, until: t + SEO_HEAD_CACHE_S * 1000 });
      return value;
    },
  };
}
export type Seo = ReturnType<typeof createSeo>;
