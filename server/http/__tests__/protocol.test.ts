import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { formatCipher } from '../../../schemas/rsa';
import { createEncryptor } from '../../../src/runtime/api/rsa';
import { startTestServer, type TestServer } from '../../../tests/helpers/test-server';
import {
  CODE_AGENT_UNKNOWN,
  CODE_BAD_REQUEST,
  CODE_NOT_FOUND,
  CODE_NOT_LOGGED_IN,
  CODE_PAYLOAD_ERROR,
  CODE_PAYLOAD_EXPIRED,
  CODE_PAYLOAD_TOO_LARGE,
  CODE_RSA_ERROR,
  CODE_SERVER_ERROR,
  CODE_TOKEN_INVALID,
  CODE_UNSUPPORTED_MEDIA,
  SESSION_ROTATE_AFTER_MS,
  SESSION_ROTATE_GRACE_MS,
  SYSTEM_PAYLOAD_MAX_AGE_MS,
} from '../../constants';

/** What the memoInput test route was handed, in order. */
const memoSeen: unknown[] = [];

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    extend: (api) => {
      api.post('/api-user/test/explode', { input: z.object({}) }, async () => {
        throw new Error('secret detail: connection string postgres://u:p@db');
      });
      api.post('/api-user/test/memo', { input: z.object({ page: z.string().trim().max(8), tags: z.array(z.string()).optional() }), memoInput: true }, async (input, ctx) => {
        memoSeen.push(input);
        return { page: input.page, tenant: ctx.tenant.tenantId };
      });
      // An answer of about `size` characters, Chinese text included (bytes, not characters, decide compression).
      api.post('/api-user/test/sized', { input: z.object({ size: z.number().int().min(0).max(100_000) }) }, async (input) => ({
        text: '职位'.repeat(Math.floor(input.size / 2)),
      }));
      api.post('/api-user/test/memo-mutates', { input: z.object({ page: z.string() }), memoInput: true }, async (input) => {
        (input as { page: string }).page = 'changed';
        return input;
      });
    },
  });
});
afterAll(() => s.close());

describe('keyGet', () => {
  it('returns the tenant public key and never a private key', async () => {
    const r = await s.call('/api-auth/rsa/keyGet', {}, { payload: null });
    expect(r.body.code).toBe(200);
    expect(r.body.data.publicKey).toContain('BEGIN PUBLIC KEY');
    expect(JSON.stringify(r.body)).not.toMatch(/PRIVATE/i);
  });

  it('gives each tenant its own key', async () => {
    const a = await s.call('/api-auth/rsa/keyGet', {}, { payload: null });
    const b = await s.call('/api-auth/rsa/keyGet', {}, { payload: null, agent: 'demo2' });
    expect(a.body.data.publicKey).not.toBe(b.body.data.publicKey);
  });
});

describe('agent key', () => {
  it('refuses a call without agent-key', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api-auth/app/config', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: CODE_AGENT_UNKNOWN, msg: '缺少 agent-key 请求头' });
  });

  it('refuses an unknown agent', async () => {
    const r = await s.call('/api-auth/rsa/keyGet', {}, { agent: 'nobody', payload: null });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(CODE_AGENT_UNKNOWN);
    expect(r.body.msg).toContain('nobody');
  });
});

describe('system-payload', () => {
  it('accepts a well-formed payload', async () => {
    const r = await s.call('/api-auth/app/config', {});
    expect(r.body.code).toBe(200);
    expect(r.body.data.appName).toBe('才聚招聘');
  });

  it('refuses a call without one', async () => {
    const r = await s.call('/api-auth/app/config', {}, { payload: null });
    expect(r.body).toMatchObject({ code: CODE_PAYLOAD_ERROR, data: { errorPayload: true } });
  });

  it.each(['aaid', 'acid'] as const)('sets the error-payload flag when %s is missing', async (field) => {
    const r = await s.call('/api-auth/app/config', {}, { payload: { [field]: undefined } });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(CODE_PAYLOAD_ERROR);
    expect(r.body.data).toEqual({ errorPayload: true });
    expect(r.body.msg).toContain(field);
  });

  it('refuses aaid/acid that belong to another agent', async () => {
    const r = await s.call('/api-auth/app/config', {}, { payload: { aaid: '10002', acid: '20002' } });
    expect(r.body.code).toBe(CODE_PAYLOAD_ERROR);
    expect(r.body.msg).toBe('系统参数与站点不匹配');
  });

  it('refuses a payload older than 5 minutes, even one it accepted before', async () => {
    const header = await s.payloadHeader();
    expect((await s.call('/api-auth/app/config', {}, { payload: header })).body.code).toBe(200);
    s.clock.advance(SYSTEM_PAYLOAD_MAX_AGE_MS + 1000);
    try {
      const r = await s.call('/api-auth/app/config', {}, { payload: header });
      expect(r.body.code).toBe(CODE_PAYLOAD_EXPIRED);
      // A payload made now still works.
      expect((await s.call('/api-auth/app/config', {})).body.code).toBe(200);
    } finally {
      s.clock.advance(-(SYSTEM_PAYLOAD_MAX_AGE_MS + 1000));
    }
  });

  it('accepts a payload text only for the agent whose key decrypts it, before and after it was accepted', async () => {
    const header = await s.payloadHeader('demo');
    expect((await s.call('/api-auth/app/config', {}, { payload: header })).body.code).toBe(200);
    const r = await s.call('/api-auth/app/config', {}, { payload: header, agent: 'demo2' });
    expect(r.body.code).toBe(CODE_RSA_ERROR);
    expect((await s.call('/api-auth/app/config', {}, { payload: header })).body.code).toBe(200);
  });

  it('answers 1017 for anything that does not decrypt', async () => {
    for (const bad of ['plain text', 'o:AAAA', formatCipher('o', ['Zm9vYmFy']), await (await s.encryptor('demo2'))('{}')]) {
      const r = await s.call('/api-auth/app/config', {}, { payload: bad });
      expect(r.body.code, bad.slice(0, 20)).toBe(CODE_RSA_ERROR);
    }
  });

  it('reads a payload encrypted with PKCS#1 v1.5 (jsencrypt, for web views without WebCrypto)', async () => {
    const key = (await s.call('/api-auth/rsa/keyGet', {}, { payload: null })).body.data.publicKey as string;
    const legacy = await createEncryptor(key, null);
    const header = await legacy(JSON.stringify({ time: s.clock.now(), aaid: '10001', acid: '20001', productType: 1, terminalType: 41, version: '1.2.0' }));
    expect(header.startsWith('p:')).toBe(true);
    expect((await s.call('/api-auth/app/config', {}, { payload: header })).body.code).toBe(200);
  });
});

describe('bad requests get an envelope, never a 500', () => {
  it('unknown API path', async () => {
    const r = await s.call('/api-user/nothing/here', {});
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: CODE_NOT_FOUND, msg: '接口不存在：/api-user/nothing/here' });
  });

  it('GET on an API call', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api-user/job/find' });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toMatchObject({ code: CODE_BAD_REQUEST, msg: '接口只接受 POST 请求' });
  });

  it('malformed JSON', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api-user/job/find', headers: { 'content-type': 'application/json', 'agent-key': 'demo' }, payload: '{"page": 1,' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: CODE_BAD_REQUEST, msg: '请求内容不是有效的 JSON' });
  });

  it('a body that is not JSON at all', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api-user/job/find', headers: { 'content-type': 'text/xml', 'agent-key': 'demo' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(CODE_UNSUPPORTED_MEDIA);
  });

  it('wrong types name the field', async () => {
    const r = await s.call('/api-user/job/find', { page: 'first', limit: 10 });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(CODE_BAD_REQUEST);
    expect(r.body.msg).toBe('参数 page 无效（无效输入：期望 数字，实际接收 NaN）');
    expect(r.body.data.issues[0].path).toBe('page');
  });

  it('out-of-range values give the schema message', async () => {
    const r = await s.call('/api-user/job/find', { limit: 500 });
    expect(r.body).toMatchObject({ code: CODE_BAD_REQUEST, msg: '每页最多 50 条' });
  });

  it('an oversized body', async () => {
    const r = await s.call('/api-user/job/find', { keyword: 'x'.repeat(1_100_000) });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ code: CODE_PAYLOAD_TOO_LARGE, msg: '请求内容过大' });
  });

  it('prototype pollution attempts are refused as bad JSON', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api-user/job/find', headers: { 'content-type': 'application/json', 'agent-key': 'demo' }, payload: '{"__proto__": {"admin": true}}' });
    expect(res.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('an unexpected error: code 500, a generic message and a request id, no details', async () => {
    const r = await s.call('/api-user/test/explode', {});
    expect(r.status).toBe(500);
    expect(r.body.code).toBe(CODE_SERVER_ERROR);
    expect(r.body.msg).toBe('服务器开小差了，请稍后再试');
    expect(r.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(r.body)).not.toContain('secret');
  });
});

describe('answer encoding', () => {
  async function sized(size: number, acceptEncoding?: string) {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'agent-key': 'demo', 'system-payload': await s.payloadHeader() };
    if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
    const res = await s.app.inject({ method: 'POST', url: '/api-user/test/sized', headers, payload: JSON.stringify({ size }) });
    const encoding = res.headers['content-encoding'];
    const raw = res.rawPayload;
    const text = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
    expect(Number(res.headers['content-length'])).toBe(raw.length);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return { encoding, vary: res.headers.vary, size: raw.length, body: JSON.parse(text.toString('utf8')) };
  }

  it('sends short answers as they are', async () => {
    const r = await sized(100, 'gzip, deflate, br');
    expect(r.encoding).toBeUndefined();
    expect(r.vary).toBeUndefined();
    expect(r.body).toEqual({ code: 200, msg: 'success', data: { text: '职位'.repeat(50) } });
  });

  it('compresses answers over the threshold in the encoding the client accepts, measured in bytes', async () => {
    // 400 Chinese characters are 1,200 bytes: over the 1,024-byte threshold in fewer characters.
    for (const size of [400, 20_000]) {
      const want = { code: 200, msg: 'success', data: { text: '职位'.repeat(size / 2) } };
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip, deflate', 'gzip'],
        ['br;q=0, gzip', 'gzip'],
        ['', undefined],
        [undefined, undefined],
      ] as const) {
        const r = await sized(size, accept);
        expect(r.encoding, `${size} ${accept}`).toBe(encoding);
        expect(r.vary).toBe('accept-encoding');
        expect(r.body).toEqual(want);
        if (encoding) expect(r.size).toBeLessThan(size);
      }
    }
  });
});

describe('memoInput routes', () => {
  const send = (path: string, text: string, agent = 'demo') =>
    s.payloadHeader(agent).then((payload) =>
      s.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', 'agent-key': agent, 'system-payload': payload }, payload: text }),
    );

  it('hand every request with the same body text one validated, frozen input, whatever the tenant', async () => {
    memoSeen.length = 0;
    const a = await send('/api-user/test/memo', '{"page":" home ","tags":["a"]}');
    const b = await send('/api-user/test/memo', '{"page":" home ","tags":["a"]}', 'demo2');
    expect(a.json()).toMatchObject({ code: 200, data: { page: 'home' } });
    expect(b.json().data.page).toBe('home');
    // Each request still runs as its own tenant.
    expect(a.json().data.tenant).not.toBe(b.json().data.tenant);
    expect(memoSeen).toHaveLength(2);
    expect(memoSeen[1]).toBe(memoSeen[0]);
    expect(Object.isFrozen(memoSeen[0])).toBe(true);
    expect(Object.isFrozen((memoSeen[0] as { tags: string[] }).tags)).toBe(true);
    // Another text is validated on its own (the same JSON with other spacing too).
    await send('/api-user/test/memo', '{"page": " home ","tags":["a"]}');
    expect(memoSeen[2]).not.toBe(memoSeen[0]);
    expect(memoSeen[2]).toEqual(memoSeen[0]);
  });

  it('refuse a bad body every time it comes, never keeping it', async () => {
    for (let i = 0; i < 2; i++) {
      const long = await send('/api-user/test/memo', '{"page":"much too long"}');
      expect(long.statusCode).toBe(400);
      expect(long.json().code).toBe(CODE_BAD_REQUEST);
      const control = await send('/api-user/test/memo', '{"page":"a\\u0000b"}');
      expect(control.statusCode).toBe(400);
      expect(control.json().msg).toContain('page');
    }
  });

  it('still check JSON and prototype poisoning on a text kept before', async () => {
    expect((await send('/api-user/test/memo', '{"page":"x"}')).statusCode).toBe(200);
    expect((await send('/api-user/test/memo', '{"page":"x"')).json()).toEqual({ code: CODE_BAD_REQUEST, msg: '请求内容不是有效的 JSON' });
    expect((await send('/api-user/test/memo', '{"page":"x","__proto__":{"admin":true}}')).statusCode).toBe(400);
  });

  it('stop a handler that would change a shared input', async () => {
    const first = await send('/api-user/test/memo-mutates', '{"page":"p"}');
    const second = await send('/api-user/test/memo-mutates', '{"page":"p"}');
    // The first request's input is frozen once validated, so a change fails loudly instead of leaking into the next request.
    expect(first.json().code).toBe(CODE_SERVER_ERROR);
    expect(second.json().code).toBe(CODE_SERVER_ERROR);
  });
});

describe('encrypted calls', () => {
  it('refuse a plain body', async () => {
    const r = await s.call('/api-auth/user/login', { account: '13800000001', password: 'demo1234' });
    expect(r.body).toMatchObject({ code: CODE_BAD_REQUEST, msg: '该接口需要加密提交' });
  });

  it('answer 1017 for a ciphertext made with another key', async () => {
    const other = await (await s.encryptor('demo2'))(JSON.stringify({ account: '13800000001', password: 'demo1234' }));
    const r = await s.call('/api-auth/user/login', { ciphertext: other });
    expect(r.body.code).toBe(CODE_RSA_ERROR);
  });

  it('log in with the encrypted payload', async () => {
    const r = await s.call('/api-auth/user/login', { account: '13800000001', password: 'demo1234' }, { encrypt: true });
    expect(r.body.code).toBe(200);
    expect(r.body.data.user.info.mobile).toBe('13800000001');
    expect(r.body.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('access tokens', () => {
  it('1006 without a token, 1007 with an unknown one', async () => {
    const none = await s.call('/api-user/user/infoGet', {});
    expect(none.status).toBe(401);
    expect(none.body.code).toBe(CODE_NOT_LOGGED_IN);
    const bad = await s.call('/api-user/user/infoGet', {}, { token: 'x'.repeat(43) });
    expect(bad.body.code).toBe(CODE_TOKEN_INVALID);
  });

  it('are new on every login and stored only as a hash', async () => {
    const a = await s.login('13800000001', 'demo1234');
    const b = await s.login('13800000001', 'demo1234');
    expect(a).not.toBe(b);
    const rows = await s.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.some((r) => r.token_hash === a || r.token_hash === b)).toBe(false);
    expect((await s.call('/api-user/user/infoGet', {}, { token: a })).body.code).toBe(200);
    expect((await s.call('/api-user/user/infoGet', {}, { token: b })).body.code).toBe(200);
  });

  it('are rotated after 12 hours through the envelope; the old one lasts a minute more', async () => {
    const old = await s.login('13800000002', 'demo1234');
    s.clock.advance(SESSION_ROTATE_AFTER_MS + 1000);
    try {
      const r = await s.call('/api-user/user/infoGet', {}, { token: old });
      expect(r.body.code).toBe(200);
      expect(r.body.accessToken).toBeTruthy();
      expect(r.body.refreshToken).toBe(r.body.accessToken);
      const fresh = r.body.accessToken!;
      const again = await s.call('/api-user/user/infoGet', {}, { token: fresh });
      expect(again.body.code).toBe(200);
      expect(again.body.accessToken).toBeUndefined();
      expect((await s.call('/api-user/user/infoGet', {}, { token: old })).body.code).toBe(200);
      s.clock.advance(SESSION_ROTATE_GRACE_MS);
      expect((await s.call('/api-user/user/infoGet', {}, { token: old })).body.code).toBe(CODE_TOKEN_INVALID);
      expect((await s.call('/api-user/user/infoGet', {}, { token: fresh })).body.code).toBe(200);
    } finally {
      s.clock.advance(-(SESSION_ROTATE_AFTER_MS + 1000 + SESSION_ROTATE_GRACE_MS));
    }
  });

  it('end with logout', async () => {
    const t = await s.login('13800000001', 'demo1234');
    expect((await s.call('/api-auth/user/logout', {}, { token: t })).body.code).toBe(200);
    expect((await s.call('/api-user/user/infoGet', {}, { token: t })).body.code).toBe(CODE_TOKEN_INVALID);
  });
});
