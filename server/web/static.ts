import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_THRESHOLD_BYTES } from '../constants';
import { injectBoot, type BootHtml } from './boot';
import type { SkeletonSubject } from './skeleton';
import { injectHead, type PageHead } from './seo';

/**
 * No inline scripts and no eval: operator JSON is data, never code. Inline
 * styles are allowed because antd-mobile positions popups with style attributes.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // WeChat's JS-SDK, loaded only inside WeChat (src/runtime/wechat).
  "script-src 'self' https://res.wx.qq.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  // Live rooms: hls.js fetches playlists and segments (our own or a live's https HLS origin) and plays them from blob: URLs.
  "connect-src 'self' ws: wss: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * Headers of every HTML entry (index.html, admin.html, any page path): the CSP,
 * no sniffing, and no-cache so a deploy's new hashed script names are picked up
 * at once. Only hashed assets are cached for a year as immutable.
 */
export function setHtmlHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('cache-control', 'no-cache')
    .header('content-security-policy', CONTENT_SECURITY_POLICY)
    .header('x-content-type-options', 'nosniff');
}

/** A build output whose name carries its content hash (Vite: assets/name-HASH.ext, every file it writes under assets/): its bytes never change. */
export const isHashedAsset = (path: string) => /[/\\]assets[/\\][^/\\]+-[\w-]{6,}\.[a-z0-9]+$/i.test(path);

/** Hashed assets: a year, immutable. Other public files (favicon, design images) may change in place: an hour. */
export const HASHED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const PUBLIC_CACHE_CONTROL = 'public, max-age=3600';

/**
 * A page's HTML, compressed as the browser accepts (pages come from the
 * not-found handler, which the compression plugin's per-route hook does not
 * reach). Pages are a few KB: brotli at a middle level costs well under a millisecond.
 */
function sendHtml(req: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'accept-encoding');
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (Buffer.byteLength(html) < COMPRESS_THRESHOLD_BYTES || req.method === 'HEAD') return reply.send(html);
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

const isHtml = (path: string) => /\.html?$/i.test(path);

export interface WebOptions {
  /** Title, description and sharing tags of a page, and its status (404 for a missing record). */
  headFor?: (req: FastifyRequest) => Promise<PageHead | null>;
  /** The first screen's data, preloads and skeleton (server/web/boot.ts). */
  bootFor?: (req: FastifyRequest, subject?: SkeletonSubject | null) => Promise<BootHtml | null>;
}

/** The operator studio's pages: /admin and everything under it answer admin.html. */
export const isStudioPath = (url: string) => /^\/admin(?:[/?#]|$)/.test(url);

/** A site page opened by the studio's canvas (?studio): the app with the studio's bridge (canvas.html). */
export const isCanvasRequest = (url: string) => /[?&]studio(?:[=&#]|$)/.test(url);

/** Serves the built SPA from `dir`; every unknown GET page answers index.html (history mode), studio pages admin.html. */
export async function registerWeb(app: FastifyInstance, webDir: string, opts: WebOptions = {}) {
  const dir = resolve(webDir);
  const indexFile = join(dir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: dir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each file (vite.config.ts): sent as the browser accepts, no work per request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, sent) => {
        // The file sent may be the precompressed copy (name.js.br): its headers are the original's.
        const path = sent.replace(/\.(?:br|gz)$/, '');
        if (isHtml(path)) setHtmlHeaders(reply);
        else reply.header('cache-control', isHashedAsset(path) ? HASHED_CACHE_CONTROL : PUBLIC_CACHE_CONTROL).header('x-content-type-options', 'nosniff');
      },
    });
  }
  const notBuilt = '<!doctype html><meta charset="utf-8"><title>未构建</title><p>The client is not built yet: run <code>npm run build</code>.</p>';
  const indexHtml = () => (built ? readFileSync(indexFile, 'utf8') : notBuilt);
  const adminFile = join(dir, 'admin.html');
  const adminHtml = () => (existsSync(adminFile) ? readFileSync(adminFile, 'utf8') : notBuilt);
  const canvasFile = join(dir, 'canvas.html');
  const canvasHtml = () => (existsSync(canvasFile) ? readFileSync(canvasFile, 'utf8') : indexHtml());

  async function pageHead(req: FastifyRequest): Promise<PageHead | null> {
    if (!opts.headFor) return null;
    try {
      return await opts.headFor(req);
    } catch (err) {
      // A page without its tags is better than no page: the SPA still draws it.
      req.log.error({ err }, 'page head failed');
      return null;
    }
  }

  async function pageBoot(req: FastifyRequest, subject: SkeletonSubject | null): Promise<BootHtml | null> {
    if (!opts.bootFor || !built) return null;
    try {
      return await opts.bootFor(req, subject);
    } catch (err) {
      // Without boot data the app fetches what it needs, as it always could.
      req.log.error({ err }, 'page boot data failed');
      return null;
    }
  }

  return async function servePage(req: FastifyRequest, reply: FastifyReply) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.code(404).send({ code: 404, msg: '接口不存在' });
    }
    const studio = isStudioPath(req.url);
    const canvas = !studio && isCanvasRequest(req.url);
    // The head first (cached per path): a detail page's skeleton writes the record the head found.
    const head = studio || canvas ? null : await pageHead(req);
    const boot = studio || canvas ? null : await pageBoot(req, head?.subject ?? null);
    const page = head ? injectHead(indexHtml(), head.head) : indexHtml();
    const html = studio ? adminHtml() : canvas ? canvasHtml() : boot ? injectBoot(page, boot) : page;
    return sendHtml(req, setHtmlHeaders(reply.code(head?.status ?? 200)), html);
  };
}
