import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { decryptText } from '../../../http/rsa';
import { createFakeTileServer } from '../../../providers/map/fake-tiles';
import { resolveTileSet, tileUrl } from '../../../providers/map/index';

const fake = createFakeTileServer({ key: 'tile-key' });
const http = createServer((req, res) => void (fake.handle(req, res) || res.writeHead(404).end()));
let tileHost = '';
let s: TestServer;

beforeAll(async () => {
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  tileHost = `127.0.0.1:${(http.address() as AddressInfo).port}`;
  s = await startTestServer({ mapTileHosts: [tileHost] });
});
afterAll(async () => {
  await s.close();
  await new Promise((r) => http.close(r));
});

let ipSeq = 0;
async function operator(agent: string) {
  const r = await s.call('/api-admin/auth/login', { account: 'admin', password: 'demo1234' }, { agent, encrypt: true, headers: { 'x-forwarded-for': `10.75.0.${++ipSeq}` } });
  return r.body.data.access_token as string;
}
const mapConfig = (agent = 'demo') => s.call('/api-user/providers/mapConfig', {}, { agent, encrypt: true });
const xyz = () => ({ kind: 'xyz', key: 'tile-key', urlTemplate: `http://${tileHost}/tiles/{z}/{x}/{y}.png?key={key}`, attribution: '© 测试瓦片' });

describe('map provider config (mapConfig)', () => {
  it('answers a clear message when the operator has configured no map', async () => {
    await s.call('/api-admin/map/providerSave', { kind: 'none' }, { agent: 'demo2', token: await operator('demo2') });
    const r = await mapConfig('demo2');
    expect(r.body.code).not.toBe(200);
    expect(r.body.msg).toBe('运营方未配置地图');
    expect(r.status).toBeLessThan(500);
  });

  it('takes only an encrypted request, which the server decrypts (the round trip)', async () => {
    const enc = await s.encryptor('demo');
    const cipher = await enc(JSON.stringify({ terminalType: 1 }));
    // What the client sends is the chunked RSA text of the URL-encoded JSON, not the JSON.
    expect(cipher).not.toContain('terminalType');
    const agent = await s.db.query<{ rsa_private_key: string }>("SELECT rsa_private_key FROM agents WHERE agent_key = 'demo'");
    expect(JSON.parse(decryptText(cipher, agent[0]!.rsa_private_key))).toEqual({ terminalType: 1 });
    // A plain body is refused.
    const plain = await s.call('/api-user/providers/mapConfig', { terminalType: 1 });
    expect(plain.body.code).not.toBe(200);
  });

  it("gives each tenant its own operator's provider, key put in the tiles' address", async () => {
    const token = await operator('demo2');
    await s.call('/api-admin/map/providerSave', { kind: 'none' }, { token: await operator('demo') });
    const saved = await s.call('/api-admin/map/providerSave', xyz(), { agent: 'demo2', token });
    expect(saved.body).toMatchObject({ code: 200, data: { kind: 'xyz', key: 'tile-key' } });
    const r = await mapConfig('demo2');
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ kind: 'xyz', datum: 'wgs84', attribution: '© 测试瓦片', layers: [{ url: `http://${tileHost}/tiles/{z}/{x}/{y}.png?key=tile-key` }] });
    // The other tenant still has none, in the client's answer and in its studio.
    expect((await mapConfig('demo')).body.msg).toBe('运营方未配置地图');
    const other = await s.call('/api-admin/map/providerGet', {}, { token: await operator('demo') });
    expect(other.body.data.kind).toBe('none');
    // demo2's operator token means nothing on demo.
    expect((await s.call('/api-admin/map/providerSave', xyz(), { agent: 'demo', token })).body.code).not.toBe(200);
    expect((await mapConfig('demo')).body.code).not.toBe(200);
  });

  it('lets only operators set the provider', async () => {
    await s.call('/api-admin/map/providerSave', { kind: 'none' }, { token: await operator('demo') });
    const user = await s.login('13800000001', 'demo1234');
    const r = await s.call('/api-admin/map/providerSave', { kind: 'amap' }, { token: user });
    expect(r.body.code).not.toBe(200);
    expect((await s.call('/api-admin/map/providerSave', { kind: 'amap' })).body.code).not.toBe(200);
    expect((await mapConfig('demo')).body.msg).toBe('运营方未配置地图');
  });

  it('refuses a template without its placeholders or Tianditu without its key, in words', async () => {
    const token = await operator('demo');
    const bad = await s.call('/api-admin/map/providerSave', { kind: 'xyz', urlTemplate: 'https://tiles.example.com/tile.png' }, { token });
    expect(bad.body.code).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('瓦片地址应包含 {z}、{x}、{y}');
    const tdt = await s.call('/api-admin/map/providerSave', { kind: 'tianditu' }, { token });
    expect(JSON.stringify(tdt.body)).toContain('天地图需要填写密钥');
    const notUrl = await s.call('/api-admin/map/providerSave', { kind: 'wmts', urlTemplate: 'file:///etc/passwd?{TileMatrix}{TileRow}{TileCol}' }, { token });
    expect(JSON.stringify(notUrl.body)).toContain('瓦片地址应以 http:// 或 https:// 开头');
  });

  it('removes the provider with kind none', async () => {
    const token = await operator('demo');
    await s.call('/api-admin/map/providerSave', { kind: 'amap', key: 'k' }, { token });
    expect((await mapConfig('demo')).body.data.kind).toBe('amap');
    await s.call('/api-admin/map/providerSave', { kind: 'none' }, { token });
    expect((await mapConfig('demo')).body.msg).toBe('运营方未配置地图');
  });
});

describe('named providers', () => {
  const base = { key: 'K 1', urlTemplate: '', subdomains: '', datum: 'wgs84' as const, attribution: '', updatedAt: 1 };
  it('draws AMap and Tencent in GCJ-02, Tianditu in WGS-84 with its tk and label layer', () => {
    expect(resolveTileSet({ ...base, kind: 'amap' })!.datum).toBe('gcj02');
    const tencent = resolveTileSet({ ...base, kind: 'tencent' })!;
    expect(tencent.datum).toBe('gcj02');
    // Tencent counts rows from the south: row 0 of zoom 2 is its row 3.
    expect(tileUrl(tencent.layers[0]!.url, '', 2, 1, 0)).toContain('z=2&x=1&y=3');
    const tdt = resolveTileSet({ ...base, kind: 'tianditu' })!;
    expect(tdt.datum).toBe('wgs84');
    expect(tdt.layers.map((l) => l.url.match(/LAYER=(\w+)/)![1])).toEqual(['vec', 'cva']);
    expect(tdt.layers[0]!.url).toContain('tk=K%201');
  });
  it('reads WMTS placeholders as z/x/y', () => {
    const w = resolveTileSet({ ...base, kind: 'wmts', urlTemplate: 'https://t.example.com/wmts?m={TileMatrix}&r={TileRow}&c={TileCol}' })!;
    expect(tileUrl(w.layers[0]!.url, '', 5, 7, 9)).toBe('https://t.example.com/wmts?m=5&r=9&c=7');
  });
});

describe('static map pictures (userTools map static image)', () => {
  it('composes a PNG of the size asked from the tiles, and serves it again from its cache', async () => {
    const token = await operator('demo2');
    await s.call('/api-admin/map/providerSave', xyz(), { agent: 'demo2', token });
    const r = await s.call('/api-user/tools/mapStaticImage', { lat: 31.2304, lng: 121.4737, zoom: 15, width: 300, height: 120 }, { agent: 'demo2' });
    expect(r.body.code).toBe(200);
    const url = r.body.data.url as string;
    expect(url).toMatch(/^\/map-static\/demo2\.png\?/);
    fake.reset();
    const img = await s.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    const meta = await sharp(img.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 120]);
    // 300×120 around a point needs 2 to 4 tiles, each asked once.
    expect(fake.counts.tiles).toBeGreaterThanOrEqual(2);
    expect(fake.counts.tiles).toBeLessThanOrEqual(4);
    expect(new Set(fake.served).size).toBe(fake.counts.tiles);
    const again = await s.app.inject({ method: 'GET', url });
    expect(again.statusCode).toBe(200);
    expect(fake.served.length).toBe(fake.counts.tiles);
    expect(fake.counts.tiles).toBeLessThanOrEqual(4);
  });

  it('answers not configured, bad sizes and hosts the deployment does not allow with an envelope, never a 500', async () => {
    const token = await operator('demo');
    await s.call('/api-admin/map/providerSave', { kind: 'none' }, { token });
    expect((await s.app.inject({ method: 'GET', url: '/map-static/demo.png?lat=31&lng=121' })).json()).toMatchObject({ msg: '运营方未配置地图' });
    expect((await s.app.inject({ method: 'GET', url: '/map-static/demo.png?lat=31&lng=121&width=5000' })).statusCode).toBe(400);
    expect((await s.app.inject({ method: 'GET', url: '/map-static/nobody.png?lat=31&lng=121' })).statusCode).toBe(404);
    await s.call('/api-admin/map/providerSave', { kind: 'xyz', urlTemplate: 'http://169.254.169.254/{z}/{x}/{y}.png' }, { token });
    const inner = await s.app.inject({ method: 'GET', url: '/map-static/demo.png?lat=31&lng=121' });
    expect(inner.statusCode).toBe(503);
    expect(inner.json().msg).toContain('不允许服务器读取');
  });
});
