import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '../../schemas/boot';
import type { SiteByHost } from '../core/site-by-host';
import type { DesignService } from '../modules/design/service';
import { escapeHtml, pageKeyOfPath, pathOf } from './seo';
import { firstImageOf, skeletonOf, type NodeLike } from './skeleton';

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
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

/** Widget type → the files its chunk needs (scripts and styles), read from the build's manifest. */
export function widgetChunksOf(manifest: Record<string, ManifestChunk>): (type: string) => { scripts: string[]; styles: string[] } {
  // The entry and what it imports statically are in index.html already.
  const loaded = new Set<string>();
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const i of manifest[key]?.imports ?? []) walk(i, into);
  };
  if (entryKey) walk(entryKey, loaded);
  const memo = new Map<string, { scripts: string[]; styles: string[] }>();
  return (type) => {
    let got = memo.get(type);
    if (got) return got;
    const key = [`src/widgets/${type}/index.ts`, `src/widgets/${type}/index.tsx`].find((k) => manifest[k]);
    const keys = new Set<string>();
    if (key && /^[a-z0-9-]+$/.test(type)) walk(key, keys);
    const scripts: string[] = [];
    const styles: string[] = [];
    for (const k of keys) {
      if (loaded.has(k)) continue;
      const c = manifest[k];
      if (!c) continue;
      scripts.push(`/${c.file}`);
      for (const css of c.css ?? []) styles.push(`/${css}`);
    }
    got = { scripts, styles };
    memo.set(type, got);
    return got;
  };
}

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
  let chunks: ReturnType<typeof widgetChunksOf> | null = null;
  let manifestRead = false;
  const chunksOf = () => {
    if (!manifestRead) {
      manifestRead = true;
      try {
        if (existsSync(manifestFile)) chunks = widgetChunksOf(JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>);
      } catch {
        chunks = null;
      }
    }
    return chunks;
  };

  return {
    /** The boot markup of a page request, or null (unknown tenant, a path that is no design page). */
    async htmlFor(req: FastifyRequest): Promise<BootHtml | null> {
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
      const found = chunksOf();
      if (found) {
        const scripts = new Set<string>();
        const styles = new Set<string>();
        for (const type of collectTypes(nodes, new Set())) {
          const c = found(type);
          c.scripts.forEach((s) => scripts.add(s));
          c.styles.forEach((s) => styles.add(s));
        }
        // Preloaded, not render-blocking: the skeleton paints at once, and the chunk's own loader (Vite) links them as it runs.
        for (const s of styles) links.push(`<link rel="preload" as="style" crossorigin href="${escapeHtml(s)}" />`);
        for (const s of scripts) links.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(s)}" />`);
      }
      const image = firstImageOf(nodes);
      if (image) links.push(`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}" />`);
      return {
        head: links.join('\n    '),
        data: `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`,
        skeleton: skeletonOf(key, nodes, setting, body?.meta),
      };
    },
  };
}
export type Boot = ReturnType<typeof createBoot>;

/** index.html with the boot markup in place: links before </head>, the data first in <body>, the skeleton in #root. */
export function injectBoot(html: string, boot: BootHtml): string {
  let out = html;
  if (boot.head) out = out.replace(/<\/head>/i, () => `  ${boot.head}\n  </head>`);
  out = out.replace(/<body([^>]*)>/i, (_m, attrs: string) => `<body${attrs}>\n    ${boot.data}`);
  out = out.replace(/<div id="root"><\/div>/, () => `<div id="root">${boot.skeleton}</div>`);
  return out;
}
