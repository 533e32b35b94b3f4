import { z } from 'zod';
import {
  HOT_AREA_GROUP,
  areaDistrictsInputSchema,
  areaFindAllInputSchema,
  areaFindInputSchema,
  areaNodesInputSchema,
  emphasisFindInputSchema,
  helpGetInputSchema,
  helpListInputSchema,
  keyInputSchema,
  keysInputSchema,
  landmarkFindInputSchema,
  landmarkGetInputSchema,
  locationInputSchema,
  nameFindInputSchema,
  positionQuestionsInputSchema,
  questionResultInputSchema,
  type Area,
  type CascaderNode,
  type Location,
  type PublicType,
  type TreeNode,
} from '../../../schemas/common';
import { CODE_NOT_FOUND } from '../../constants';
import { mapInOrder } from '../../db/db';
import { ApiError } from '../../http/errors';
import type { Protocol, RequestContext } from '../../http/protocol';
import {
  EMPHASIS_BY_CATEGORY,
  EMPHASIS_GENERAL,
  EMPHASIS_HOT,
  HELP_ITEMS,
  HOT_CITY_CODES,
  INTRODUCES,
  MAJORS,
  PRODUCT_TYPES,
  PUBLIC_TYPES,
  QUALIFICATIONS,
  QUESTIONS_BY_CATEGORY,
  QUESTIONS_GENERAL,
  SCHOOLS,
  TERMINAL_TYPES,
  TEST_QUESTIONS,
  mapToList,
} from './data';
import { distanceMetres } from './geo';
import { careerTestRepo, commonRepo } from './repo';
import { scoreCareerTest } from './service';

function safeScore(answers: Record<string, string>, takenAt: Date) {
  try {
    return scoreCareerTest(answers, takenAt);
  } catch {
    return null;
  }
}

const empty = z.object({}).optional();
const notFound = (what: string) => new ApiError(CODE_NOT_FOUND, `${what}不存在`, 404);

/** Cascader nodes (spec §3): isLeaf unless the area can go deeper within the picker's depth (districts never). */
export function toCascaderNodes(areas: readonly Area[], depth: number): CascaderNode[] {
  return areas.map((a) => ({ label: a.name, value: a.code, level: a.level, isLeaf: a.level >= Math.min(depth, 3) }));
}

/** A flat pid-linked list as a tree (roots have pid 0). */
export function toTree(items: readonly { id: number; pid: number; name: string }[]): TreeNode[] {
  const nodes = new Map<number, TreeNode>(items.map((i) => [i.id, { id: i.id, pid: i.pid, name: i.name }]));
  const roots: TreeNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.pid === 0 ? undefined : nodes.get(n.pid);
    if (parent) (parent.children ??= []).push(n);
    else roots.push(n);
  }
  return roots;
}

/** The children of each area, in order. */
const childrenOfEach = async (r: ReturnType<typeof commonRepo>, areas: readonly { code: string }[]) => (await mapInOrder(areas, (a) => r.children(a.code))).flat();

const byKeyword = (list: readonly string[], keyword: string | undefined, limit: number) =>
  (keyword ? list.filter((s) => s.toLowerCase().includes(keyword.toLowerCase())) : list).slice(0, limit).map((name, i) => ({ id: i + 1, name }));

function publicType(key: string): PublicType {
  const t = PUBLIC_TYPES.find((p) => p.key === key);
  if (!t) throw new ApiError(CODE_NOT_FOUND, `类型 ${key} 不存在`, 404);
  return t;
}

/** Common data: /api-user/common/* and /api-open/* (spec §7). Reference data is the same for every tenant. */
export function registerCommonRoutes(api: Protocol): void {
  const run = <T>(ctx: RequestContext, fn: (repo: ReturnType<typeof commonRepo>) => Promise<T>) => ctx.tenant.run((q) => fn(commonRepo(q)));

  // ---------------------------------------------------------------- areas
  for (const prefix of ['/api-open/area', '/api-user/common/area']) {
    api.post(`${prefix}/findAll`, { input: areaFindAllInputSchema }, async (input, ctx) => ({ list: await run(ctx, (r) => r.areasOfLevel(input.level)) }));

    api.post(`${prefix}/find`, { input: areaFindInputSchema }, (input, ctx) =>
      run(ctx, async (r) => {
        const parent = await r.area(input.code);
        if (!parent) throw notFound('地区');
        if (parent.level === input.level) return { list: [parent] };
        if (parent.level > input.level) throw new ApiError(CODE_NOT_FOUND, '该地区下没有这一级的地区', 404);
        // A province's districts go through its cities.
        let list = await r.children(parent.code);
        while (list.length > 0 && list[0]!.level < input.level) list = await childrenOfEach(r, list);
        return { list };
      }),
    );
  }

  api.post('/api-open/area/getDistricts', { input: areaDistrictsInputSchema }, (input, ctx) =>
    run(ctx, async (r) => {
      const area = await r.area(input.code);
      if (!area) throw notFound('地区');
      if (area.level === 3) return { list: await r.children(area.parentCode ?? '') };
      let list = await r.children(area.code);
      // A municipality (北京市 110000) has one city level (110100) above its districts.
      if (area.level === 1) list = await childrenOfEach(r, list);
      return { list: list.filter((a) => a.level === 3) };
    }),
  );

  api.post('/api-user/common/area', { input: areaNodesInputSchema }, (input, ctx) =>
    run(ctx, async (r) => {
      if (!input.code) return { list: toCascaderNodes(await r.areasOfLevel(1), input.depth) };
      const area = await r.area(input.code);
      if (!area) throw notFound('地区');
      return { list: toCascaderNodes(await r.children(area.code), input.depth) };
    }),
  );

  api.post('/api-user/common/areaCustomFind', { input: empty }, (_input, ctx) =>
    run(ctx, async (r) => {
      // One after the other: the queries share one connection.
      const provinces = await r.areasOfLevel(1);
      const cities = await r.areasOfLevel(2);
      const hot = await r.areasByCodes(HOT_CITY_CODES);
      const groups = provinces.map((p) => ({ name: p.name, list: cities.filter((c) => c.parentCode === p.code) })).filter((g) => g.list.length > 0);
      return { hot: { name: HOT_AREA_GROUP, list: hot }, groups };
    }),
  );

  api.post('/api-open/area/getLocation', { input: locationInputSchema }, (input, ctx) =>
    run(ctx, async (r): Promise<Location> => {
      // The nearest seeded district wins; with none near, the nearest city.
      const [district] = await r.nearestAreas(input.lat, input.lng, 3, 1);
      const [city] = await r.nearestAreas(input.lat, input.lng, 2, 1);
      const dDistrict = district ? distanceMetres(input.lat, input.lng, district.lat, district.lng) : Infinity;
      const dCity = city ? distanceMetres(input.lat, input.lng, city.lat, city.lng) : Infinity;
      const useDistrict = district && dDistrict <= dCity + 20_000;
      const cityArea = useDistrict ? await r.area(district.parentCode ?? '') : city ? await r.area(city.code) : null;
      if (!cityArea) throw new ApiError(CODE_NOT_FOUND, '无法识别该位置', 404);
      const province = cityArea.parentCode ? await r.area(cityArea.parentCode) : null;
      const strip = (a: Area | null | undefined) => (a ? { level: a.level, code: a.code, name: a.name, parentCode: a.parentCode } : null);
      return { province: strip(province), city: strip(cityArea), district: useDistrict ? strip(district) : null, distance: Math.min(dDistrict, dCity), lat: input.lat, lng: input.lng };
    }),
  );

  api.post('/api-open/area/landmark/find', { input: landmarkFindInputSchema }, async (input, ctx) => ({
    list: await run(ctx, (r) => r.landmarks(input.cityCode, input.keyword, input.kind)),
  }));
  api.post('/api-open/area/landmark/get', { input: landmarkGetInputSchema }, async (input, ctx) => {
    const l = await run(ctx, (r) => r.landmark(input.id));
    if (!l) throw notFound('地标');
    return l;
  });

  // ---------------------------------------------------------------- industries and positions
  api.post('/api-user/common/industry/findAll', { input: empty }, async (_input, ctx) => ({ list: await run(ctx, (r) => r.industries()) }));
  api.post('/api-user/common/industry/filterGet', { input: empty }, async (_input, ctx) => ({ list: toTree(await run(ctx, (r) => r.industries())) }));
  api.post('/api-user/common/position/findAll', { input: empty }, async (_input, ctx) => {
    const list = await run(ctx, (r) => r.positions());
    return { list, tree: toTree(list) };
  });
  api.post('/api-user/common/position/questions', { input: positionQuestionsInputSchema }, (input, ctx) =>
    run(ctx, async (r) => {
      const p = await r.position(input.positionId);
      if (!p) throw notFound('职位类别');
      let categoryId = p.id;
      if (p.level === 3) categoryId = Math.floor(p.id / 10_000);
      else if (p.level === 2) categoryId = Math.floor(p.id / 100);
      const own = QUESTIONS_BY_CATEGORY[categoryId] ?? [];
      return { position: p.name, list: [...QUESTIONS_GENERAL, ...own].map((title, i) => ({ id: i + 1, title })) };
    }),
  );

  // ---------------------------------------------------------------- highlights, schools, majors, certificates
  api.post('/api-user/common/emphasis/find', { input: emphasisFindInputSchema }, (input, ctx) =>
    run(ctx, async (r) => {
      let own: readonly string[] = [];
      if (input.positionId) {
        const p = await r.position(input.positionId);
        if (!p) throw notFound('职位类别');
        const cat = p.level === 3 ? Math.floor(p.id / 10_000) : p.level === 2 ? Math.floor(p.id / 100) : p.id;
        own = EMPHASIS_BY_CATEGORY[cat] ?? [];
      }
      const all = [...new Set([...own, ...(input.positionId ? [] : Object.values(EMPHASIS_BY_CATEGORY).flat()), ...EMPHASIS_GENERAL])];
      return { list: byKeyword(all, input.keyword, 50).map((e) => e.name) };
    }),
  );
  api.post('/api-user/common/emphasis/hot', { input: empty }, async () => ({ list: [...EMPHASIS_HOT] }));
  api.post('/api-user/common/school/find', { input: nameFindInputSchema }, async (input) => ({ list: byKeyword(SCHOOLS, input.keyword, input.limit) }));
  api.post('/api-user/common/major/find', { input: nameFindInputSchema }, async (input) => ({ list: byKeyword(MAJORS, input.keyword, input.limit) }));
  api.post('/api-user/common/qualificationsGetAll', { input: empty }, async () => ({ list: QUALIFICATIONS }));
  api.post('/api-user/common/qualificationsGet', { input: keyInputSchema }, async (input) => {
    const g = QUALIFICATIONS.find((x) => x.key === input.key);
    if (!g) throw notFound('证书分类');
    return g;
  });
  api.post('/api-user/common/introduce/find', { input: keyInputSchema }, async (input) => {
    const i = INTRODUCES[input.key];
    if (!i) throw notFound('介绍');
    return { key: input.key, ...i };
  });

  // ---------------------------------------------------------------- dictionaries
  api.post('/api-open/public/type', { input: empty }, async () => ({ list: PUBLIC_TYPES.map((t) => ({ key: t.key, name: t.name })) }));
  api.post('/api-open/public/find', { input: keyInputSchema }, async (input) => publicType(input.key));
  api.post('/api-open/public/findMulti', { input: keysInputSchema }, async (input) => Object.fromEntries(input.keys.map((k) => [k, publicType(k)])));
  api.post('/api-user/common/public/findAll', { input: empty }, async () => ({ list: PUBLIC_TYPES }));
  api.post('/api-user/common/staticList', { input: empty }, async () => ({
    productTypes: mapToList(PRODUCT_TYPES),
    terminalTypes: mapToList(TERMINAL_TYPES),
  }));

  // ---------------------------------------------------------------- career test
  // The questions are reference data; the last result is the user's own (kept per tenant and user).
  api.post('/api-user/common/question/findAll', { input: empty }, async (_input, ctx) => {
    const user = ctx.user;
    const last = user ? await ctx.tenant.run((q) => careerTestRepo(q, ctx.tenant.tenantId).last(user.id)) : null;
    return {
      list: TEST_QUESTIONS.map((q) => ({ id: q.id, title: q.title, options: q.options })),
      // A kept result whose questions have changed since is not shown (it would not score).
      last: last ? safeScore(last.answers, last.takenAt) : null,
    };
  });
  api.post('/api-user/common/question/result', { input: questionResultInputSchema }, async (input, ctx) => {
    const result = scoreCareerTest(input.answers, new Date());
    const user = ctx.user;
    if (!user) return result;
    const takenAt = await ctx.tenant.run((q) => careerTestRepo(q, ctx.tenant.tenantId).save(user.id, result.code, input.answers));
    return { ...result, takenAt: takenAt.toISOString() };
  });

  // ---------------------------------------------------------------- help
  api.post('/api-user/common/helpList', { input: helpListInputSchema }, async (input) => {
    const kw = input.keyword?.toLowerCase();
    const list = HELP_ITEMS.filter((h) => (!input.category || h.category === input.category) && (!kw || h.title.toLowerCase().includes(kw) || h.content.toLowerCase().includes(kw)));
    return { categories: [...new Set(HELP_ITEMS.map((h) => h.category))], list };
  });
  api.post('/api-user/common/helpGet', { input: helpGetInputSchema }, async (input) => {
    const h = HELP_ITEMS.find((x) => x.id === input.id);
    if (!h) throw notFound('帮助文章');
    return h;
  });
}
