import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import { DESIGN_SCHEMA_VERSION, type AppSetting, type CustomerService, type DesignPage, type PageStyle, type TabbarConfig } from '../../../schemas/design';
import { CODE_BAD_REQUEST, CODE_CONFLICT, CODE_FORBIDDEN, CODE_NOT_FOUND } from '../../constants';
import { toPage } from '../../core/paging';
import type { Queryable } from '../../db/db';
import { ApiError } from '../../http/errors';
import type { Agent, Site } from '../../core/agents';
import type { ContentService } from '../content/service';
import {
  defaultDesignPage,
  DEFAULT_PAGE_UPDATED_AT,
  DESIGN_PAGE_DEFS,
  DIY_ROUTE,
  pageDef,
  routeOfPage,
  type DesignVariant,
} from './default-pages';
import { designRepo, type RevisionRow, type RevisionStatus } from './repo';
import type { StudioPageItem } from '../../../schemas/studio';
import type { DesignChanges } from './changes';
import {
  globalDesignSchema,
  storedSettingSchema,
  type configSaveInputSchema,
  type designSaveInputSchema,
  type Footer,
  type GlobalDesign,
  type RevisionListItem,
  type SettingPatch,
  type StoredSetting,
  type TooltipConfig,
} from './schemas';
import { checkDesignPage, describeIssues, parseForOperator, readStoredPage, type PageIssue } from './validate';

/** A preview link is valid this long (ms). */
export const DESIGN_PREVIEW_TTL_MS = 30 * 60_000;
/** design/page/revisions lists at most this many (newest first). */
export const DESIGN_REVISIONS_LIST_MAX = 200;
/** What a stale save answers (optimistic concurrency on the revision the editor started from). */
export const MSG_PAGE_CONFLICT = '已被他人修改，请重新加载';

export type { Site };

export interface DesignServiceDeps {
  now: () => number;
  /** Detail pages' SEO answers name their record. */
  content: Pick<ContentService, 'seoSubject'>;
  /**
   * Key of preview-link signatures. When PREVIEW_SECRET is not configured each
   * tenant's key is derived from its RSA private key by HMAC, so nothing new
   * must be configured and the key never leaves the server; rotating the RSA
   * key voids open preview links, which live 30 minutes anyway. The tenant id
   * is signed too, so a shared secret still binds a link to its tenant.
   */
  previewSecret?: string | undefined;
  /** Tells the other processes a tenant's design changed; with it, public answers are kept in memory. */
  changes?: DesignChanges | undefined;
}

/** Answer of a read whose updatedAt the client already holds. */
export interface Unchanged {
  unchanged: true;
  updatedAt: string;
}

/** Detail pages whose SEO answer comes from a record. */
const SEO_KINDS: Partial<Record<string, 'job' | 'article' | 'company' | 'live'>> = {
  'job-detail': 'job',
  'article-detail': 'article',
  'company-detail': 'company',
  'live-detail': 'live',
};

const iso = (d: Date) => d.toISOString();
const unchanged = (updatedAt: string): Unchanged => ({ unchanged: true, updatedAt });
const notFoundPage = () => new ApiError(CODE_NOT_FOUND, '页面不存在', 404);
const variantOf = (agent: Agent): DesignVariant => (agent.agentKey === 'demo2' ? 'demo2' : 'demo');

function invalid(issues: readonly PageIssue[], prefix = ''): ApiError {
  return new ApiError(CODE_BAD_REQUEST, `${prefix}${describeIssues(issues)}`, 400, { issues });
}

function settingIssues(error: z.ZodError): ApiError {
  const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return new ApiError(CODE_BAD_REQUEST, issues[0]?.message ?? '设置无效', 400, { issues });
}

export function createDesignService({ now, previewSecret, content, changes }: DesignServiceDeps) {
  // ------------------------------------------------------------ answers kept in memory

  /**
   * The setting and the public pages of each tenant, kept until DesignChanges says the tenant
   * changed (here or in another process). A read that started before a change never stores its answer.
   */
  const kept = new Map<number, { setting?: { value: AppSetting; agentName: string }; pages: Map<string, { value: DesignPage; updatedAt: string; agent: string }> }>();
  let generation = 0;
  changes?.onChange((tenantId) => {
    generation++;
    if (tenantId === null) kept.clear();
    else kept.delete(tenantId);
  });
  /** Every value kept above, for isShared (a value dropped from kept stays shared while readers hold it). */
  const keptValues = new WeakSet<object>();
  const keptOf = (tenantId: number) => (changes?.trusted() ? kept.get(tenantId) : undefined);
  function keep(tenantId: number, since: number, put: (k: NonNullable<ReturnType<typeof kept.get>>) => void) {
    if (!changes?.trusted() || since !== generation) return;
    let k = kept.get(tenantId);
    if (!k) kept.set(tenantId, (k = { pages: new Map() }));
    put(k);
  }
  /** After a committed write: every process drops what it keeps of this tenant. */
  async function changed<T>(site: Site, result: T): Promise<T> {
    await changes?.changed(site.tenant.tenantId);
    return result;
  }
  const agentStamp = (site: Site) => `${site.agent.name}|${variantOf(site.agent)}`;

  // ------------------------------------------------------------ settings

  async function loadSetting(q: Queryable, site: Site, forUpdate = false): Promise<{ setting: StoredSetting; updatedAt: string }> {
    const row = await designRepo(q, site.tenant.tenantId).settings.get(forUpdate);
    const parsed = storedSettingSchema.safeParse({ appName: site.agent.name, ...(row?.data ?? {}) });
    if (!parsed.success) throw new Error(`stored app setting of tenant ${site.tenant.tenantId} does not parse: ${parsed.error.message}`);
    return { setting: parsed.data, updatedAt: iso(row?.updated_at ?? new Date(0)) };
  }

  const toAppSetting = (s: StoredSetting, updatedAt: string): AppSetting => ({ ...s, updatedAt });

  /** Read-modify-write of the setting under a row lock; the result is validated as a whole. */
  async function updateSetting(site: Site, change: (s: StoredSetting) => unknown): Promise<AppSetting> {
    return changed(site, await site.tenant.run(async (q) => {
      const { setting } = await loadSetting(q, site, true);
      const parsed = parseForOperator(storedSettingSchema, change(setting));
      if (!parsed.success) throw settingIssues(parsed.error);
      const at = await designRepo(q, site.tenant.tenantId).settings.save(parsed.data, new Date(now()));
      return toAppSetting(parsed.data, iso(at));
    }));
  }

  async function getSetting(site: Site): Promise<AppSetting> {
    const hit = keptOf(site.tenant.tenantId)?.setting;
    if (hit && hit.agentName === site.agent.name) return hit.value;
    const since = generation;
    const value = await site.tenant.run(async (q) => {
      const { setting, updatedAt } = await loadSetting(q, site);
      return toAppSetting(setting, updatedAt);
    });
    keep(site.tenant.tenantId, since, (k) => {
      k.setting = { value, agentName: site.agent.name };
      keptValues.add(value);
    });
    return value;
  }

  // ------------------------------------------------------------ global design

  async function loadDesign(q: Queryable, site: Site, forUpdate = false): Promise<GlobalDesign & { updatedAt: string }> {
    const row = await designRepo(q, site.tenant.tenantId).design.get(forUpdate);
    const parsed = globalDesignSchema.safeParse(row?.data ?? {});
    if (!parsed.success) throw new Error(`stored design of tenant ${site.tenant.tenantId} does not parse: ${parsed.error.message}`);
    return { ...parsed.data, updatedAt: iso(row?.updated_at ?? new Date(0)) };
  }

  async function updateDesign(site: Site, change: (d: GlobalDesign) => GlobalDesign): Promise<GlobalDesign & { updatedAt: string }> {
    return changed(site, await site.tenant.run(async (q) => {
      const { updatedAt: _old, ...current } = await loadDesign(q, site, true);
      const parsed = parseForOperator(globalDesignSchema, change(current));
      if (!parsed.success) throw settingIssues(parsed.error);
      const at = await designRepo(q, site.tenant.tenantId).design.save(parsed.data, new Date(now()));
      return { ...parsed.data, updatedAt: iso(at) };
    }));
  }

  const getDesign = (site: Site) => site.tenant.run((q) => loadDesign(q, site));

  // ------------------------------------------------------------ preview links

  const keyCache = new Map<string, Buffer>();
  function previewKey(agent: Agent): Buffer {
    if (previewSecret) return Buffer.from(previewSecret, 'utf8');
    const cacheKey = `${agent.id}:${agent.rsaKeyId}`;
    let key = keyCache.get(cacheKey);
    if (!key) {
      key = createHmac('sha256', agent.rsaPrivateKey).update('design-preview-link-v1').digest();
      keyCache.set(cacheKey, key);
    }
    return key;
  }

  const signature = (site: Site, page: string, revisionId: number, exp: number) =>
    createHmac('sha256', previewKey(site.agent)).update(`${site.tenant.tenantId}|${page}|${revisionId}|${exp}`).digest();

  function makePreviewToken(site: Site, page: string, revisionId: number, exp: number): string {
    return `${page}.${revisionId}.${exp}.${signature(site, page, revisionId, exp).toString('base64url')}`;
  }

  /** The page and revision a token signs; refuses tampered, expired and other tenants' tokens. */
  function readPreviewToken(site: Site, token: string): { page: string; revisionId: number } {
    const m = /^([\w-]{1,64})\.(\d{1,10})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
    const bad = () => new ApiError(CODE_FORBIDDEN, '预览链接无效', 403);
    if (!m) throw bad();
    const [, page = '', rev = '', exp = '', sig = ''] = m;
    const revisionId = Number(rev);
    const expires = Number(exp);
    const given = Buffer.from(sig, 'base64url');
    const expected = signature(site, page, revisionId, expires);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw bad();
    if (expires <= now()) throw new ApiError(CODE_FORBIDDEN, '预览链接已过期，请重新生成', 403);
    return { page, revisionId };
  }

  // ------------------------------------------------------------ pages

  async function defaultPage(q: Queryable, site: Site, page: string): Promise<DesignPage | null> {
    if (!pageDef(page)) return null;
    const { setting } = await loadSetting(q, site);
    return defaultDesignPage(page, { variant: variantOf(site.agent), appName: setting.appName, customerServicePhone: setting.customerServicePhone });
  }

  /** The newest revision's page (any status), else the built-in default; null for an unknown page. */
  async function readNewestBody(q: Queryable, site: Site, page: string): Promise<DesignPage | null> {
    const repo = designRepo(q, site.tenant.tenantId);
    const newest = await repo.newestRevisionId(page);
    const rev = newest === null ? null : await repo.getRevision(page, newest);
    if (rev) return readStoredPage(rev.body, page, iso(rev.created_at));
    return defaultPage(q, site, page);
  }

  function servedBody(rev: RevisionRow, updatedAt: string): DesignPage {
    const body = readStoredPage(rev.body, rev.page, updatedAt);
    // Stored pages were checked when saved and when published; one that no longer parses is our fault.
    if (!body) throw new Error(`design page ${rev.page} revision ${rev.id} does not parse`);
    return body;
  }

  async function previewBody(site: Site, token: string, page?: string): Promise<DesignPage> {
    const t = readPreviewToken(site, token);
    if (page !== undefined && t.page !== page) throw new ApiError(CODE_FORBIDDEN, '预览链接与页面不符', 403);
    const rev = await site.tenant.run((q) => designRepo(q, site.tenant.tenantId).getRevision(t.page, t.revisionId));
    if (!rev) throw new ApiError(CODE_NOT_FOUND, '预览的版本不存在', 404);
    return servedBody(rev, iso(rev.created_at));
  }

  const revisionInfo = (rev: RevisionRow, publishedId: number | null) => ({
    revisionId: rev.id,
    status: rev.status,
    published: rev.id === publishedId,
    note: rev.note,
    createdBy: rev.created_by,
    createdAt: iso(rev.created_at),
  });

  async function publishRevision(site: Site, page: string, revisionId: number, mode: 'publish' | 'rollback', operatorId: number | null) {
    return changed(site, await site.tenant.run(async (q) => {
      const repo = designRepo(q, site.tenant.tenantId);
      const row = await repo.getPage(page, true);
      if (!row) throw notFoundPage();
      const rev = await repo.getRevision(page, revisionId);
      if (!rev) throw new ApiError(CODE_NOT_FOUND, '版本不存在', 404);
      if (row.published_revision_id === rev.id) {
        if (mode === 'rollback') throw new ApiError(CODE_BAD_REQUEST, '该版本已是线上版本', 400);
        return { page, revisionId: rev.id, updatedAt: iso(row.updated_at) };
      }
      if (mode === 'rollback' && rev.status !== 'archived') {
        throw new ApiError(CODE_BAD_REQUEST, '只能回滚到曾经发布过的版本，草稿请直接发布', 400);
      }
      // Checked again: a revision may predate a rule (or have been stored by hand).
      const checked = checkDesignPage(rev.body, page, iso(new Date(now())));
      if (!checked.ok) throw invalid(checked.issues, '该版本不能发布：');
      const title = checked.page.meta?.title ?? pageDef(page)?.title ?? page;
      const at = await repo.publish(page, rev.id, title, new Date(now()));
      // Same transaction: a publish without its audit entry (or the reverse) cannot happen.
      await repo.insertAudit({ action: mode, page, revisionId: rev.id, previousRevisionId: row.published_revision_id, operatorId, at });
      return { page, revisionId: rev.id, updatedAt: iso(at) };
    }));
  }

  return {
    // -------------------------------------------------------- settings

    getSetting,

    /** True for a setting or page this process keeps for every reader of its tenant (its answer can be encoded once). */
    isShared: (value: object) => keptValues.has(value),

    /** settingGet: the whole setting, or unchanged when the client holds this updatedAt. */
    async settingGet(site: Site, input: { updatedAt?: string | undefined }): Promise<AppSetting | Unchanged> {
      const s = await getSetting(site);
      return input.updatedAt === s.updatedAt ? unchanged(s.updatedAt) : s;
    },

    /** The customer-service part of the setting (serviceGet). */
    async serviceGet(site: Site): Promise<CustomerService> {
      const s = await getSetting(site);
      return { phone: s.customerServicePhone, work: s.customerServiceWork, wechatQrGzg: s.wechatQrGzg, wechatQrXcx: s.wechatQrXcx };
    },

    saveConfig: (site: Site, fields: z.infer<typeof configSaveInputSchema>) => updateSetting(site, (s) => ({ ...s, ...fields })),

    /** A partial update; design and pageTabbar are merged key by key. */
    updateSetting: (site: Site, patch: SettingPatch) =>
      updateSetting(site, (s) => ({
        ...s,
        ...patch,
        design: { ...s.design, ...patch.design },
        pageTabbar: { ...s.pageTabbar, ...patch.pageTabbar },
      })),

    async tabs(site: Site): Promise<{ pageTabbar: AppSetting['pageTabbar']; updatedAt: string }> {
      const s = await getSetting(site);
      return { pageTabbar: s.pageTabbar, updatedAt: s.updatedAt };
    },

    async saveTabbar(site: Site, role: number, opt: TabbarConfig) {
      const s = await updateSetting(site, (cur) => ({ ...cur, pageTabbar: { ...cur.pageTabbar, [`role${role}`]: { opt } } }));
      return { pageTabbar: s.pageTabbar, updatedAt: s.updatedAt };
    },

    /** The page style lives in the setting (design.pageStyle), where clients read it. */
    async theme(site: Site, pageStyle?: PageStyle): Promise<{ pageStyle: PageStyle; updatedAt: string }> {
      const s = pageStyle ? await updateSetting(site, (cur) => ({ ...cur, design: { ...cur.design, pageStyle } })) : await getSetting(site);
      return { pageStyle: s.design.pageStyle ?? s.pageStyle ?? {}, updatedAt: s.updatedAt };
    },

    // -------------------------------------------------------- global design

    getDesign,

    async designGet(site: Site, input: { updatedAt?: string | undefined }) {
      const d = await getDesign(site);
      return input.updatedAt === d.updatedAt ? unchanged(d.updatedAt) : d;
    },

    saveDesign: (site: Site, patch: z.infer<typeof designSaveInputSchema>) => updateDesign(site, (d) => ({ ...d, ...patch })),

    async footer(site: Site, footer?: Footer) {
      const d = footer ? await updateDesign(site, (cur) => ({ ...cur, footer })) : await getDesign(site);
      return { footer: d.footer, updatedAt: d.updatedAt };
    },

    async tooltip(site: Site, tooltip?: TooltipConfig) {
      const d = tooltip ? await updateDesign(site, (cur) => ({ ...cur, tooltip })) : await getDesign(site);
      return { ...d.tooltip, updatedAt: d.updatedAt };
    },

    /** designTooltipGet: the tips (of one page when asked), or unchanged. */
    async tooltipGet(site: Site, input: { updatedAt?: string | undefined; page?: string | undefined }) {
      const d = await getDesign(site);
      if (input.updatedAt === d.updatedAt) return unchanged(d.updatedAt);
      const list = input.page ? d.tooltip.list.filter((t) => t.pages.length === 0 || t.pages.includes(input.page ?? '')) : d.tooltip.list;
      return { list, updatedAt: d.updatedAt };
    },

    // -------------------------------------------------------- pages, public

    /**
     * designPageGet: the published revision (updatedAt = its publish time), the
     * built-in default of a known page nobody published, or with `preview` the
     * revision a valid preview token names (never unchanged).
     */
    async pageGet(site: Site, input: { page: string; updatedAt?: string | undefined; preview?: string | undefined }): Promise<DesignPage | Unchanged> {
      if (input.preview) return previewBody(site, input.preview, input.page);
      const hit = keptOf(site.tenant.tenantId)?.pages.get(input.page);
      if (hit && hit.agent === agentStamp(site)) return input.updatedAt === hit.updatedAt ? unchanged(hit.updatedAt) : hit.value;
      const since = generation;
      const found = await site.tenant.run(async (q) => {
        const pub = await designRepo(q, site.tenant.tenantId).published(input.page);
        const updatedAt = pub ? iso(pub.published_at) : DEFAULT_PAGE_UPDATED_AT;
        if (!pub && !pageDef(input.page)) throw notFoundPage();
        if (pub) return { value: servedBody(pub, updatedAt), updatedAt };
        const fallback = await defaultPage(q, site, input.page);
        if (!fallback) throw notFoundPage();
        return { value: fallback, updatedAt };
      });
      // Only pages that exist are kept (published or built in), so unknown names cannot fill memory.
      keep(site.tenant.tenantId, since, (k) => {
        k.pages.set(input.page, { ...found, agent: agentStamp(site) });
        keptValues.add(found.value);
      });
      return input.updatedAt === found.updatedAt ? unchanged(found.updatedAt) : found.value;
    },

    /** seoGet: title, description and keywords of a page, from its record when an id is given. */
    async seoGet(site: Site, input: { page: string; id?: number | undefined }) {
      return site.tenant.run(async (q) => {
        const { setting } = await loadSetting(q, site);
        const pub = await designRepo(q, site.tenant.tenantId).published(input.page);
        const body = pub ? readStoredPage(pub.body, input.page, iso(pub.published_at)) : await defaultPage(q, site, input.page);
        if (!pub && !body) throw notFoundPage();
        const app = setting.appName;
        const kind = SEO_KINDS[input.page];
        const subject = kind && input.id ? await content.seoSubject(q, site.tenant.tenantId, kind, input.id) : null;
        const pageTitle = subject?.title ?? body?.meta?.title ?? pageDef(input.page)?.title ?? '';
        return {
          title: pageTitle && pageTitle !== app ? `${pageTitle} - ${app}` : app,
          description: subject?.description || `${app}：找工作、招人才，提供最新职位、名企招聘、职场资讯与直播招聘。`,
          keywords: [...(subject?.keywords ?? []), pageTitle !== app ? pageTitle : '', app, '招聘', '求职', '找工作'].filter(Boolean).join(','),
          // The picture of a share card (WeChat share data): the record's own, else the app's logo.
          image: subject?.image || setting.logo || '',
        };
      });
    },

    // -------------------------------------------------------- pages, admin

    /** Pages an operator can design: the app's routes and the diy pages added since. */
    async pagesGet(site: Site) {
      const rows = await site.tenant.run((q) => designRepo(q, site.tenant.tenantId).listPages());
      const known = DESIGN_PAGE_DEFS.map((d) => ({ key: d.key, route: d.route, title: d.title, diy: d.route.startsWith(DIY_ROUTE) }));
      const added = rows
        .filter((r) => !pageDef(r.page))
        .map((r) => ({ key: r.page, route: routeOfPage(r.page), title: r.title || r.page, diy: true }));
      return { list: [...known, ...added] };
    },

    async pageFind(site: Site) {
      const rows = await site.tenant.run((q) => designRepo(q, site.tenant.tenantId).listPages());
      const byKey = new Map(rows.map((r) => [r.page, r]));
      const keys = [...DESIGN_PAGE_DEFS.map((d) => d.key), ...rows.filter((r) => !pageDef(r.page)).map((r) => r.page)];
      return {
        list: keys.map((key) => {
          const r = byKey.get(key);
          return {
            page: key,
            title: r?.title || pageDef(key)?.title || key,
            route: routeOfPage(key),
            publishedRevisionId: r?.published_revision_id ?? null,
            latestDraftId: r?.latest_draft_id ?? null,
            latestDraftAt: r?.latest_draft_at ? iso(r.latest_draft_at) : null,
            updatedAt: r?.published_revision_id ? iso(r.updated_at) : DEFAULT_PAGE_UPDATED_AT,
          };
        }),
      };
    },

    /** The given revision, else the published one, else the latest draft, else the built-in default. */
    async pageAdminGet(site: Site, input: { page: string; revisionId?: number | undefined }) {
      return site.tenant.run(async (q) => {
        const repo = designRepo(q, site.tenant.tenantId);
        const row = await repo.getPage(input.page);
        const publishedId = row?.published_revision_id ?? null;
        let rev: RevisionRow | null = null;
        if (input.revisionId !== undefined) {
          rev = await repo.getRevision(input.page, input.revisionId);
          if (!rev) throw new ApiError(CODE_NOT_FOUND, '版本不存在', 404);
        } else {
          rev = (publishedId ? await repo.getRevision(input.page, publishedId) : null) ?? (await repo.latestDraft(input.page));
        }
        if (!rev) {
          const fallback = await defaultPage(q, site, input.page);
          if (!fallback) throw notFoundPage();
          const status: RevisionStatus | 'default' = 'default';
          return { page: input.page, route: routeOfPage(input.page), revisionId: null, status, published: false, note: '', createdBy: null, createdAt: null, valid: true, body: fallback };
        }
        const body = readStoredPage(rev.body, input.page, iso(rev.created_at));
        return { page: input.page, route: routeOfPage(input.page), ...revisionInfo(rev, publishedId), valid: body !== null, body: body ?? rev.body };
      });
    },

    /**
     * Checks the body and stores it as a new draft revision. With baseRevisionId
     * the page row is locked first, so of two saves from the same base exactly
     * one finds its base still newest; the other gets CODE_CONFLICT.
     */
    async pageSave(site: Site, operatorId: number, input: { page: string; body: unknown; note?: string | undefined; baseRevisionId?: number | null | undefined }) {
      const at = new Date(now());
      const checked = checkDesignPage(input.body, input.page, iso(at));
      if (!checked.ok) throw invalid(checked.issues);
      return site.tenant.run(async (q) => {
        const repo = designRepo(q, site.tenant.tenantId);
        await repo.ensurePage(input.page, checked.page.meta?.title ?? pageDef(input.page)?.title ?? input.page, at);
        if (input.baseRevisionId !== undefined) {
          await repo.getPage(input.page, true);
          const newest = await repo.newestRevisionId(input.page);
          if (newest !== input.baseRevisionId) throw new ApiError(CODE_CONFLICT, MSG_PAGE_CONFLICT, 409, { newestRevisionId: newest });
        }
        const revisionId = await repo.insertRevision(input.page, 'draft', checked.page, input.note ?? '', operatorId, at);
        return { page: input.page, revisionId, createdAt: iso(at) };
      });
    },

    /** A page's history, newest first (at most DESIGN_REVISIONS_LIST_MAX). */
    async pageRevisions(site: Site, page: string): Promise<{ list: RevisionListItem[] }> {
      return site.tenant.run(async (q) => {
        const repo = designRepo(q, site.tenant.tenantId);
        const row = await repo.getPage(page);
        if (!row && !pageDef(page)) throw notFoundPage();
        const publishedId = row?.published_revision_id ?? null;
        const rows = row ? await repo.listRevisions(page, DESIGN_REVISIONS_LIST_MAX) : [];
        return {
          list: rows.map((r) => ({
            revisionId: r.id,
            status: r.status,
            published: r.id === publishedId,
            note: r.note,
            createdBy: r.created_by,
            createdByName: r.created_by_name,
            createdAt: iso(r.created_at),
          })),
        };
      });
    },

    /** Publishes a revision; with an operator the audit log records who. */
    pagePublish: (site: Site, page: string, revisionId: number, operatorId: number | null = null) => publishRevision(site, page, revisionId, 'publish', operatorId),
    pageRollback: (site: Site, page: string, revisionId: number, operatorId: number | null = null) => publishRevision(site, page, revisionId, 'rollback', operatorId),

    // -------------------------------------------------------- studio: page list, diy pages, audit

    /** Every page of the tenant (the app's route pages and the diy pages) with its publishing state. */
    async pageList(site: Site, keyword?: string): Promise<{ list: StudioPageItem[] }> {
      const rows = await site.tenant.run((q) => designRepo(q, site.tenant.tenantId).listPageStatus());
      const byKey = new Map(rows.map((r) => [r.page, r]));
      const keys = [...DESIGN_PAGE_DEFS.map((d) => d.key), ...rows.filter((r) => !pageDef(r.page)).map((r) => r.page)];
      const needle = keyword?.toLowerCase() ?? '';
      const list = keys.map((key): StudioPageItem => {
        const r = byKey.get(key);
        const def = pageDef(key);
        const route = routeOfPage(key);
        const publishedId = r?.published_revision_id ?? null;
        const newest = r?.newest_id ?? null;
        return {
          page: key,
          title: r?.title || def?.title || key,
          route,
          kind: route.startsWith(DIY_ROUTE) ? 'diy' : 'route',
          builtIn: Boolean(def),
          publishedRevisionId: publishedId,
          publishedAt: publishedId ? iso(r?.updated_at ?? new Date(0)) : null,
          newestRevisionId: newest,
          draftAhead: newest !== null && newest !== publishedId && (publishedId === null || newest > publishedId),
          lastEditorName: r?.newest_by_name ?? null,
          lastEditedAt: r?.newest_at ? iso(r.newest_at) : null,
        };
      });
      return { list: needle ? list.filter((p) => p.page.toLowerCase().includes(needle) || p.title.toLowerCase().includes(needle)) : list };
    },

    /** A new /public/diy page: its row and a first draft (empty, or a copy of `from`'s newest revision). */
    async pageCreate(site: Site, operatorId: number, input: { page: string; title: string; from?: string | undefined }) {
      if (pageDef(input.page)) throw new ApiError(CODE_BAD_REQUEST, '该页面标识已被系统页面使用', 400);
      const at = new Date(now());
      return site.tenant.run(async (q) => {
        const repo = designRepo(q, site.tenant.tenantId);
        let nodes: unknown = [];
        let extra: Record<string, unknown> = {};
        if (input.from !== undefined) {
          const source = await readNewestBody(q, site, input.from);
          if (!source) throw new ApiError(CODE_NOT_FOUND, '要复制的页面不存在', 404);
          const { nodes: n, popups, style } = source;
          nodes = n;
          extra = { ...(popups ? { popups } : {}), ...(style ? { style } : {}) };
        }
        const checked = checkDesignPage({ schemaVersion: DESIGN_SCHEMA_VERSION, page: input.page, meta: { title: input.title }, nodes, ...extra }, input.page, iso(at));
        if (!checked.ok) throw invalid(checked.issues, '复制的页面无效：');
        if (!(await repo.createPage(input.page, input.title, at))) throw new ApiError(CODE_BAD_REQUEST, '该页面标识已存在', 400);
        const note = input.from === undefined ? '新建页面' : `复制自 ${input.from}`;
        const revisionId = await repo.insertRevision(input.page, 'draft', checked.page, note, operatorId, at);
        return { page: input.page, revisionId, route: routeOfPage(input.page) };
      });
    },

    /** Deletes a diy page the operators added, with its revisions; the audit log keeps the fact. */
    async pageDelete(site: Site, operatorId: number, page: string) {
      if (pageDef(page)) throw new ApiError(CODE_BAD_REQUEST, '系统页面不能删除', 400);
      return changed(site, await site.tenant.run(async (q) => {
        const repo = designRepo(q, site.tenant.tenantId);
        const row = await repo.getPage(page, true);
        if (!row) throw notFoundPage();
        await repo.deletePage(page);
        await repo.insertAudit({ action: 'delete', page, revisionId: null, previousRevisionId: row.published_revision_id, operatorId, at: new Date(now()) });
        return { page };
      }));
    },

    /** The audit log, newest first. */
    async auditFind(site: Site, f: { page: number; limit: number; pageKey?: string | undefined; action?: string | undefined }) {
      const { rows, total } = await site.tenant.run((q) =>
        designRepo(q, site.tenant.tenantId).findAudit({ page: f.pageKey, action: f.action, limit: f.limit, offset: (f.page - 1) * f.limit }),
      );
      const list = rows.map((r) => ({
        id: r.id,
        action: r.action,
        page: r.page,
        revisionId: r.revision_id,
        previousRevisionId: r.previous_revision_id,
        operatorId: r.operator_id,
        operatorName: r.operator_name,
        createdAt: iso(r.created_at),
      }));
      return toPage({ list, total }, f);
    },

    /** A signed preview URL of one revision, valid DESIGN_PREVIEW_TTL_MS. */
    async pageLink(site: Site, input: { page: string; revisionId: number; id?: number | undefined }) {
      const rev = await site.tenant.run((q) => designRepo(q, site.tenant.tenantId).getRevision(input.page, input.revisionId));
      if (!rev) throw new ApiError(CODE_NOT_FOUND, '版本不存在', 404);
      const exp = now() + DESIGN_PREVIEW_TTL_MS;
      const token = makePreviewToken(site, input.page, rev.id, exp);
      // Detail routes get the given record id; without one `:id` stays for the caller to fill.
      const route = input.id === undefined ? routeOfPage(input.page) : routeOfPage(input.page).replace(':id', String(input.id));
      return { url: `${route}${route.includes('?') ? '&' : '?'}preview=${encodeURIComponent(token)}`, token, expiresAt: iso(new Date(exp)) };
    },

    pagePreview: (site: Site, token: string) => previewBody(site, token),
  };
}
export type DesignService = ReturnType<typeof createDesignService>;
