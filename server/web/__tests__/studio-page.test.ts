import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/helpers/test-server';
import { CONTENT_SECURITY_POLICY } from '../static';

let s: TestServer;
beforeAll(async () => {
  const webDir = mkdtempSync(join(tmpdir(), 'rm-web-studio-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>mobile</title><div id="root"></div>');
  writeFileSync(join(webDir, 'admin.html'), '<!doctype html><title>studio</title><div id="root"></div>');
  writeFileSync(join(webDir, 'canvas.html'), '<!doctype html><title>canvas</title><div id="root"></div>');
  s = await startTestServer({ webDir });
});
afterAll(() => s.close());

const get = (url: string) => s.app.inject({ method: 'GET', url });

describe('the operator studio page', () => {
  it('answers admin.html for /admin and every path under it, with the SPA headers and no-cache', async () => {
    for (const url of ['/admin', '/admin/', '/admin/login?redirect=%2Fadmin', '/admin/pages/home', '/admin/tabbar']) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).toContain('<title>studio</title>');
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('leaves the mobile pages (and look-alike paths) on index.html', async () => {
    for (const url of ['/', '/me', '/administrator', '/admins/x']) {
      const r = await get(url);
      // The mobile page gets its title from the SEO head, so the studio's marker is what tells them apart.
      expect(r.body, url).toContain('<div id="root">');
      expect(r.body, url).not.toContain('studio');
    }
  });

  it("answers canvas.html (the app with the studio's bridge) for a site page opened with ?studio, and index.html otherwise", async () => {
    for (const url of ['/?studio=1', '/me?studio=1', '/message?x=1&studio=1', '/public/diy/spring?studio']) {
      const r = await get(url);
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).toContain('<title>canvas</title>');
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    }
    for (const url of ['/me', '/me?studios=1', '/me?nostudio=1']) {
      expect((await get(url)).body, url).not.toContain('canvas');
    }
  });
});
