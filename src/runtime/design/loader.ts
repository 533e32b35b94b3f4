// Infrastructure, allowed to call api.request directly (eslint.config.js): the design loader reads settings and pages for the renderer, with its own updatedAt cache, before any widget is drawn.
import { z } from 'zod';
import {
  appSettingSchema,
  designPageSchema,
  nodeSchema,
  type AppSetting,
  type DesignNode,
  type DesignPage,
  type LinkObject,
  type NodeStyle,
  type Visibility,
} from '../../../schemas/design';
import { migrateDesignPage } from '../../../schemas/design-migrations';
import type { BootData } from '../../../schemas/boot';
import type { ApiClient } from '../api/client';
import { CACHE_DEFAULT_EXPIRY_S, DESIGN_FETCH_TIMEOUT_MS, STORAGE_KEY_SETTING, TERMINAL_TYPE } from '../constants';
import type { ExpiringStorage } from '../storage';

/** A node after parsing, with its children parsed too. */
export interface ParsedNode {
  id: string;
  type: string;
  props: Record<string, unknown>;
  link?: LinkObject | undefined;
  visible?: Visibility | undefined;
  style?: NodeStyle | undefined;
  children: ParsedNode[];
}

/** Something wrong in operator JSON: dropped from the page and reported, never a blank screen. */
export interface DesignIssue {
  page: string;
  /** Where: node id when known, else its position, e.g. nodes[3].children[1]. */
  at: string;
  message: string;
}

export interface ParsedPage extends Omit<DesignPage, 'nodes' | 'popups'> {
  nodes: ParsedNode[];
  popups: Record<string, ParsedNode[]>;
  issues: DesignIssue[];
}

/** Parses nodes one by one: a node that does not parse is dropped and reported, its siblings stay. */
export function parseNodes(raw: readonly unknown[], page: string, where = 'nodes', issues: DesignIssue[] = []): ParsedNode[] {
  const out: ParsedNode[] = [];
  const seen = new Set<string>();
  raw.forEach((item, i) => {
    const r = nodeSchema.safeParse(item);
    const id = item && typeof item === 'object' && typeof (item as { id?: unknown }).id === 'string' ? (item as { id: string }).id : '';
    if (!r.success) {
      const issue = r.error.issues[0];
      const field = issue?.path.join('.');
      issues.push({ page, at: id || `${where}[${i}]`, message: `${field ? `${field}: ` : ''}${issue?.message ?? '无效节点'}` });
      return;
    }
    const n: DesignNode = r.data;
    if (seen.has(n.id)) {
      issues.push({ page, at: n.id, message: '节点 id 重复' });
      return;
    }
    seen.add(n.id);
    out.push({
      id: n.id,
      type: n.type,
      props: n.props ?? {},
      link: n.link,
      visible: n.visible,
      style: n.style,
      children: n.children ? parseNodes(n.children, page, `${where}[${i}].children`, issues) : [],
    });
  });
  return out;
}

/** Upgrades and parses a page; throws only when the page as a whole is unusable. */
export function parsePage(raw: unknown): ParsedPage {
  const page = designPageSchema.parse(migrateDesignPage(raw));
  const issues: DesignIssue[] = [];
  const nodes = parseNodes(page.nodes, page.page, 'nodes', issues);
  const popups: Record<string, ParsedNode[]> = {};
  for (const [key, list] of Object.entries(page.popups ?? {})) popups[key] = parseNodes(list, page.page, `popups.${key}`, issues);
  return { ...page, nodes, popups, issues };
}

/** Every widget type a page uses (to preload just those). */
export function collectTypes(nodes: readonly ParsedNode[], into = new Set<string>()): Set<string> {
  for (const n of nodes) {
    into.add(n.type);
    collectTypes(n.children, into);
  }
  return into;
}

const unchangedSchema = z.object({ unchanged: z.literal(true), updatedAt: z.string() });
const PAGE_KEY_PREFIX = 'design-page-um:';

/**
 * A page checked with the server this recently is served from the cache
 * without asking again (the spec's cache default, 60 s): a published change
 * reaches an open app at its first navigation after this, without a reload,
 * and a new visit (nothing checked yet in this document) asks at once.
 */
export const DESIGN_PAGE_RECHECK_MS = CACHE_DEFAULT_EXPIRY_S * 1000;

interface Cached<T> {
  updatedAt: string;
  value: T;
}

/**
 * Settings and design pages, cached in local storage (7 days) and refreshed
 * by updatedAt: the server answers 'unchanged' when the cached one is current.
 * A page is re-checked at most every DESIGN_PAGE_RECHECK_MS per document.
 * Preview reads (a signed draft link) bypass the cache both ways.
 *
 * The setting and the page the server wrote into the HTML (`boot`) count as
 * answers received when the document loaded: the first screen draws from them
 * without asking, and they are re-checked like any answer after that.
 */
export function createDesignLoader(api: ApiClient, storage: ExpiringStorage, now: () => number = Date.now, boot: BootData = {}) {
  /** When each page was last confirmed current by the server, in this document only. */
  const checkedAt = new Map<string, number>();
  let settingCheckedAt: number | null = null;
  /**
   * The last parse of each cached page and of the setting, by updatedAt: the first screen reads the same
   * page three times (the boot data, the entry's widget preload, the route's first data) and the setting
   * from every guard, and zod's parse of a page is most of a phone's start-up scripting (issue 15).
   * An updatedAt names one version of a page (the server's 'unchanged' answers rest on that too).
   * Parsed pages are read, never changed.
   */
  const parsedPages = new Map<string, { updatedAt: string; page: ParsedPage }>();
  let parsedSetting: { updatedAt: string; setting: AppSetting } | null = null;
  const parseCached = (key: string, c: Cached<unknown>): ParsedPage => {
    const held = parsedPages.get(key);
    if (held?.updatedAt === c.updatedAt) return held.page;
    const page = parsePage(c.value);
    parsedPages.set(key, { updatedAt: c.updatedAt, page });
    return page;
  };
  const bootSetting = boot.setting === undefined ? null : appSettingSchema.safeParse(boot.setting);
  if (bootSetting?.success) {
    storage.set<Cached<AppSetting>>(STORAGE_KEY_SETTING, { updatedAt: bootSetting.data.updatedAt, value: bootSetting.data });
    parsedSetting = { updatedAt: bootSetting.data.updatedAt, setting: bootSetting.data };
    settingCheckedAt = now();
  }
  if (boot.page) {
    try {
      const parsed = parsePage(boot.page.body);
      storage.set<Cached<unknown>>(PAGE_KEY_PREFIX + boot.page.key, { updatedAt: parsed.updatedAt, value: boot.page.body });
      parsedPages.set(boot.page.key, { updatedAt: parsed.updatedAt, page: parsed });
      checkedAt.set(boot.page.key, now());
    } catch {
      // Not a page this runtime reads: it is fetched as without boot data.
    }
  }
  return {
    cachedSetting(): AppSetting | null {
      const c = storage.get<Cached<unknown>>(STORAGE_KEY_SETTING);
      if (!c) return null;
      if (parsedSetting?.updatedAt === c.updatedAt) return parsedSetting.setting;
      const r = appSettingSchema.safeParse(c.value);
      if (!r.success) return null;
      parsedSetting = { updatedAt: c.updatedAt, setting: r.data };
      return r.data;
    },

    async setting(): Promise<AppSetting> {
      const cached = this.cachedSetting();
      if (cached && settingCheckedAt !== null && now() - settingCheckedAt < DESIGN_PAGE_RECHECK_MS) return cached;
      settingCheckedAt = null;
      const raw = await api.request<unknown>('/api-auth/app/settingGet', { ...(cached ? { updatedAt: cached.updatedAt } : {}), design: true }, { silent: true });
      if (cached && unchangedSchema.safeParse(raw).success) return cached;
      const setting = appSettingSchema.parse(raw);
      storage.set<Cached<AppSetting>>(STORAGE_KEY_SETTING, { updatedAt: setting.updatedAt, value: setting });
      parsedSetting = { updatedAt: setting.updatedAt, setting };
      return setting;
    },

    cachedPage(page: string): ParsedPage | null {
      const c = storage.get<Cached<unknown>>(PAGE_KEY_PREFIX + page);
      if (!c) return null;
      try {
        return parseCached(page, c);
      } catch {
        storage.remove(PAGE_KEY_PREFIX + page);
        return null;
      }
    },

    async page(page: string, opts: { preview?: string; signal?: AbortSignal } = {}): Promise<ParsedPage> {
      const cached = opts.preview ? null : storage.get<Cached<unknown>>(PAGE_KEY_PREFIX + page);
      const last = checkedAt.get(page);
      if (cached && last !== undefined && now() - last < DESIGN_PAGE_RECHECK_MS) {
        try {
          return parseCached(page, cached);
        } catch {
          // An unusable cached copy: ask the server below.
        }
      }
      const asked = now();
      const raw = await api.request<unknown>(
        '/api-auth/app/designPageGet',
        { page, terminalType: TERMINAL_TYPE, ...(cached ? { updatedAt: cached.updatedAt } : {}), ...(opts.preview ? { preview: opts.preview } : {}) },
        { timeoutMs: DESIGN_FETCH_TIMEOUT_MS, silent: true, ...(opts.signal ? { signal: opts.signal } : {}) },
      );
      if (cached && unchangedSchema.safeParse(raw).success) {
        checkedAt.set(page, asked);
        return parseCached(page, cached);
      }
      const parsed = parsePage(raw);
      if (!opts.preview) {
        storage.set<Cached<unknown>>(PAGE_KEY_PREFIX + page, { updatedAt: parsed.updatedAt, value: raw });
        parsedPages.set(page, { updatedAt: parsed.updatedAt, page: parsed });
        checkedAt.set(page, asked);
      }
      return parsed;
    },
  };
}
export type DesignLoader = ReturnType<typeof createDesignLoader>;
