import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '../../schemas/boot';
import type { SiteByHost } from '../core/site-by-host';
import type { DesignService } from '../modules/design/service';
import { escapeHtml, pageKeyOfPath, pathOf } from './seo';
import { firstImageOf, skeletonOf, type NodeLike, type SkeletonSubject } from './skeleton';

/**
 * The first screen of a page without round trips (issue 15): the HTML the
 * server sends carries the app setting, the route's design page and the
 * site's public key as JSON (schemas/boot.ts), `modulepreload` links for the
 * chunks of the widgets that page uses, a preload of its first image, and a
 * skeleton shaped like the page in #root that React replaces.
 *
 * Nothing here is cached: each answer is what settingGet and designPageGet
 * answer at that moment (they keep their own caches, invalidated on publish),
 * so a published page is in the very next HTML, on every process.
 */

/** What is written into index.html. */
export interface BootHtml {
  /** Links before </head>: widget chunks, their styles, the first image. */
  head: string;
  /** The JSON data element, first in <body>. */
  data: string;
  /** Markup for inside #root until the app draws. */
  skeleton: string;
  /** The text of the entry's stylesheets (index.html links them), by address, to write inline. */
  entryCss?: Record<string, string>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** Files a part of the app needs: its scripts to preload and its styles to inline. */
export interface ChunkFiles {
  scripts: string[];
  styles: string[];
}

/**
 * What a page's first screen needs, read from the build's manifest: the app
 * (the chunk src/main.tsx imports once the skeleton is painted: the entry's
 * dynamic import) and, per widget type, the
 * chunks of that widget not already in the entry or the app.
 */
export function chunkPlanOf(manifest: Record<string, ManifestChunk>): { entry: ChunkFiles; app: ChunkFiles; widget: (type: string) => ChunkFiles; widgetTypes: () => string[] } {
  // The entry and what it imports statically are in index.html already.
  const inHtml = new Set<string>();
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const walk = (key: string, into: Set<string>, skip?: Set<string>) => {
    if (into.has(key) || skip?.has(key)) return;
    into.add(key);
    for (const i of manifest[key]?.imports ?? []) walk(i, into, skip);
  };
  if (entryKey) walk(entryKey, inHtml);
  const filesOf = (keys: Iterable<string>): ChunkFiles => {
    const scripts: string[] = [];
    const styles: string[] = [];
    for (const k of keys) {
      const c = manifest[k];
      if (!c) continue;
      scripts.push(`/${c.file}`);
      for (const css of c.css ?? []) styles.push(`/${css}`);
    }
    return { scripts, styles };
  };
  const appKeys = new Set<string>();
  for (const key of (entryKey && manifest[entryKey]?.dynamicImports) || []) walk(key, appKeys, inHtml);
  const loaded = new Set([...inHtml, ...appKeys]);
  const memo = new Map<string, ChunkFiles>();
  return {
    entry: filesOf(inHtml),
    app: filesOf(appKeys),
    widgetTypes: () => Object.keys(manifest).flatMap((k) => /^src\/widgets\/([a-z0-9-]+)\/index\.tsx?$/.exec(k)?.[1] ?? []),
    widget(type) {
      let got = memo.get(type);
      if (got) return got;
      const key = [`src/widgets/${type}/index.ts`, `src/widgets/${type}/index.tsx`].find((k) => manifest[k]);
      const keys = new Set<string>();
      if (key && /^[a-z0-9-]+$/.test(type)) walk(key, keys, loaded);
      got = filesOf(keys);
      memo.set(type, got);
      return got;
    },
  };
}

/** Widget type → the files its chunk needs (scripts and styles), read from the build's manifest. */
export function widgetChunksOf(manifest: Record<string, ManifestChunk>): (type: string) => ChunkFiles {
  return chunkPlanOf(manifest).widget;
}

/** CSS text safe inside a <style> element. */
const cssForStyle = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/**
 * A stylesheet written into the page: its rules inline (no request before the
 * first paint), and a disabled link of the same address, which the browser
 * does not fetch but Vite's chunk loader finds, so it does not fetch the file
 * again when the chunk that owns it loads.
 */
export const inlineStyle = (href: string, css: string) =>
  `<style data-href="${escapeHtml(href)}">${cssForStyle(css)}</style><link rel="stylesheet" crossorigin href="${escapeHtml(href)}" disabled />`;

const nodesOf = (v: unknown): NodeLike[] => (Array.isArray(v) ? v.filter((n): n is NodeLike => Boolean(n) && typeof n === 'object') : []);

function collectTypes(nodes: NodeLike[], into: Set<string>): Set<string> {
  for (const n of nodes) {
    if (typeof n.type === 'string') into.add(n.type);
    collectTypes(nodesOf(n.children), into);
  }
  return into;
}


/** JSON safe inside a <script> element: no `</script>`, no `<!--`, no line separators that old parsers choke on. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface BootDeps {
  siteOf: SiteByHost;
  design: Pick<DesignService, 'getSetting' | 'pageGet'>;
  /** The built client (dist/): its manifest maps widgets to chunks. */
  webDir: string;
}

export function createBoot({ siteOf, design, webDir }: BootDeps) {
  const manifestFile = join(webDir, '.vite/manifest.json');
  let plan: ReturnType<typeof chunkPlanOf> | null = null;
  let manifestRead = false;
  const planOf = () => {
    if (!manifestRead) {
      manifestRead = true;
      try {
        if (existsSync(manifestFile)) plan = chunkPlanOf(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>);
      } catch {
        plan = null;
      }
    }
    return plan;
  };
  /** Built stylesheets' text, read once (hashed files never change under a running process). */
  const cssTexts = new Map<string, string | null>();
  const cssText = (href: string): string | null => {
    if (!cssTexts.has(href)) {
      let text: string | null = null;
      try {
        if (/^\/assets\/[\w.-]+\.css$/.test(href)) text = readFileSync(join(webDir, href), 'utf8');
      } catch {
        text = null;
      }
      cssTexts.set(href, text);
    }
    return cssTexts.get(href) ?? null;
  };

  return {
    /** The boot markup of a page request, or null (unknown tenant, a path that is no design page). */
    /** `subject`: the record of a detail page (from the page head), written into the skeleton. */
    async htmlFor(req: FastifyRequest, subject?: SkeletonSubject | null): Promise<BootHtml | null> {
      const site = await siteOf(req);
      if (!site) return null;
      const key = pageKeyOfPath(pathOf(req.url));
      const [setting, page] = await Promise.all([
        design.getSetting(site),
        key ? design.pageGet(site, { page: key }).catch(() => null) : Promise.resolve(null),
      ]);
      const body = page && 'nodes' in page ? page : null;
      const data: BootData = {
        setting,
        rsa: { publicKey: site.agent.rsaPublicKey, keyId: site.agent.rsaKeyId },
        ...(key && body ? { page: { key, body } } : {}),
      };
      const links: string[] = [];
      const nodes = nodesOf(body?.nodes);
      // The first image first: it is the first screen's largest paint, and must not queue behind scripts.
      const image = firstImageOf(nodes);
      if (image) links.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}" />`);
      const found = planOf();
      if (found) {
        const scripts = new Set<string>(found.app.scripts);
        const styles = new Set<string>(found.app.styles);
        for (const type of collectTypes(nodes, new Set())) {
          const c = found.widget(type);
          c.scripts.forEach((s) => scripts.add(s));
          c.styles.forEach((s) => styles.add(s));
        }
        // Styles inline: no stylesheet request stands between the HTML and the first paint. One that
        // cannot be read is preloaded instead, and the chunk's own loader (Vite) links it as it runs.
        for (const s of styles) {
          const css = cssText(s);
          links.push(css === null ? `<link rel="preload" as="style" crossorigin href="${escapeHtml(s)}" />` : inlineStyle(s, css));
        }
        // Fetched (not run) while the skeleton paints: the entry imports the app once it is on screen. Low
        // priority: nothing on screen waits for them (the skeleton is HTML and CSS), and the first picture,
        // preloaded above at high priority, must not share a slow line with ~40 scripts (issue 15).
        for (const s of scripts) links.push(`<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(s)}" />`);
      }
      const entryCss: Record<string, string> = {};
      for (const href of found?.entry.styles ?? []) {
        const css = cssText(href);
        if (css !== null) entryCss[href] = css;
      }
      return {
        entryCss,
        head: links.join('\n    '),
        data: `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`,
        skeleton: skeletonOf(key, nodes, setting, body?.meta, subject),
      };
    },
  };
}
export type Boot = ReturnType<typeof createBoot>;

/**
 * The answer of GET /widget-chunks.json: each widget type's scripts beyond the entry and the app, from
 * the running server's build, so the app can fetch the next routes' chunks without running them
 * (src/app/shell/chunk-prefetch.ts). Null before a build.
 */
export function widgetChunkMapOf(webDir: string): () => Record<string, string[]> | null {
  let map: Record<string, string[]> | null | undefined;
  return () => {
    if (map !== undefined) return map;
    map = null;
    try {
      const file = join(webDir, '.vite/manifest.json');
      if (existsSync(file)) {
        const plan = chunkPlanOf(JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>);
        map = Object.fromEntries(plan.widgetTypes().map((type) => [type, plan.widget(type).scripts]));
      }
    } catch {
      map = null;
    }
    return map;
  };
}

/** index.html with the boot markup in place: links before </head>, the data first in <body>, the skeleton in #root. */
export function injectBoot(html: string, boot: BootHtml): string {
  let out = html;
  // The entry's own stylesheet inline too (it would block the first paint for a round trip).
  out = out.replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g, (whole, href: string) => {
    const css = boot.entryCss?.[href];
    return css === undefined ? whole : inlineStyle(href, css);
  });
  if (boot.head) out = out.replace(/<\/head>/i, () => `  ${boot.head}\n  </head>`);
  out = out.replace(/<body([^>]*)>/i, (_m, attrs: string) => `<body${attrs}>\n    ${boot.data}`);
  out = out.replace(/<div id="root"><\/div>/, () => `<div id="root">${boot.skeleton}</div>`);
  return out;
}
