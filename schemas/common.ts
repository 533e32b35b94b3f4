import { z } from 'zod';
import { idSchema } from './fields';

/**
 * Common data (/api-user/common/*, /api-open/*): areas, landmarks, industries,
 * positions, dictionaries, help. Inputs are validated with these on the server;
 * the client parses answers with the output schemas.
 */

const areaCode = z.string({ error: '地区编码应为 6 位数字' }).regex(/^\d{6}$/, '地区编码应为 6 位数字');
const areaLevel = z.coerce
  .number({ error: '地区级别只能是 1、2 或 3' })
  .int('地区级别只能是 1、2 或 3')
  .min(1, '地区级别只能是 1、2 或 3')
  .max(3, '地区级别只能是 1、2 或 3');
const positiveId = (what: string) => idSchema(`${what} id 无效`);
const keyword = z.string().trim().max(50, '关键词最多 50 个字').optional();

/** An area (spec §3): level 1 province, 2 city, 3 district. */
export const areaSchema = z.object({
  /** 1 province, 2 city, 3 district. */
  level: z.number().int(),
  /** 6-digit code. */
  code: z.string(),
  name: z.string(),
  /** Code of the area above; null for a province. */
  parentCode: z.string().nullable(),
});
export type Area = z.infer<typeof areaSchema>;
export const areaListSchema = z.object({ list: z.array(areaSchema) });

/** area/findAll: every area of one level. */
export const areaFindAllInputSchema = z.object({ level: areaLevel.default(1) });
/** area/find: the areas of `level` under the area `code` (a province's cities, a city's districts). */
export const areaFindInputSchema = z.object({ level: areaLevel, code: areaCode });
/** getDistricts: the districts of a city (a municipality's province code works too). */
export const areaDistrictsInputSchema = z.object({ code: areaCode });

/** A cascader node (spec §3): label, value, isLeaf. */
export const cascaderNodeSchema = z.object({
  label: z.string(),
  value: z.string(),
  /** 1 province, 2 city, 3 district. */
  level: z.number().int(),
  /** True when the picker cannot go deeper from here (a district, or the picker's own depth reached). */
  isLeaf: z.boolean(),
});
export type CascaderNode = z.infer<typeof cascaderNodeSchema>;
/** /api-user/common/area: cascader nodes under `code` (the provinces without it). */
export const areaNodesInputSchema = z.object({
  code: areaCode.optional(),
  /** How deep the picker goes: 3 (default) stops at districts. */
  depth: areaLevel.default(3),
});

/** Name of the hot-city group (spec §3). */
export const HOT_AREA_GROUP = '热门地区';
/** areaCustomFind: the city list a city picker shows, hot cities first. */
export const areaGroupSchema = z.object({ name: z.string(), list: z.array(areaSchema) });
export const areaCustomSchema = z.object({
  /** 热门地区 and its cities. */
  hot: areaGroupSchema,
  /** Cities grouped by province, in code order. */
  groups: z.array(areaGroupSchema),
});

/** getLocation input: WGS-84 degrees. */
export const locationInputSchema = z.object({
  lat: z.coerce.number({ error: '纬度无效' }).min(-90, '纬度超出范围').max(90, '纬度超出范围'),
  lng: z.coerce.number({ error: '经度无效' }).min(-180, '经度超出范围').max(180, '经度超出范围'),
});
/** The area nearest to a point, from the seeded area centres (no third-party geocoder). */
export const locationSchema = z.object({
  province: areaSchema.nullable(),
  city: areaSchema.nullable(),
  district: areaSchema.nullable(),
  /** Distance from the point to the district's (or city's) centre, in metres. */
  distance: z.number(),
  lat: z.number(),
  lng: z.number(),
});
export type Location = z.infer<typeof locationSchema>;

/** 1 business district, 2 station, 3 road. */
export const LANDMARK_KINDS = { district: 1, station: 2, road: 3 } as const;
export const landmarkSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.number().int(),
  cityCode: z.string(),
  districtCode: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
});
export type Landmark = z.infer<typeof landmarkSchema>;
export const landmarkFindInputSchema = z.object({
  cityCode: areaCode,
  keyword,
  kind: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '地标类型只能是 1、2 或 3' }).optional(),
});
export const landmarkGetInputSchema = z.object({ id: positiveId('地标') });

/** A tree item (spec §3): id, pid, name, children. */
export interface TreeNode {
  id: number;
  pid: number;
  name: string;
  children?: TreeNode[];
}
export const treeNodeSchema: z.ZodType<TreeNode> = z.lazy(() =>
  z.object({ id: z.number().int(), pid: z.number().int(), name: z.string(), children: z.array(treeNodeSchema).optional() }),
);
export const flatItemSchema = z.object({ id: z.number().int(), pid: z.number().int(), name: z.string(), level: z.number().int().optional() });

/** position/questions: interview questions for a position. */
export const positionQuestionsInputSchema = z.object({ positionId: positiveId('职位类别') });

export const emphasisFindInputSchema = z.object({
  keyword,
  /** A position category (any level): its typical highlights come first. */
  positionId: positiveId('职位类别').optional(),
});

export const nameFindInputSchema = z.object({
  keyword,
  limit: z.coerce.number().int().min(1, '数量必须大于 0').max(50, '一次最多 50 条').default(20),
});

export const keyInputSchema = z.object({ key: z.string({ error: '标识无效' }).regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,39}$/, '标识无效') });
export const keysInputSchema = z.object({
  keys: z.array(z.string().regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,39}$/, '标识无效')).min(1, '请指定类型').max(20, '一次最多读取 20 个类型'),
});

/** One option of a dictionary (degree, experience, job type, …). */
export const optionSchema = z.object({ label: z.string(), value: z.union([z.string(), z.number()]) });
export type Option = z.infer<typeof optionSchema>;
/** A dictionary: public type lists (/api-open/public/*). */
export const publicTypeSchema = z.object({ key: z.string(), name: z.string(), list: z.array(optionSchema) });
export type PublicType = z.infer<typeof publicTypeSchema>;

/** question/result: answers by question id (the option's value). */
export const questionResultInputSchema = z.object({
  answers: z
    .record(z.string().regex(/^\d+$/, '题目 id 无效'), z.string().regex(/^[RIASEC]$/, '答案无效'), { error: '请作答' })
    .refine((a) => Object.keys(a).length > 0, '请作答'),
});

/** A career test question: one of its options is picked (the option's value is a Holland letter). */
export const testQuestionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  options: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type TestQuestion = z.infer<typeof testQuestionSchema>;

/** question/result: the user's Holland type and what it suggests. */
export const careerTestResultSchema = z.object({
  /** The three strongest letters, strongest first (e.g. IAR). */
  code: z.string(),
  /** Points per letter R, I, A, S, E, C. */
  score: z.record(z.string(), z.number()),
  /** The six types with their names and points, strongest first (the result's bars). */
  types: z.array(z.object({ letter: z.string(), name: z.string(), score: z.number() })),
  /** Name of the strongest type (研究型). */
  name: z.string(),
  desc: z.string(),
  /** Positions to search for. */
  jobs: z.array(z.string()),
  answered: z.number().int(),
  total: z.number().int(),
  /** When it was taken (ISO); kept as the user's last result. */
  takenAt: z.string(),
});
export type CareerTestResult = z.infer<typeof careerTestResultSchema>;

/** question/findAll: the questions, and the user's last result (null when none or logged out). */
export const testQuestionListSchema = z.object({ list: z.array(testQuestionSchema), last: careerTestResultSchema.nullable() });

export const helpListInputSchema = z.object({ category: z.string().max(20).optional(), keyword });
export const helpGetInputSchema = z.object({ id: positiveId('帮助') });
export const helpItemSchema = z.object({ id: z.number().int(), category: z.string(), title: z.string(), content: z.string() });
export type HelpItem = z.infer<typeof helpItemSchema>;
export const helpListSchema = z.object({ categories: z.array(z.string()), list: z.array(helpItemSchema) });
