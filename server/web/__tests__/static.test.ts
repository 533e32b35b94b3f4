import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/helpers/test-server';
import { CONTENT_SECURITY_POLICY } from '../static';

let s: TestServer;
const BIG_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `'第 ${i} 行'`).join(',')}];`;
const get = (url: string) => s.app.inject({ method: 'GET', url, headers: { host: '127.0.0.1' } });

beforeAll(async () => {
  // A built client of its own: both HTML entries (the site and the studio) and a hashed asset.
  const web = mkdtempSync(join(tmpdir(), 'rm-static-web-'));
  // Long enough (over the compression threshold) for the page to go out compressed.
  writeFileSync(join(web, 'index.html'), `<!doctype html><title>site</title><div id="root"></div><!-- ${'才聚招聘 '.repeat(300)} -->`);
  writeFileSync(join(web, 'admin.html'), '<!doctype html><title>studio</title><div id="root"></div>');
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'assets', 'index-AbC123.js'), 'console.log(1)');
  // A hashed asset with the .br and .gz copies the build writes beside it (deploy/precompress.ts, run by vite.config.ts).
  writeFileSync(join(web, 'assets', 'app-Xy7Zq9Ab.js'), BIG_JS);
  writeFileSync(join(web, 'assets', 'app-Xy7Zq9Ab.js.br'), brotliCompressSync(BIG_JS));
  writeFileSync(join(web, 'assets', 'app-Xy7Zq9Ab.js.gz'), gzipSync(BIG_JS));
  // A public file copied as it is (no hash in its name): it may change in place.
  mkdirSync(join(web, 'static'));
  writeFileSync(join(web, 'static', 'banner.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  s = await startTestServer({ webDir: web });
});
afterAll(() => s.close());

describe('headers of HTML entries and assets', () => {
  // /index.html came straight from the static plugin without a CSP or nosniff and was cached immutable for a year,
  // so a deploy's new script names never reached a browser that had it.
  it.each(['/index.html', '/admin.html', '/', '/message', '/admin', '/my/resume?x=1'])('gives %s the CSP, nosniff and no-cache', async (url) => {
    const r = await get(url);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['cache-control']).toBe('no-cache');
  });

  it('keeps hashed assets immutable for a year, without sniffing', async () => {
    const r = await get('/assets/index-AbC123.js');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('compressed transfer', () => {
  const getWith = (url: string, encoding: string) => s.app.inject({ method: 'GET', url, headers: { host: '127.0.0.1', 'accept-encoding': encoding } });

  it('sends a hashed asset from its precompressed brotli copy, immutable', async () => {
    const r = await getWith('/assets/app-Xy7Zq9Ab.js', 'gzip, deflate, br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/javascript/);
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.rawPayload.length).toBeLessThan(BIG_JS.length / 3);
    expect(brotliDecompressSync(r.rawPayload).toString()).toBe(BIG_JS);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gz = await getWith('/assets/app-Xy7Zq9Ab.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_JS);
    const plain = await getWith('/assets/app-Xy7Zq9Ab.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_JS);
  });

  it('caches a public file without a hash for an hour only, never immutable', async () => {
    const r = await get('/static/banner.svg');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses the page HTML and keeps it uncached (no-cache, not immutable)', async () => {
    const r = await getWith('/', 'br');
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.headers['cache-control']).not.toMatch(/immutable|max-age/);
    expect(r.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(r.rawPayload).toString()).toContain('<div id="root">');
  });

  it('compresses an API answer above the threshold, and leaves a small one alone', async () => {
    const headers = { 'content-type': 'application/json', 'agent-key': 'demo', 'system-payload': await s.payloadHeader() };
    const big = await s.app.inject({ method: 'POST', url: '/api-open/area/findAll', headers: { ...headers, 'accept-encoding': 'br' }, payload: JSON.stringify({ level: 1 }) });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const answer = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as { code: number; data: { list: unknown[] } };
    expect(answer.code).toBe(200);
    expect(answer.data.list.length).toBeGreaterThan(10);
    expect(big.rawPayload.length).toBeLessThan(JSON.stringify(answer).length);

    const small = await s.app.inject({ method: 'POST', url: '/api-open/area/getLocation', headers: { ...headers, 'accept-encoding': 'br' }, payload: JSON.stringify({}) });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect((small.json() as { code: number }).code).toBeTypeOf('number');
  });
});
