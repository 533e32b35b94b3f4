/**
 * Writes <file>.gz and <file>.br beside each compressible file of the built client, for nginx's
 * gzip_static / brotli_static and the Node server's static files (server/web/static.ts). The one
 * copy of this step: `vite build` runs it on its output (vite.config.ts), and this script runs it
 * again by hand or in the browser tests (`npm run deploy:precompress [-- dist/assets] [--quick]`).
 * A file that does not shrink by a tenth gets none (it is then sent as it is).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Source maps are left out: developers' tools read them, users' browsers never do.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|wasm)$/i;
/** Below this a compressed copy saves less than its own headers. */
const PRECOMPRESS_MIN_BYTES = 1024;

/** `quick`: lower levels (tests build and compress on every run; production compresses once, at the best levels). */
export async function precompress(dir: string, quick = false): Promise<{ files: number; gz: number; br: number }> {
  const out = { files: 0, gz: 0, br: 0 };
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    if ((await stat(path)).isDirectory()) {
      // .vite holds the build's manifests, which no browser asks for.
      if (name === '.vite') continue;
      const sub = await precompress(path, quick);
      out.files += sub.files;
      out.gz += sub.gz;
      out.br += sub.br;
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const raw = await readFile(path);
    if (raw.length < PRECOMPRESS_MIN_BYTES) continue;
    out.files++;
    const gz = gzipSync(raw, { level: quick ? 6 : 9 });
    if (gz.length < raw.length * 0.9) {
      await writeFile(`${path}.gz`, gz);
      out.gz++;
    }
    const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: quick ? 5 : 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
    if (br.length < raw.length * 0.9) {
      await writeFile(`${path}.br`, br);
      out.br++;
    }
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const dir = args.find((a) => !a.startsWith('--')) ?? 'dist/assets';
  const t = Date.now();
  const r = await precompress(dir, args.includes('--quick'));
  process.stdout.write(`precompressed ${r.files} files in ${dir}: ${r.gz} .gz, ${r.br} .br (${Date.now() - t} ms)\n`);
}
