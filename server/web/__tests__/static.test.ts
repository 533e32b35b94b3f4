import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/helpers/test-server';
import { CONTENT_SECURITY_POLICY } from '../static';

let s: TestServer;
const get = (url: string) => s.app.inject({ method: 'GET', url, headers: { host: '127.0.0.1' } });

beforeAll(async () => {
  // A built client of its own: both HTML entries (the site and the studio) and a hashed asset.
  const web = mkdtempSync(join(tmpdir(), 'rm-static-web-'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>site</title><div id="root"></div>');
  writeFileSync(join(web, 'admin.html'), '<!doctype html><title>studio</title><div id="root"></div>');
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'assets', 'index-AbC123.js'), 'console.log(1)');
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
