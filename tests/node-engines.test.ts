import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The bug: the project declares Node >= 20.19, but three installed packages
 * asked for Node 22 (content-disposition@3 through @fastify/static, cookie@2
 * through light-my-request, nanoid@6 through docx), so `npm ci` warned
 * EBADENGINE on the Node the README names. package.json's overrides pin
 * versions that accept Node 20 and offer what their parents call.
 */
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { engines?: { node?: string } | string[]; version?: string }> };
const oldest = semver.minVersion(pkg.engines.node)!.version;

describe('node engines', () => {
  it('every locked package accepts the oldest Node the project declares', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([, p]) => p.engines && !Array.isArray(p.engines) && p.engines.node && !semver.satisfies(oldest, p.engines.node))
      .map(([path, p]) => `${path}@${p.version} (${(p.engines as { node: string }).node})`);
    expect(oldest).toBe('20.19.0');
    expect(refusing).toEqual([]);
  });

  it("the pinned content-disposition still gives @fastify/static the create() it calls", () => {
    const fromStatic = createRequire(createRequire(import.meta.url).resolve('@fastify/static'));
    const { create } = fromStatic('content-disposition') as { create: (name: string) => string };
    expect(create('简历.pdf')).toBe(`attachment; filename="??.pdf"; filename*=UTF-8''%E7%AE%80%E5%8E%86.pdf`);
  });

  it("the pinned cookie still lets app.inject send the cookies a test gives it", async () => {
    const app = Fastify();
    app.get('/c', async (req) => ({ cookie: req.headers.cookie }));
    const res = await app.inject({ method: 'GET', url: '/c', cookies: { sid: 'a b', lang: 'zh' } });
    expect(res.json()).toEqual({ cookie: 'sid=a%20b; lang=zh' });
    await app.close();
  });
});
