import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/helpers/test-server';
import { acceptedEncoding } from '../prepared';

describe('acceptedEncoding', () => {
  it('picks brotli, then gzip, as a browser offers them, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('BR;Q=0.5')).toBe('br');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('gzip;q=0, br;q=0')).toBe('identity');
    expect(acceptedEncoding('deflate')).toBe('identity');
    expect(acceptedEncoding('')).toBe('identity');
    expect(acceptedEncoding(undefined)).toBe('identity');
  });
});

/** The shared setting and page answers, encoded once per change, read as a browser reads them. */
describe('prepared design answers', () => {
  let a: TestServer;
  let b: TestServer;
  let op: string;

  beforeAll(async () => {
    a = await startTestServer();
    // Another process of the same deployment: it keeps (and encodes) answers of its own.
    b = await startTestServer({ beside: a });
    const r = await a.call('/api-admin/auth/login', { account: 'admin', password: 'demo1234' }, { encrypt: true, headers: { 'x-forwarded-for': '10.7.1.1' } });
    op = r.body.data.access_token;
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /** A call with the browser's accept-encoding: the envelope as the browser decodes it. */
  async function read(s: TestServer, path: string, body: unknown, acceptEncoding: string) {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'agent-key': 'demo', 'system-payload': await s.payloadHeader('demo') };
    if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
    const res = await s.app.inject({ method: 'POST', url: path, headers, payload: JSON.stringify(body) });
    const encoding = res.headers['content-encoding'] ?? 'identity';
    const raw = res.rawPayload;
    const text = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
    return { status: res.statusCode, encoding, type: String(res.headers['content-type']), vary: String(res.headers.vary ?? ''), size: raw.length, body: JSON.parse(text.toString('utf8')) };
  }

  it('answers designPageGet and settingGet compressed in the encoding the browser accepts, the same envelope as uncompressed', async () => {
    for (const [path, body] of [
      ['/api-auth/app/designPageGet', { page: 'home' }],
      ['/api-auth/app/settingGet', {}],
    ] as const) {
      const plain = await read(a, path, body, '');
      expect(plain.encoding).toBe('identity');
      expect(plain.body.code).toBe(200);
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip, deflate, br', 'br'],
        ['br;q=0, gzip', 'gzip'],
        ['identity', 'identity'],
      ] as const) {
        const got = await read(a, path, body, accept);
        expect([path, accept, got.encoding]).toEqual([path, accept, encoding]);
        expect(got.status).toBe(200);
        expect(got.type).toBe('application/json; charset=utf-8');
        expect(got.body).toEqual(plain.body);
        if (encoding !== 'identity') {
          expect(got.vary).toContain('accept-encoding');
          expect(got.size).toBeLessThan(plain.size / 2);
        }
      }
    }
  });

  it('answers unchanged and unknown pages as before', async () => {
    const page = await read(a, '/api-auth/app/designPageGet', { page: 'home' }, 'br');
    const again = await read(a, '/api-auth/app/designPageGet', { page: 'home', updatedAt: page.body.data.updatedAt }, 'br');
    expect(again.body).toEqual({ code: 200, msg: 'success', data: { unchanged: true, updatedAt: page.body.data.updatedAt } });
    const unknown = await read(a, '/api-auth/app/designPageGet', { page: 'no-such-page' }, 'br');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('页面不存在');
  });

  it('a change made in one process is in the next compressed answer of both', async () => {
    const before = await read(b, '/api-auth/app/settingGet', {}, 'br');
    expect((await read(a, '/api-auth/app/settingGet', {}, 'br')).body).toEqual(before.body);
    const work = `每天 9:00-${10 + (Date.now() % 9)}:30`;
    const saved = await a.call('/api-admin/app/settingUpdate', { customerServiceWork: work }, { token: op, agent: 'demo' });
    expect(saved.body.code, saved.body.msg).toBe(200);
    for (const s of [a, b]) {
      await expect.poll(async () => (await read(s, '/api-auth/app/settingGet', {}, 'br')).body.data.customerServiceWork).toBe(work);
      const gz = await read(s, '/api-auth/app/settingGet', {}, 'gzip');
      expect(gz.encoding).toBe('gzip');
      expect(gz.body.data.customerServiceWork).toBe(work);
      expect(gz.body.data.updatedAt).toBe(saved.body.data.updatedAt);
    }
  });
});
