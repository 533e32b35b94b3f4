import type { IncomingMessage, ServerResponse } from 'node:http';
import sharp from 'sharp';

/**
 * A fake raster tile server (XYZ) for tests and the browser tests' loopback
 * fakes: GET {prefix}/{z}/{x}/{y}.png answers a small 256-px PNG (a light
 * ground with two streets and a border, so a map of them reads as a map);
 * with `key` set, a tile asked without ?key=<key> is refused (403), as real
 * providers refuse a wrong key. It counts the tiles it served; GET
 * {prefix}/count answers {tiles} for tests outside the process.
 */
export function createFakeTileServer(opts: { prefix?: string; key?: string } = {}) {
  const prefix = opts.prefix ?? '/tiles';
  const counts = { tiles: 0, refused: 0 };
  const served: string[] = [];
  let png: Promise<Buffer> | null = null;
  const tile = () =>
    (png ??= sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#f2efe9"/><rect x="20" y="150" width="70" height="60" fill="#d9ead3"/><rect x="150" y="30" width="80" height="50" fill="#e3e6ea"/><path d="M0 118 H256" stroke="#fff" stroke-width="14"/><path d="M128 0 V256" stroke="#fff" stroke-width="10"/><path d="M0 118 H256" stroke="#f7d37a" stroke-width="4"/><rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="#d8d4cc"/></svg>`,
      ),
    )
      .png()
      .toBuffer());
  const pattern = new RegExp(`^${prefix.replace(/[/]/g, '\\/')}\\/(\\d{1,2})\\/(\\d{1,7})\\/(\\d{1,7})\\.png$`);

  return {
    counts,
    /** Paths of the tiles served, in order (z/x/y). */
    served,
    reset() {
      counts.tiles = 0;
      counts.refused = 0;
      served.length = 0;
    },
    /** Answers a request it knows; false for any other path. */
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method !== 'GET') return false;
      if (url.pathname === `${prefix}/count`) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ tiles: counts.tiles, refused: counts.refused }));
        return true;
      }
      const m = pattern.exec(url.pathname);
      if (!m) return false;
      if (opts.key !== undefined && url.searchParams.get('key') !== opts.key) {
        counts.refused++;
        res.writeHead(403, { 'content-type': 'text/plain' }).end('invalid key');
        return true;
      }
      counts.tiles++;
      served.push(`${m[1]}/${m[2]}/${m[3]}`);
      void tile().then((bytes) =>
        res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*', 'cache-control': 'no-store' }).end(bytes),
      );
      return true;
    },
  };
}
