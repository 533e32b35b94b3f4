import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaCustomSchema, areaListSchema, locationSchema } from '../../../../schemas/common';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { CODE_BAD_REQUEST, CODE_NOT_FOUND } from '../../../constants';
import { distanceMetres } from '../geo';
import { toCascaderNodes } from '../routes';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const data = async (path: string, body: unknown = {}) => {
  const r = await s.call(path, body);
  expect(r.body.code, `${path}: ${r.body.msg}`).toBe(200);
  return r.body.data;
};

describe('areas', () => {
  it('lists a level, the areas under a code and the districts of a city, on both prefixes', async () => {
    const provinces = areaListSchema.parse(await data('/api-open/area/findAll', { level: 1 }));
    expect(provinces.list.length).toBe(31);
    expect(provinces.list.map((a) => a.name)).toContain('浙江省');
    const zj = areaListSchema.parse(await data('/api-user/common/area/find', { level: 2, code: '330000' }));
    expect(zj.list.map((a) => a.name)).toContain('杭州市');
    expect(zj.list.every((a) => a.parentCode === '330000' && a.level === 2)).toBe(true);
    const hz = areaListSchema.parse(await data('/api-open/area/getDistricts', { code: '330100' }));
    expect(hz.list.map((a) => a.name)).toContain('西湖区');
    // A municipality's districts through its province code.
    const bj = areaListSchema.parse(await data('/api-open/area/getDistricts', { code: '110000' }));
    expect(bj.list.map((a) => a.name)).toContain('朝阳区');
    // A province's districts (level 3 under level 1) go through the cities.
    const zjDistricts = areaListSchema.parse(await data('/api-open/area/find', { level: 3, code: '330000' }));
    expect(zjDistricts.list.map((a) => a.name)).toContain('西湖区');
  });

  it('answers cascader nodes that are leaves only at the picker depth', async () => {
    const top = await data('/api-user/common/area', {});
    expect(top.list[0]).toMatchObject({ label: '北京市', value: '110000', level: 1, isLeaf: false });
    const districts = await data('/api-user/common/area', { code: '330100' });
    expect(districts.list.every((n: { isLeaf: boolean }) => n.isLeaf)).toBe(true);
    const citiesAtDepth2 = await data('/api-user/common/area', { code: '330000', depth: 2 });
    expect(citiesAtDepth2.list.every((n: { isLeaf: boolean }) => n.isLeaf)).toBe(true);
    expect(toCascaderNodes([{ level: 2, code: '330100', name: '杭州市', parentCode: '330000' }], 3)[0]!.isLeaf).toBe(false);
  });

  it('groups cities under 热门地区 and by province', async () => {
    const c = areaCustomSchema.parse(await data('/api-user/common/areaCustomFind'));
    expect(c.hot.name).toBe('热门地区');
    expect(c.hot.list.slice(0, 2).map((a) => a.name)).toEqual(['北京市', '上海市']);
    expect(c.groups.find((g) => g.name === '广东省')!.list.map((a) => a.name)).toContain('深圳市');
  });

  it('finds the nearest seeded district to a point, with the distance in metres', async () => {
    // A point in Hangzhou's Binjiang district.
    const loc = locationSchema.parse(await data('/api-open/area/getLocation', { lat: 30.2084, lng: 120.2119 }));
    expect(loc.city?.name).toBe('杭州市');
    expect(loc.province?.name).toBe('浙江省');
    expect(loc.district?.name).toBe('滨江区');
    expect(loc.distance).toBeLessThan(5000);
    const tianAnMen = locationSchema.parse(await data('/api-open/area/getLocation', { lat: 39.9087, lng: 116.3975 }));
    expect(tianAnMen.city?.name).toBe('北京市');
  });

  it('finds landmarks of a city by keyword and kind, and one by id', async () => {
    const all = await data('/api-open/area/landmark/find', { cityCode: '330100' });
    expect(all.list.map((l: { name: string }) => l.name)).toContain('钱江新城');
    const stations = await data('/api-open/area/landmark/find', { cityCode: '330100', kind: 2 });
    expect(stations.list.map((l: { name: string }) => l.name)).toEqual(['杭州东站']);
    const found = await data('/api-open/area/landmark/find', { cityCode: '330100', keyword: '钱江' });
    const one = await data('/api-open/area/landmark/get', { id: found.list[0].id });
    expect(one).toMatchObject({ name: '钱江新城', cityCode: '330100' });
    expect(one.districtCode).toMatch(/^3301\d\d$/);
  });

  it('refuses bad area input with readable messages', async () => {
    expect((await s.call('/api-open/area/findAll', { level: 4 })).body).toMatchObject({ code: CODE_BAD_REQUEST, msg: '地区级别只能是 1、2 或 3' });
    expect((await s.call('/api-open/area/find', { level: 2, code: '33' })).body.msg).toBe('地区编码应为 6 位数字');
    expect((await s.call('/api-open/area/find', { level: 2, code: '999999' })).body).toMatchObject({ code: CODE_NOT_FOUND, msg: '地区不存在' });
    expect((await s.call('/api-open/area/find', { level: 1, code: '330100' })).body.code).toBe(CODE_NOT_FOUND);
    expect((await s.call('/api-open/area/getLocation', { lat: 91, lng: 0 })).body.msg).toBe('纬度超出范围');
    expect((await s.call('/api-open/area/getLocation', { lat: 'x', lng: 0 })).body.code).toBe(CODE_BAD_REQUEST);
    expect((await s.call('/api-open/area/landmark/get', { id: 999_999 })).body).toMatchObject({ code: CODE_NOT_FOUND, msg: '地标不存在' });
    expect((await s.call('/api-open/area/landmark/find', { cityCode: '330100', kind: 9 })).body.code).toBe(CODE_BAD_REQUEST);
  });
});

describe('industries, positions, highlights and lists', () => {
  it('answers industries flat and as a filter tree', async () => {
    const flat = await data('/api-user/common/industry/findAll');
    expect(flat.list.length).toBeGreaterThan(50);
    const tree = await data('/api-user/common/industry/filterGet');
    const it1 = tree.list.find((n: { name: string }) => n.name === '互联网/IT');
    expect(it1.children.map((c: { name: string }) => c.name)).toContain('游戏');
  });

  it('answers positions and interview questions of a position', async () => {
    const p = await data('/api-user/common/position/findAll');
    expect(p.tree.find((n: { name: string }) => n.name === '技术').children.length).toBeGreaterThan(3);
    const q = await data('/api-user/common/position/questions', { positionId: 10101 });
    expect(q.position).toBe('Java开发工程师');
    expect(q.list.map((x: { title: string }) => x.title)).toContain('如何定位一次线上接口变慢的问题？');
    expect((await s.call('/api-user/common/position/questions', { positionId: 99 })).body).toMatchObject({ code: CODE_NOT_FOUND, msg: '职位类别不存在' });
    expect((await s.call('/api-user/common/position/questions', { positionId: -1 })).body.code).toBe(CODE_BAD_REQUEST);
  });

  it('answers highlights by position and keyword, hot highlights, schools and majors', async () => {
    const tech = await data('/api-user/common/emphasis/find', { positionId: 10101 });
    expect(tech.list[0]).toBe('Java');
    expect((await data('/api-user/common/emphasis/find', { keyword: '驾' })).list).toEqual(expect.arrayContaining(['C1驾照', '有驾照']));
    expect((await data('/api-user/common/emphasis/hot')).list.length).toBeGreaterThan(5);
    expect((await data('/api-user/common/school/find', { keyword: '浙江' })).list.map((x: { name: string }) => x.name)).toContain('浙江大学');
    expect((await data('/api-user/common/major/find', { keyword: '软件', limit: 1 })).list).toHaveLength(1);
    expect((await s.call('/api-user/common/school/find', { limit: 51 })).body.msg).toBe('一次最多 50 条');
  });

  it('answers certificates, introductions, dictionaries and the product/terminal lists', async () => {
    expect((await data('/api-user/common/qualificationsGetAll')).list.length).toBe(5);
    expect((await data('/api-user/common/qualificationsGet', { key: 'finance' })).list).toContain('初级会计师');
    expect((await s.call('/api-user/common/qualificationsGet', { key: 'nope' })).body.code).toBe(CODE_NOT_FOUND);
    expect((await data('/api-user/common/introduce/find', { key: 'safety' })).title).toBe('求职安全提示');
    expect((await s.call('/api-user/common/introduce/find', { key: '../x' })).body.msg).toBe('标识无效');
    const types = await data('/api-open/public/type');
    expect(types.list.map((t: { key: string }) => t.key)).toContain('degree');
    expect((await data('/api-open/public/find', { key: 'degree' })).list.map((o: { label: string }) => o.label)).toContain('本科');
    const multi = await data('/api-open/public/findMulti', { keys: ['jobType', 'scale'] });
    expect(multi.jobType.list[0]).toEqual({ label: '全职', value: 1 });
    expect((await s.call('/api-open/public/findMulti', { keys: ['jobType', 'nope'] })).body).toMatchObject({ code: CODE_NOT_FOUND, msg: '类型 nope 不存在' });
    expect((await data('/api-user/common/public/findAll')).list.length).toBe(types.list.length);
    const statics = await data('/api-user/common/staticList');
    expect(statics.productTypes[0]).toEqual({ value: 1, label: '招聘' });
    expect(statics.terminalTypes.find((t: { value: number }) => t.value === 41).label).toBe('移动网页');
  });

  it('keeps the last career test result of each user, per tenant, and a retake replaces it', async () => {
    const token = await s.login('13800000001', 'demo1234');
    const mine = async () => (await s.call('/api-user/common/question/findAll', {}, { token })).body.data;
    const qs = await mine();
    const answer = (pick: number) => Object.fromEntries(qs.list.map((q: { id: number; options: { value: string }[] }) => [String(q.id), q.options[pick]!.value]));
    const first = await s.call('/api-user/common/question/result', { answers: answer(0) }, { token });
    expect(first.body.code).toBe(200);
    expect((await mine()).last).toMatchObject({ code: first.body.data.code, name: first.body.data.name, jobs: first.body.data.jobs });
    const again = await s.call('/api-user/common/question/result', { answers: answer(2) }, { token });
    expect(again.body.data.code).not.toBe(first.body.data.code);
    expect((await mine()).last.code).toBe(again.body.data.code);
    // Nobody else sees it: a guest, the recruiter, and the same account number on the other site.
    expect((await data('/api-user/common/question/findAll')).last).toBeNull();
    const recruiter = await s.login('13800000002', 'demo1234');
    expect((await s.call('/api-user/common/question/findAll', {}, { token: recruiter })).body.data.last).toBeNull();
    const other = await s.login('13800000001', 'demo1234', 'demo2');
    expect((await s.call('/api-user/common/question/findAll', {}, { token: other, agent: 'demo2' })).body.data.last).toBeNull();
  });

  it('scores the career test', async () => {
    const qs = await data('/api-user/common/question/findAll');
    const answers = Object.fromEntries(qs.list.map((q: { id: number; options: { value: string }[] }) => [String(q.id), q.options[0]!.value]));
    const r = await data('/api-user/common/question/result', { answers });
    expect(r.code).toHaveLength(3);
    expect(r.answered).toBe(qs.list.length);
    expect((await s.call('/api-user/common/question/result', { answers: {} })).body.msg).toBe('请作答');
    expect((await s.call('/api-user/common/question/result', { answers: { 999: 'R' } })).body.code).toBe(CODE_NOT_FOUND);
    expect((await s.call('/api-user/common/question/result', { answers: { 1: 'C' } })).body.msg).toBe('第 1 题的答案无效');
  });

  it('lists help by category and keyword and reads one', async () => {
    const all = await data('/api-user/common/helpList');
    expect(all.categories).toContain('求职与投递');
    const some = await data('/api-user/common/helpList', { keyword: '验证码' });
    expect(some.list[0].title).toBe('收不到短信验证码怎么办？');
    expect((await data('/api-user/common/helpGet', { id: some.list[0].id })).content).toContain('每天最多 10 次');
    expect((await s.call('/api-user/common/helpGet', { id: 9999 })).body).toMatchObject({ code: CODE_NOT_FOUND, msg: '帮助文章不存在' });
  });
});

describe('distance', () => {
  it('uses the spec earth radius (6378.137 km): one degree of latitude is about 111.3 km', () => {
    expect(distanceMetres(30, 120, 31, 120)).toBe(111_319);
    expect(distanceMetres(30, 120, 30, 120)).toBe(0);
  });
});
