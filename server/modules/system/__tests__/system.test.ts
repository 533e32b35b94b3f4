import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandAddressListSchema, clientErrorPageSchema } from '../../../../schemas/system';
import { WEB_ERROR_PER_CLIENT_MINUTE } from '../../../constants';
import type { SmsMessage, SmsProvider } from '../../../providers/sms/index';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { decodeGeohash } from '../service';
import { ALIASES } from '../routes';

let s: TestServer;
const sms: SmsMessage[] = [];
const smsProvider: SmsProvider = { kind: 'http', send: async (m) => void sms.push(m) };
let seeker: string;
let recruiter: string;
let recruiter2: string;
let operator: string;
let operator2: string;

const admin = async (agent: string) => {
  const r = await s.call('/api-admin/auth/login', { account: 'admin', password: 'demo1234' }, { agent, encrypt: true });
  return r.body.data.access_token as string;
};

beforeAll(async () => {
  s = await startTestServer({ sms: smsProvider });
  seeker = await s.login('13800000001', 'demo1234');
  recruiter = await s.login('13800000002', 'demo1234');
  recruiter2 = await s.login('13800000002', 'demo1234', 'demo2');
  operator = await admin('demo');
  operator2 = await admin('demo2');
});
afterAll(() => s.close());

const ip = (n: number) => ({ 'x-forwarded-for': `10.99.${n}.1` });

describe('client error reports (webError)', () => {
  it('stores a report, counts repeats on one row, and shows it to the tenant’s operators only', async () => {
    const report = { kind: 'error', message: `TypeError: x is undefined ${Date.now()}`, stack: 'TypeError\n    at render (app.js:1:2)', url: '/job/1', userAgent: 'Mozilla/5.0 Chrome/120 Mobile' };
    const first = await s.call('/api-user/system/webError', report, { headers: ip(1) });
    expect(first.body.code).toBe(200);
    const again = await s.call('/api-user/system/webError', { ...report, url: '/job/2' }, { token: seeker, headers: ip(2) });
    expect(again.body.data).toEqual({ id: first.body.data.id, count: 2 });

    const page = clientErrorPageSchema.parse((await s.call('/api-admin/system/webErrorFind', { kind: 'error' }, { token: operator })).body.data);
    const row = page.list.find((e) => e.message === report.message)!;
    expect(row).toMatchObject({ count: 2, url: '/job/2', stack: report.stack, userAgent: report.userAgent });

    const other = clientErrorPageSchema.parse((await s.call('/api-admin/system/webErrorFind', {}, { agent: 'demo2', token: operator2 })).body.data);
    expect(other.list.some((e) => e.message === report.message)).toBe(false);
    // Users are not operators.
    expect((await s.call('/api-admin/system/webErrorFind', {}, { token: seeker })).body.code).not.toBe(200);
  });

  it('refuses a client that reports too often, with a readable message', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= WEB_ERROR_PER_CLIENT_MINUTE; i++) {
      codes.push((await s.call('/api-user/system/webError', { kind: 'rejection', message: `flood ${i}` }, { headers: ip(3) })).body.code);
    }
    expect(codes.slice(0, WEB_ERROR_PER_CLIENT_MINUTE).every((c) => c === 200)).toBe(true);
    const refused = await s.call('/api-user/system/webError', { kind: 'rejection', message: 'one more' }, { headers: ip(3) });
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe('错误上报过于频繁，请稍后再试');
    // Another client is still heard.
    expect((await s.call('/api-user/system/webError', { kind: 'rejection', message: 'other client' }, { headers: ip(4) })).body.code).toBe(200);
  });

  it('cuts an overlong message instead of losing the report, and refuses an unknown kind', async () => {
    const r = await s.call('/api-user/system/webError', { kind: 'chunk', message: 'x'.repeat(2_000) }, { headers: ip(5) });
    expect(r.body.code).toBe(200);
    const bad = await s.call('/api-user/system/webError', { kind: 'fatal', message: 'x' }, { headers: ip(5) });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('错误类型无效');
  });
});

describe('the user’s own log', () => {
  it('decodes a geohash to the centre of its cell', () => {
    // Wikipedia's example: ezs42 is the cell around 42.605, -5.603.
    const p = decodeGeohash('ezs42')!;
    expect(p.lat).toBeCloseTo(42.605, 2);
    expect(p.lng).toBeCloseTo(-5.603, 2);
    expect(decodeGeohash('ezs4a')).toBeNull();
  });

  it('records the encoded location and lists it in log/find, to its owner only', async () => {
    const r = await s.call('/v1/t0/userLocationLog', { location: 'wx4g0ec1' }, { token: seeker });
    expect(r.body.code).toBe(200);
    const mine = await s.call('/api-user/log/find', { kind: 'location' }, { token: seeker });
    expect(mine.body.data.list[0].data).toMatchObject({ geohash: 'wx4g0ec1' });
    const theirs = await s.call('/api-user/log/find', { kind: 'location' }, { token: recruiter });
    expect(theirs.body.data.list.some((l: { data: { geohash?: string } }) => l.data.geohash === 'wx4g0ec1')).toBe(false);
    const bad = await s.call('/v1/t0/userLocationLog', { location: 'ailo!' }, { token: seeker });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/位置编码/);
  });

  it('active notes the user once an hour and answers anonymous callers without a record', async () => {
    const a = (await s.call('/api-auth/user/active', {}, { token: recruiter })).body.data.activeAt;
    const b = (await s.call('/api-auth/user/active', {}, { token: recruiter })).body.data.activeAt;
    expect(a).toBe(b);
    expect((await s.call('/api-auth/user/active', {})).body.data).toEqual({ activeAt: null });
    const log = await s.call('/api-user/log/find', { kind: 'active' }, { token: recruiter });
    expect(log.body.data.total).toBe(1);
  });
});

describe('role and infoChangeCode', () => {
  it('role answers the side the user is on and their company', async () => {
    const r = await s.call('/api-user/user/role', {}, { token: recruiter });
    expect(r.body.data.company).not.toBeNull();
    expect(typeof r.body.data.role).toBe('number');
    expect((await s.call('/api-user/user/role', {})).body.code).toBe(1006);
  });

  it('infoChangeCode sends a code to the user’s own number, which validateCode then accepts', async () => {
    const plain = await s.call('/api-auth/user/infoChangeCode', {}, { token: seeker });
    expect(plain.body.msg).toBe('该接口需要加密提交');
    const r = await s.call('/api-auth/user/infoChangeCode', {}, { token: seeker, encrypt: true });
    expect(r.body.code).toBe(200);
    expect(r.body.data.mobile).toBe('138****0001');
    const code = sms.filter((m) => m.mobile === '13800000001').at(-1)!.code;
    const ok = await s.call('/api-user/user/validateCode', { type: 'mobile', target: '13800000001', code }, { token: seeker });
    expect(ok.body.data).toEqual({ valid: true });
  });
});

describe('company addresses (/v1/t0/userBrandAddress*)', () => {
  const list = async (token: string, agent = 'demo') => brandAddressListSchema.parse((await s.call('/v1/t0/userBrandAddressFind', {}, { token, agent })).body.data).list;

  it('a recruiter adds, changes, makes default and deletes their company’s addresses; the first is the default', async () => {
    const a = await s.call('/v1/t0/userBrandAddressSave', { name: '总部', address: '北京市海淀区中关村大街 1 号', lat: 39.98, lng: 116.31 }, { token: recruiter });
    expect(a.body.code).toBe(200);
    const b = await s.call('/v1/t0/userBrandAddressSave', { name: '研发中心', address: '北京市朝阳区望京街 9 号' }, { token: recruiter });
    const [hq, lab] = [a.body.data.list[0], b.body.data.list.find((x: { name: string }) => x.name === '研发中心')];
    expect(hq.isDefault).toBe(true);
    await s.call('/v1/t0/userBrandAddressDefault', { id: lab.id }, { token: recruiter });
    let now = await list(recruiter);
    expect(now.filter((x) => x.isDefault).map((x) => x.id)).toEqual([lab.id]);
    await s.call('/v1/t0/userBrandAddressSave', { id: hq.id, name: '总部', address: '北京市海淀区中关村大街 2 号' }, { token: recruiter });
    await s.call('/v1/t0/userBrandAddressDelete', { id: lab.id }, { token: recruiter });
    now = await list(recruiter);
    expect(now).toEqual([expect.objectContaining({ id: hq.id, address: '北京市海淀区中关村大街 2 号', isDefault: true })]);
  });

  it('another tenant’s recruiter, or a user without a company, cannot see or touch them', async () => {
    const mine = await s.call('/v1/t0/userBrandAddressSave', { address: '上海市浦东新区世纪大道 100 号' }, { token: recruiter });
    const id = mine.body.data.list.at(-1).id as number;
    expect((await list(recruiter2, 'demo2')).some((x) => x.id === id)).toBe(false);
    for (const path of ['/v1/t0/userBrandAddressDelete', '/v1/t0/userBrandAddressDefault']) {
      const r = await s.call(path, { id }, { token: recruiter2, agent: 'demo2' });
      expect(r.status, path).toBe(404);
    }
    const seekerTry = await s.call('/v1/t0/userBrandAddressFind', {}, { token: seeker });
    expect(seekerTry.status).toBe(403);
    expect(seekerTry.body.msg).toBe('你还没有加入公司，不能管理公司地址');
    expect((await list(recruiter)).some((x) => x.id === id)).toBe(true);
  });

  it('refuses an address without text, or a point with one coordinate', async () => {
    const r = await s.call('/v1/t0/userBrandAddressSave', { address: ' ' }, { token: recruiter });
    expect(r.body.msg).toBe('请填写详细地址');
    const half = await s.call('/v1/t0/userBrandAddressSave', { address: '北京市东城区 1 号', lat: 39.9 }, { token: recruiter });
    expect(half.body.msg).toBe('经纬度需同时填写');
  });
});

describe('the spec’s other names of calls', () => {
  it('an alias answers exactly what its call answers', async () => {
    expect(ALIASES['/v1/t0/userInfoGet']).toBe('/api-user/user/infoGet');
    const direct = await s.call('/api-user/user/infoGet', {}, { token: seeker });
    const viaT0 = await s.call('/v1/t0/userInfoGet', {}, { token: seeker });
    expect(viaT0.body).toEqual(direct.body);
    // …including its refusals: same schema, same auth.
    expect((await s.call('/v1/t0/userInfoGet', {})).body.code).toBe(1006);
    expect((await s.call('/v1/t0/userRealName', { name: '张三', idCard: '1' }, { token: seeker })).body.msg).toBe('该接口需要加密提交');
  });

  it('systemUtilRequest fetches nothing: it is refused with a clear message, whatever the address', async () => {
    for (const url of ['http://127.0.0.1:6379/', 'http://169.254.169.254/latest/meta-data/', 'https://example.com/']) {
      const r = await s.call('/v1/t0/systemUtilRequest', { url }, { token: seeker });
      expect(r.status).toBe(403);
      expect(r.body.msg).toBe('该接口未开放：服务器不代为请求外部地址');
    }
    expect((await s.call('/v1/t0/systemUtilRequest', {})).body.msg).toMatch(/地址/);
  });
});
