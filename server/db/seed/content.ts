import type { Queryable } from '../db';
import type { JobExperience } from '../../../schemas/job';
import {
  INDUSTRY_LEAVES,
  POSITIONS,
  POSITION_LEAVES,
  insertRows,
  type Degree,
  type PositionLeaf,
  type PositionTier,
} from './reference';
import { ARTICLE_PLAN, NEWS_INDUSTRIES, NEWS_INDUSTRIES_COAST, type ArticleContext, type ArticleDraft } from './content-articles';
import { CITIES, type CitySpec, type DistrictSpec } from './content-cities';
import { GROUP_TEXT, LEAF_TEXT } from './content-job-texts';
import type { ContentFlavor, Rng } from './content-types';

/**
 * Demo content of one tenant: companies, jobs and articles. Everything comes
 * from a seeded PRNG, so a fresh database always holds the same data (only the
 * dates move with the day of seeding). `demo2` draws from other name parts,
 * cities and article topics so the two demo sites are easy to tell apart.
 */

export type { ContentFlavor, Rng } from './content-types';

/** mulberry32: small, fast and good enough for demo data. */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SEEDS: Record<ContentFlavor, number> = { demo: 20_240_601, demo2: 90_210_417 };
const SITE_NAMES: Record<ContentFlavor, string> = { demo: '才聚人才网', demo2: '海纳人才网' };

// ---------------------------------------------------------------- random helpers

function pick<T>(rng: Rng, list: readonly T[]): T {
  const v = list[Math.floor(rng() * list.length)];
  if (v === undefined) throw new Error('pick from an empty list');
  return v;
}

function weighted<T>(rng: Rng, entries: readonly (readonly [T, number])[]): T {
  let total = 0;
  for (const [, w] of entries) total += w;
  let r = rng() * total;
  for (const [v, w] of entries) {
    r -= w;
    if (r < 0) return v;
  }
  const last = entries[entries.length - 1];
  if (!last) throw new Error('weighted pick from an empty list');
  return last[0];
}

const between = (rng: Rng, lo: number, hi: number) => lo + (hi - lo) * rng();
const intBetween = (rng: Rng, lo: number, hi: number) => Math.floor(lo + (hi - lo + 1) * rng());

function shuffled<T>(rng: Rng, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const a = out[i]!;
    out[i] = out[j]!;
    out[j] = a;
  }
  return out;
}

function sample<T>(rng: Rng, list: readonly T[], n: number): T[] {
  return shuffled(rng, list).slice(0, n);
}

/** Distinct picks by weight. */
function weightedSample<T>(rng: Rng, entries: readonly (readonly [T, number])[], n: number): T[] {
  const left = [...entries];
  const out: T[] = [];
  while (out.length < n && left.length > 0) {
    const v = weighted(rng, left);
    out.push(v);
    left.splice(
      left.findIndex(([x]) => x === v),
      1,
    );
  }
  return out;
}

const DAY_MS = 86_400_000;
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** A point at most `km` from (lat, lng), spread evenly over the disc. */
function jitter(rng: Rng, lat: number, lng: number, km: number): [number, number] {
  const r = km * Math.sqrt(rng());
  const a = rng() * 2 * Math.PI;
  return [round6(lat + (r * Math.cos(a)) / 111.32), round6(lng + (r * Math.sin(a)) / (111.32 * Math.cos((lat * Math.PI) / 180)))];
}

// ---------------------------------------------------------------- cities


const CITY_BY_NAME = new Map(CITIES.map((c) => [c.name, c]));
const CITY_BY_CODE = new Map(CITIES.map((c) => [c.code, c]));

const CITY_WEIGHTS: Record<ContentFlavor, readonly (readonly [string, number])[]> = {
  demo: [
    ['北京', 10], ['上海', 10], ['广州', 7], ['深圳', 9], ['杭州', 9], ['成都', 6], ['武汉', 5], ['西安', 4], ['南京', 5], ['苏州', 5],
    ['重庆', 4], ['天津', 3], ['长沙', 3], ['郑州', 3], ['青岛', 3], ['厦门', 3], ['合肥', 3], ['济南', 2], ['宁波', 3], ['福州', 2],
  ],
  demo2: [['青岛', 10], ['厦门', 9], ['宁波', 8], ['大连', 7], ['福州', 6], ['烟台', 4], ['珠海', 5], ['温州', 4], ['泉州', 4], ['威海', 3]],
};

// ---------------------------------------------------------------- industries

type Nature = '民营' | '国企' | '外资' | '合资' | '上市公司' | '事业单位';
type AddressStyle = 'office' | 'industrial' | 'shop';

interface IndustryContent {
  /** Pairs of [full-name suffix, short-name suffix]: 杭州 + 云帆 + 网络科技有限公司 / 云帆 + 科技. */
  names: readonly (readonly [string, string])[];
  focus: string;
  product: string;
  /** Position groups or positions (by name) jobs of this industry draw from, with weights. */
  mix?: Readonly<Record<string, number>>;
  natures?: readonly (readonly [Nature, number])[];
}

interface TopIndustryContent {
  mix: Readonly<Record<string, number>>;
  style: AddressStyle;
  weight: Record<ContentFlavor, number>;
}

const TOP_INDUSTRY: Record<number, TopIndustryContent> = {
  1: { style: 'office', weight: { demo: 30, demo2: 10 }, mix: {
    后端开发: 5, '前端/移动开发': 4, 测试: 2, '运维/技术支持': 1.5, '数据/算法': 1.5, 产品: 2, '视觉/交互设计': 1.5,
    互联网运营: 2, 客服: 0.6, 销售: 1, '市场/商务': 0.7, 人力资源: 0.5, 财务: 0.4, '行政/法务': 0.4,
  } },
  2: { style: 'office', weight: { demo: 6, demo2: 5 }, mix: {
    金融业务: 6, 销售: 2, 客服: 1.5, 后端开发: 1, '数据/算法': 0.5, 财务: 1.5, 人力资源: 0.5, '行政/法务': 0.7, '市场/商务': 0.7,
  } },
  3: { style: 'office', weight: { demo: 8, demo2: 6 }, mix: {
    教育培训: 6, '市场/商务': 1, 销售: 1, 互联网运营: 1, 人力资源: 0.5, 财务: 0.5, '行政/法务': 0.5,
  } },
  4: { style: 'industrial', weight: { demo: 14, demo2: 16 }, mix: {
    '普工/技工': 6, '生产管理/工程': 3, '物流/仓储': 1.5, '电子/硬件': 1, 销售: 1, 人力资源: 0.6, 财务: 0.6, '行政/法务': 0.5,
  } },
  5: { style: 'office', weight: { demo: 7, demo2: 6 }, mix: {
    '医疗/医药': 6, 客服: 0.5, 销售: 0.5, 财务: 0.5, 人力资源: 0.5, '行政/法务': 0.5,
  } },
  6: { style: 'office', weight: { demo: 7, demo2: 7 }, mix: {
    销售: 3, '市场/商务': 1, '建筑/工程': 3, '空间/工业设计': 1, 财务: 1, 人力资源: 0.5, '行政/法务': 0.5,
  } },
  7: { style: 'shop', weight: { demo: 9, demo2: 10 }, mix: {
    '零售/生活服务': 5, 销售: 2, '物流/仓储': 1, 互联网运营: 1, 财务: 0.5, 人力资源: 0.5,
  } },
  8: { style: 'industrial', weight: { demo: 6, demo2: 18 }, mix: {
    '物流/仓储': 6, 客服: 1, 销售: 1, '行政/法务': 0.5, 财务: 0.5,
  } },
  9: { style: 'office', weight: { demo: 6, demo2: 6 }, mix: {
    '编辑/内容制作': 5, '视觉/交互设计': 2, 互联网运营: 2, '市场/商务': 2, 销售: 1, '行政/法务': 0.5,
  } },
  10: { style: 'shop', weight: { demo: 12, demo2: 16 }, mix: {
    餐饮: 3, '零售/生活服务': 3, '酒店/旅游': 2, 人力资源: 0.5, 财务: 0.3,
  } },
};

const PUBLIC: readonly (readonly [Nature, number])[] = [['事业单位', 65], ['民营', 35]];

const INDUSTRY_CONTENT: Record<number, IndustryContent> = {
  101: { names: [['网络科技有限公司', '科技'], ['电子商务有限公司', '电商']], focus: '电子商务平台与互联网产品研发',
    product: '旗下电商平台服务数百万用户，为入驻商家提供从开店、营销到物流的一站式解决方案',
    mix: { 后端开发: 4, '前端/移动开发': 4, 测试: 1.5, 产品: 2, '视觉/交互设计': 1.5, 互联网运营: 4, 客服: 1.5, '编辑/内容制作': 1 } },
  102: { names: [['软件有限公司', '软件'], ['信息技术有限公司', '信息']], focus: '企业级软件研发',
    product: '产品覆盖协同办公、客户管理和财务管理，服务政府、制造、零售等行业客户超过千家' },
  103: { names: [['信息系统有限公司', '信息'], ['数据服务有限公司', '数据']], focus: 'IT基础设施与系统集成服务',
    product: '为政企客户提供网络建设、云平台迁移和运维外包等服务',
    mix: { '运维/技术支持': 5, 后端开发: 2, 测试: 1, 项目管理: 2, 销售: 1.5, 人力资源: 0.4, 财务: 0.4 } },
  104: { names: [['网络游戏有限公司', '游戏'], ['互动娱乐有限公司', '互娱']], focus: '移动游戏研发与发行',
    product: '已上线多款休闲与角色扮演类手游，累计注册用户超过三千万',
    mix: { 后端开发: 3, '前端/移动开发': 2, '视觉/交互设计': 3, 测试: 2, 产品: 2, 互联网运营: 2, 客服: 1 } },
  105: { names: [['智能科技有限公司', '智能'], ['数据科技有限公司', '数据']], focus: '人工智能与大数据应用',
    product: '在计算机视觉、自然语言处理和智能推荐领域拥有自主核心技术，产品应用于零售、交通和制造场景',
    mix: { '数据/算法': 5, 后端开发: 3, '前端/移动开发': 1.5, 测试: 1, 产品: 1.5, 销售: 1 } },
  106: { names: [['通信技术有限公司', '通信']], focus: '通信网络设备与解决方案',
    product: '为运营商和行业客户提供5G小基站、光传输设备及网络优化服务',
    mix: { '电子/硬件': 3, '运维/技术支持': 3, 后端开发: 1.5, 测试: 1, 项目管理: 1, 销售: 1.5 } },
  107: { names: [['电子科技有限公司', '电子'], ['半导体有限公司', '半导体']], focus: '集成电路设计与电子元器件',
    product: '主要产品包括电源管理芯片、传感器模组等，广泛应用于消费电子和汽车电子领域',
    mix: { '电子/硬件': 5, '普工/技工': 2, '生产管理/工程': 2, 测试: 1, 销售: 1, 人力资源: 0.4 } },
  201: { names: [['村镇银行股份有限公司', '村镇银行']], focus: '普惠金融与社区银行服务',
    product: '在本地设有十余家营业网点，为个人和小微企业提供存贷款、理财和结算服务',
    natures: [['国企', 60], ['上市公司', 20], ['民营', 20]] },
  202: { names: [['证券有限责任公司', '证券'], ['基金管理有限公司', '基金']], focus: '证券经纪与资产管理',
    product: '为个人与机构投资者提供证券交易、投资咨询和财富管理服务',
    natures: [['国企', 35], ['上市公司', 35], ['民营', 20], ['合资', 10]] },
  203: { names: [['保险代理有限公司', '保险']], focus: '保险代理与风险保障规划',
    product: '代理寿险、健康险及财产险等上百款产品，为家庭和企业提供专业的保障方案' },
  204: { names: [['金融信息服务有限公司', '金服']], focus: '金融科技与数字支付',
    product: '为中小商户提供聚合支付、供应链金融和智能风控等技术服务',
    mix: { 后端开发: 3, '前端/移动开发': 2, 产品: 1.5, 金融业务: 3, '数据/算法': 1, 客服: 1, 销售: 1 } },
  205: { names: [['投资管理有限公司', '投资'], ['资产管理有限公司', '资管']], focus: '股权投资与资产管理',
    product: '重点关注消费、医疗和先进制造领域，管理基金规模数十亿元' },
  301: { names: [['教育科技有限公司', '教育'], ['文化艺术培训有限公司', '艺术培训']], focus: '青少年素质教育与课后托管服务',
    product: '开设编程、美术、阅读等素质课程，在全市拥有十余个教学中心' },
  302: { names: [['职业技能培训学校有限公司', '职业培训']], focus: '职业技能培训与就业服务',
    product: '开设电工、焊工、育婴师、IT技能等培训项目，每年培训学员上万人次' },
  303: { names: [['在线教育科技有限公司', '在线教育'], ['网络科技有限公司', '网校']], focus: '在线职业教育',
    product: '自主研发直播授课平台，提供财会、设计、编程等课程，累计服务学员超过百万',
    mix: { 教育培训: 4, 后端开发: 1.5, '前端/移动开发': 1.5, 产品: 1, 互联网运营: 2, '编辑/内容制作': 1 } },
  304: { names: [['实验学校', '实验学校'], ['外国语学校', '外国语学校']], focus: '基础教育',
    product: '学校设有小学部和初中部，师资力量雄厚，教学质量在区内名列前茅',
    mix: { 教育培训: 8, '行政/法务': 1, 财务: 0.5 }, natures: PUBLIC },
  401: { names: [['机械设备有限公司', '机械'], ['精密机械有限公司', '精密']], focus: '自动化设备与精密零部件制造',
    product: '主要产品包括数控加工中心、自动化生产线和非标设备，远销东南亚和欧洲市场' },
  402: { names: [['汽车零部件有限公司', '汽配']], focus: '汽车零部件研发与制造',
    product: '为国内多家主机厂配套生产底盘件、内饰件和新能源汽车电池壳体',
    natures: [['民营', 45], ['合资', 25], ['外资', 20], ['上市公司', 10]] },
  403: { names: [['电子有限公司', '电子'], ['智能制造有限公司', '智造']], focus: '消费电子产品组装与制造',
    product: '拥有SMT贴片、注塑和整机组装生产线，为知名品牌代工耳机、智能手表等产品' },
  404: { names: [['新材料科技有限公司', '新材料'], ['化工有限公司', '化工']], focus: '高分子新材料研发与生产',
    product: '主要产品包括改性塑料、环保涂料和功能性薄膜，通过ISO9001和ISO14001体系认证' },
  405: { names: [['服饰有限公司', '服饰'], ['纺织品有限公司', '纺织']], focus: '服装设计、生产与销售',
    product: '拥有自主女装品牌和现代化生产车间，产品通过线上线下渠道销往全国',
    mix: { '普工/技工': 5, '生产管理/工程': 1.5, '视觉/交互设计': 1, 互联网运营: 1, 销售: 1, 人力资源: 0.5 } },
  406: { names: [['食品有限公司', '食品'], ['饮品有限公司', '饮品']], focus: '休闲食品与饮料生产',
    product: '产品包括烘焙糕点、坚果炒货和植物饮料，进驻全国数万家商超和便利店' },
  407: { names: [['新能源科技有限公司', '新能源']], focus: '光伏储能与新能源电池',
    product: '主营储能电池系统和户用光伏产品，客户遍布国内外',
    mix: { '普工/技工': 4, '生产管理/工程': 3, '电子/硬件': 2, 销售: 1, 人力资源: 0.5, 财务: 0.5 } },
  501: { names: [['医院', '医院'], ['口腔门诊部', '口腔'], ['中医诊所', '中医诊所']], focus: '综合医疗与专科诊疗服务',
    product: '拥有经验丰富的医护团队和先进的诊疗设备，为周边居民提供优质的医疗服务',
    natures: [['民营', 70], ['事业单位', 30]] },
  502: { names: [['制药有限公司', '制药'], ['生物科技有限公司', '生物']], focus: '化学药与中成药研发生产',
    product: '拥有符合GMP标准的生产基地，主要产品涵盖心血管、消化系统等治疗领域',
    mix: { '医疗/医药': 3, '普工/技工': 2, '生产管理/工程': 2, 销售: 1, 人力资源: 0.5 } },
  503: { names: [['医疗器械有限公司', '医疗'], ['医疗科技有限公司', '医疗科技']], focus: '医疗器械研发、生产与销售',
    product: '主要产品包括家用监护仪、康复设备和一次性医用耗材，已取得多项医疗器械注册证',
    mix: { '医疗/医药': 3, '电子/硬件': 2, '普工/技工': 1, 销售: 1.5, 人力资源: 0.4 } },
  504: { names: [['健康管理有限公司', '健康'], ['养老服务有限公司', '养老']], focus: '健康管理与养老服务',
    product: '运营多家社区养老服务中心和体检中心，为老年人提供日间照料、康复护理等服务' },
  601: { names: [['置业有限公司', '置业'], ['房地产开发有限公司', '地产']], focus: '住宅与商业地产开发',
    product: '已开发多个住宅和商业综合体项目，累计开发面积超过两百万平方米' },
  602: { names: [['建设工程有限公司', '建设'], ['建筑工程有限公司', '建工']], focus: '房屋建筑与市政工程施工',
    product: '具备建筑工程施工总承包一级资质，承建了多个住宅、学校和市政道路项目',
    mix: { '建筑/工程': 6, '空间/工业设计': 1.5, '普工/技工': 1.5, 财务: 0.5, '行政/法务': 0.5 } },
  603: { names: [['物业服务有限公司', '物业']], focus: '住宅与商业物业管理',
    product: '在管项目涵盖住宅小区、写字楼和产业园区，服务面积超过一千万平方米',
    mix: { 物业: 5, 保安: 1.5, 保洁员: 1.5, 客服: 1, '行政/法务': 0.5 } },
  604: { names: [['房地产经纪有限公司', '房产'], ['不动产经纪有限公司', '地产']], focus: '二手房买卖与租赁经纪',
    product: '在全市拥有上百家门店，为客户提供二手房买卖、租赁和按揭代办服务',
    mix: { 房产经纪人: 8, '行政/法务': 0.5, 客服: 0.5 } },
  605: { names: [['装饰工程有限公司', '装饰'], ['家居装饰有限公司', '家装']], focus: '家装与公装设计施工',
    product: '提供从设计、施工到软装的一站式整装服务，累计服务业主数万户',
    mix: { 室内设计师: 4, '建筑/工程': 2, 销售: 2, '普工/技工': 1 } },
  701: { names: [['商贸有限公司', '商贸'], ['超市连锁有限公司', '超市']], focus: '连锁超市与便利店经营',
    product: '在全市经营数十家社区超市和便利店，每日服务顾客超过十万人次',
    mix: { '零售/生活服务': 4, 收银员: 2, '物流/仓储': 1, 人力资源: 0.4 } },
  702: { names: [['日用品有限公司', '日化'], ['食品销售有限公司', '商贸']], focus: '快速消费品的品牌运营与渠道分销',
    product: '代理销售多个国内外知名饮料、零食和日化品牌，渠道覆盖商超、便利店和电商平台' },
  703: { names: [['家居有限公司', '家居'], ['电器有限公司', '电器']], focus: '家居家电产品销售与服务',
    product: '经营定制家具、厨卫电器和智能家居产品，在本地拥有多家体验店' },
  704: { names: [['服饰商贸有限公司', '服饰']], focus: '服装鞋帽品牌零售',
    product: '在全市各大商场开设品牌专柜和直营门店，同时经营天猫、抖音等线上店铺' },
  705: { names: [['汽车销售服务有限公司', '汽车']], focus: '汽车销售与售后服务',
    product: '作为多个主流品牌的授权经销商，提供新车销售、二手车置换、维修保养等一站式服务',
    mix: { 汽车销售顾问: 4, 设备维修工: 1, 客服: 1, 财务: 0.5 }, natures: [['民营', 75], ['合资', 15], ['国企', 10]] },
  801: { names: [['速运有限公司', '速运'], ['同城配送有限公司', '配送']], focus: '快递与同城即时配送',
    product: '在全市设有数十个配送站点，提供快递收派、外卖和生鲜同城配送服务',
    mix: { 快递员: 3, 外卖骑手: 3, 仓库管理员: 1, 客服: 0.5 } },
  802: { names: [['供应链管理有限公司', '供应链']], focus: '仓储管理与供应链服务',
    product: '运营多个现代化仓储中心，为电商和制造企业提供仓储、分拣和干线运输服务' },
  803: { names: [['物流有限公司', '物流'], ['运输有限公司', '运输']], focus: '公路干线运输与零担物流',
    product: '拥有自营车辆两百余台，开通了通往全国主要城市的干线运输线路' },
  804: { names: [['国际物流有限公司', '国际物流'], ['国际货运代理有限公司', '货代'], ['港口服务有限公司', '港务']],
    focus: '国际货运代理与港口物流', product: '提供海运订舱、报关报检、集装箱拖车和仓储服务，与多家知名船公司建立了长期合作',
    mix: { 物流专员: 3, 货车司机: 1, 叉车司机: 1.5, 销售: 1.5, '市场/商务': 1, 客服: 0.5, 财务: 0.5 } },
  901: { names: [['广告有限公司', '广告'], ['营销策划有限公司', '营销']], focus: '品牌营销与广告策划',
    product: '为快消、汽车、地产等行业客户提供品牌策划、数字营销和活动执行服务' },
  902: { names: [['文化传媒有限公司', '传媒'], ['影视文化有限公司', '影视']], focus: '短视频内容制作与直播电商',
    product: '签约主播数十位，运营多个百万粉丝账号，为品牌提供短视频代运营和直播带货服务',
    mix: { 主播: 3, 视频剪辑师: 3, 互联网运营: 2, 文案策划: 1 } },
  903: { names: [['文化传播有限公司', '文化'], ['出版传媒有限公司', '出版']], focus: '图书出版与新媒体内容',
    product: '每年出版图书数百种，并运营多个行业资讯公众号和视频号' },
  904: { names: [['会展服务有限公司', '会展'], ['文化活动策划有限公司', '活动']], focus: '会议展览与活动策划',
    product: '每年承办各类展会、论坛和企业年会上百场',
    mix: { '市场/商务': 3, '视觉/交互设计': 1.5, '编辑/内容制作': 1, 销售: 1.5, '行政/法务': 0.5 } },
  1001: { names: [['餐饮管理有限公司', '餐饮']], focus: '连锁餐饮经营',
    product: '旗下拥有中式快餐和特色火锅两大品牌，在全市开设门店三十余家',
    mix: { 餐饮: 8, 人力资源: 0.3, 财务: 0.3 } },
  1002: { names: [['酒店管理有限公司', '酒店'], ['国际旅行社有限公司', '旅行社']], focus: '酒店经营与旅游服务',
    product: '经营多家中高端商务酒店，并提供国内外旅游线路和定制游服务',
    mix: { '酒店/旅游': 6, 餐饮: 1.5, 销售: 1, 财务: 0.3 } },
  1003: { names: [['美容美发有限公司', '美业'], ['美容管理有限公司', '美容']], focus: '美容美发与形象设计',
    product: '在全市核心商圈开设多家连锁门店，提供美发、护肤和形象设计服务',
    mix: { 美容师: 3, 发型师: 3, 门店店长: 0.7, 前台: 1 } },
  1004: { names: [['家政服务有限公司', '家政']], focus: '家庭服务',
    product: '提供月嫂、育儿嫂、保洁和家电清洗等服务，所有服务人员均经过岗前培训和健康体检',
    mix: { 家政服务员: 5, 保洁员: 3, 客服: 1 } },
  1005: { names: [['人力资源有限公司', '人力'], ['企业管理咨询有限公司', '咨询']], focus: '人力资源外包与招聘服务',
    product: '为制造、物流和零售企业提供招聘外包、劳务派遣和灵活用工服务',
    mix: { 人力资源: 4, 销售: 2, 客服: 1, 普工: 2, 操作工: 1 } },
  1006: { names: [['保安服务有限公司', '保安'], ['保洁服务有限公司', '保洁']], focus: '安保与保洁服务',
    product: '为写字楼、学校、医院和住宅小区提供秩序维护和环境清洁服务',
    mix: { 保安: 4, 保洁员: 4, 物业: 1 } },
};

/** Industry weights beyond the top-level ones, per flavor (ports and tourism on the coast). */
const INDUSTRY_BOOST: Record<ContentFlavor, Readonly<Record<number, number>>> = {
  demo: { 101: 1.5, 102: 1.5 },
  demo2: { 804: 1.6, 1002: 1.6, 406: 1.3 },
};

// ---------------------------------------------------------------- positions by industry

const POSITION_GROUPS = new Map(POSITIONS.filter((p) => p.level === 2).map((p) => [p.name, p.id]));
const LEAVES_BY_GROUP = new Map<number, PositionLeaf[]>();
for (const leaf of POSITION_LEAVES) {
  const list = LEAVES_BY_GROUP.get(leaf.pid) ?? [];
  list.push(leaf);
  LEAVES_BY_GROUP.set(leaf.pid, list);
}
const LEAF_BY_NAME = new Map(POSITION_LEAVES.map((l) => [l.name, l]));
const GROUP_NAME = new Map(POSITIONS.filter((p) => p.level === 2).map((p) => [p.id, p.name]));

/** Resolves a mix of group and position names into weighted position lists. */
function resolveMix(mix: Readonly<Record<string, number>>): (readonly [readonly PositionLeaf[], number])[] {
  return Object.entries(mix).map(([name, w]) => {
    const gid = POSITION_GROUPS.get(name);
    const leaves = gid !== undefined ? LEAVES_BY_GROUP.get(gid) : undefined;
    if (leaves) return [leaves, w] as const;
    const leaf = LEAF_BY_NAME.get(name);
    if (!leaf) throw new Error(`seed content: unknown position or group ${name}`);
    return [[leaf], w] as const;
  });
}

const MIX_BY_INDUSTRY = new Map(
  INDUSTRY_LEAVES.map((ind) => {
    const top = TOP_INDUSTRY[ind.pid];
    const own = INDUSTRY_CONTENT[ind.id];
    if (!top || !own) throw new Error(`seed content: no content for industry ${ind.id}`);
    return [ind.id, resolveMix(own.mix ?? top.mix)] as const;
  }),
);

function pickPosition(rng: Rng, industryId: number): PositionLeaf {
  const mix = MIX_BY_INDUSTRY.get(industryId) ?? MIX_BY_INDUSTRY.get(102);
  if (!mix) throw new Error(`seed content: no position mix for industry ${industryId}`);
  return pick(rng, weighted(rng, mix));
}

// ---------------------------------------------------------------- companies

const BRANDS: Record<ContentFlavor, readonly string[]> = {
  demo: [
    '云帆', '星辰', '博远', '汇智', '鼎盛', '锐思', '华信', '天瑞', '恒通', '启明', '致远', '数联', '智诚', '嘉禾', '昊天',
    '优品', '新锐', '金桥', '瑞丰', '万象', '合众', '远景', '立信', '青禾', '蓝鲸', '极客', '乐享', '安泰', '宏图', '泰和',
    '精工', '易达', '联创', '达衡', '盛世', '明途', '睿思', '同创', '领航', '鸿鹄', '佳音', '凯旋', '光年', '晨曦', '百川',
    '方圆', '奇点', '知行', '尚品', '聚力', '融通', '东升', '华章', '映像', '朗润', '麦田', '松果', '橙果', '木槿', '云杉',
  ],
  demo2: [
    '蓝湾', '港湾', '鲸帆', '潮汐', '海岸线', '澜庭', '碧海', '鸥翔', '沧澜', '远洋', '帆影', '海韵', '屿光', '珊瑚', '浪花',
    '渔光', '海晟', '港信', '汇洋', '海丰', '滨海', '舟行', '泊岸', '灯塔', '星港', '洋帆', '北湾', '海图', '蔚蓝', '金沙',
    '银滩', '海星', '白鹭', '潮涌', '润海', '望潮', '听涛', '揽月湾', '海棠湾', '东港',
  ],
};

/** The recruiter's own company, first of each tenant. */
const FIRST_COMPANY: Record<ContentFlavor, { brand: string; industryId: number; city: string; nameIndex: number }> = {
  demo: { brand: '云帆', industryId: 101, city: '杭州', nameIndex: 0 },
  demo2: { brand: '蓝湾', industryId: 804, city: '青岛', nameIndex: 0 },
};

type Scale = '少于15人' | '15-50人' | '50-150人' | '150-500人' | '500-2000人' | '2000人以上';
const SCALE_WEIGHTS: readonly (readonly [Scale, number])[] = [
  ['少于15人', 8], ['15-50人', 22], ['50-150人', 28], ['150-500人', 22], ['500-2000人', 13], ['2000人以上', 7],
];
const SCALE_RANK: Record<Scale, number> = {
  少于15人: 0, '15-50人': 1, '50-150人': 2, '150-500人': 3, '500-2000人': 4, '2000人以上': 5,
};
/** The smallest scale each nature plausibly comes with: no listed company of twelve people. */
const NATURE_MIN_RANK: Record<Nature, number> = { 民营: 0, 事业单位: 1, 国企: 2, 外资: 2, 合资: 2, 上市公司: 4 };
const SCALE_WORDS: Record<Scale, string> = {
  少于15人: '十余人', '15-50人': '数十人', '50-150人': '一百余人', '150-500人': '数百人', '500-2000人': '上千人', '2000人以上': '两千余人',
};
/** How many jobs a company posts, relative to the others. */
const SCALE_JOB_WEIGHT: Record<string, number> = {
  少于15人: 1, '15-50人': 2, '50-150人': 3, '150-500人': 4, '500-2000人': 5, '2000人以上': 6,
};
const NATURE_WEIGHTS: readonly (readonly [Nature, number])[] = [
  ['民营', 62], ['上市公司', 10], ['国企', 10], ['外资', 8], ['合资', 7], ['事业单位', 3],
];
const NATURE_WORDS: Record<Nature, string> = {
  民营: '民营', 国企: '国有', 外资: '外商独资', 合资: '中外合资', 上市公司: '上市', 事业单位: '公立',
};

const BUILDING_WORDS: Record<ContentFlavor, readonly string[]> = {
  demo: ['汇金', '财富', '时代', '环球', '世纪', '创新', '科创', '数字', '未来', '东方', '中环', '华贸', '星海', '国际', '金融', '信息'],
  demo2: ['海景', '港汇', '滨江', '海洋', '观海', '临港', '湾区', '海天', '望海', '金港', '海峡', '海悦'],
};

function makeAddress(rng: Rng, flavor: ContentFlavor, district: DistrictSpec, style: AddressStyle): string {
  const road = pick(rng, district.roads);
  const no = intBetween(rng, 1, rng() < 0.7 ? 199 : 999);
  const word = pick(rng, BUILDING_WORDS[flavor]);
  const floor = intBetween(rng, 2, 28);
  const tower = pick(rng, ['A', 'B', 'C', 'D']);
  let place: string;
  if (style === 'industrial') {
    place = weighted(rng, [
      [`${word}工业园${intBetween(rng, 1, 12)}号厂房`, 4],
      [`${word}物流园${tower}区${intBetween(rng, 1, 8)}号库`, 2],
      [`${word}产业园${intBetween(rng, 1, 20)}栋`, 3],
    ]);
  } else if (style === 'shop') {
    place = weighted(rng, [
      [`${word}广场${intBetween(rng, 1, 4)}楼${intBetween(rng, 101, 168)}号铺`, 3],
      [`${word}购物中心${intBetween(rng, 1, 5)}层`, 2],
      [`${intBetween(rng, 1, 3)}号商铺`, 2],
    ]);
  } else {
    place = weighted(rng, [
      [`${word}大厦${floor}层`, 4],
      [`${word}中心${tower}座${floor}层`, 3],
      [`${word}科技园${intBetween(rng, 1, 12)}号楼${intBetween(rng, 2, 9)}层`, 2],
      [`${word}广场${tower}座${floor}层${intBetween(rng, 1, 20).toString().padStart(2, '0')}室`, 2],
    ]);
  }
  return `${district.name}${road}${no}号${place}`;
}

const INTRO_EXTRAS = [
  '在全国设有多个分支机构和服务网点',
  '核心团队来自国内外知名企业，具有丰富的行业经验',
  '连续多年被评为当地优秀纳税企业',
  '与众多行业龙头企业建立了长期稳定的合作关系',
] as const;
/** Only for technology, manufacturing and health companies (top-level industries 1, 4, 5). */
const INTRO_HONOURS = '先后获得高新技术企业、专精特新企业等荣誉称号';
const INTRO_CLOSINGS = [
  '公司提供完善的培训体系和广阔的晋升空间，期待你的加入！',
  '我们相信人才是企业最宝贵的财富，欢迎志同道合的你加入我们。',
  '公司倡导开放、务实、协作的文化氛围，诚邀优秀人才加盟。',
  '在这里，每一份努力都会被看见，欢迎有梦想的你与我们一起成长。',
] as const;

interface CompanyPlan {
  name: string;
  shortName: string;
  industryId: number;
  scale: Scale;
  nature: Nature;
  cityCode: string;
  districtCode: string;
  address: string;
  lat: number;
  lng: number;
  intro: string;
  verified: boolean;
  ownerUserId: number | null;
  createdAt: Date;
}

interface ResolvedCity {
  spec: CitySpec;
  districts: { spec: DistrictSpec; code: string }[];
}

/** The central districts of each city, with the codes the areas table gives them. */
async function resolveCities(q: Queryable, names: readonly string[]): Promise<Map<string, ResolvedCity>> {
  const specs = names.map((n) => CITY_BY_NAME.get(n)).filter((c): c is CitySpec => c !== undefined);
  const rows = await q.query<{ code: string; name: string; parent_code: string }>(
    'SELECT code, name, parent_code FROM areas WHERE level = 3 AND parent_code = ANY($1::text[])',
    [specs.map((c) => c.code)],
  );
  const out = new Map<string, ResolvedCity>();
  for (const spec of specs) {
    const districts = spec.districts.flatMap((ds) => {
      const row = rows.find((r) => r.parent_code === spec.code && r.name === ds.name);
      return row ? [{ spec: ds, code: row.code }] : [];
    });
    if (districts.length > 0) out.set(spec.name, { spec, districts });
  }
  if (out.size === 0) throw new Error('seed content: no city districts found in areas (run seedReference first)');
  return out;
}

function industryWeights(flavor: ContentFlavor): (readonly [number, number])[] {
  return INDUSTRY_LEAVES.map((ind) => {
    const top = TOP_INDUSTRY[ind.pid];
    const siblings = INDUSTRY_LEAVES.filter((i) => i.pid === ind.pid).length;
    const boost = INDUSTRY_BOOST[flavor][ind.id] ?? 1;
    return [ind.id, ((top?.weight[flavor] ?? 1) / siblings) * boost] as const;
  });
}

function planCompanies(rng: Rng, flavor: ContentFlavor, count: number, cities: Map<string, ResolvedCity>, ownerUserId: number, now: Date): CompanyPlan[] {
  const first = FIRST_COMPANY[flavor];
  const brands = [first.brand, ...shuffled(rng, BRANDS[flavor].filter((b) => b !== first.brand))];
  const cityWeights = CITY_WEIGHTS[flavor].filter(([name]) => cities.has(name));
  const industries = industryWeights(flavor);
  const usedNames = new Set<string>();
  const plans: CompanyPlan[] = [];
  for (let i = 0; i < count; i++) {
    const isFirst = i === 0;
    const industryId = isFirst ? first.industryId : weighted(rng, industries);
    const content = INDUSTRY_CONTENT[industryId];
    const top = TOP_INDUSTRY[Math.floor(industryId / 100)];
    if (!content || !top) throw new Error(`seed content: no content for industry ${industryId}`);
    const cityName = isFirst && cities.has(first.city) ? first.city : weighted(rng, cityWeights);
    const city = cities.get(cityName);
    if (!city) throw new Error(`seed content: city ${cityName} not resolved`);
    const district = weighted(
      rng,
      city.districts.map((dd, k) => [dd, 1 / Math.sqrt(k + 1)] as const),
    );
    // Brands run out only for very large counts; then two brands make a new one.
    const brand = brands[i] ?? `${pick(rng, brands).slice(0, 1)}${pick(rng, brands).slice(-1)}${i}`;
    const [fullSuffix, shortSuffix] = isFirst ? (content.names[first.nameIndex] ?? pick(rng, content.names)) : pick(rng, content.names);
    let name = `${city.spec.name}${brand}${fullSuffix}`;
    if (usedNames.has(name)) name = `${city.spec.name}${brand}${district.spec.name.slice(0, 2)}${fullSuffix}`;
    usedNames.add(name);
    const scale: Scale = isFirst ? '150-500人' : weighted(rng, SCALE_WEIGHTS);
    const natures = (content.natures ?? NATURE_WEIGHTS.filter(([n]) => n !== '事业单位')).filter(([n]) => NATURE_MIN_RANK[n] <= SCALE_RANK[scale]);
    const nature: Nature = isFirst || natures.length === 0 ? '民营' : weighted(rng, natures);
    const [lat, lng] = jitter(rng, district.spec.lat, district.spec.lng, 2.5);
    const founded = now.getFullYear() - intBetween(rng, 2, 25);
    const sentences = [
      nature === '事业单位'
        ? `${name}创办于${founded}年，位于${city.spec.name}市${district.spec.name}，是一家专注于${content.focus}的公立单位。`
        : `${name}成立于${founded}年，总部位于${city.spec.name}市${district.spec.name}，是一家专注于${content.focus}的${NATURE_WORDS[nature]}企业。`,
      `${nature === '事业单位' ? '单位' : '公司'}${content.product}。`,
    ];
    const extras = [1, 4, 5].includes(Math.floor(industryId / 100)) ? [...INTRO_EXTRAS, INTRO_HONOURS] : INTRO_EXTRAS;
    if (rng() < 0.5) sentences.push(`目前拥有员工${SCALE_WORDS[scale]}，${pick(rng, extras)}。`);
    if (rng() < 0.6) sentences.push(pick(rng, INTRO_CLOSINGS));
    plans.push({
      name,
      shortName: `${brand}${shortSuffix}`,
      industryId,
      scale,
      nature,
      cityCode: city.spec.code,
      districtCode: district.code,
      address: makeAddress(rng, flavor, district.spec, top.style),
      lat,
      lng,
      intro: sentences.join(''),
      verified: isFirst || rng() < 0.6,
      ownerUserId: isFirst ? ownerUserId : null,
      createdAt: new Date(now.getTime() - intBetween(rng, 120, 1500) * DAY_MS - intBetween(rng, 0, DAY_MS)),
    });
  }
  return plans;
}

// ---------------------------------------------------------------- jobs

type Experience = JobExperience;
type ExperienceTable = Readonly<Record<Experience, number>>;

/** Entry-level office roles: nobody posts a 前台 asking for ten years. */
const JUNIOR_ROLE = /(专员|助理|文员|前台|客服|出纳|柜员|促销员|导购员)$/;

const EXPERIENCE_WEIGHTS: Record<PositionTier | 'senior' | 'junior', ExperienceTable> = {
  tech: { 不限: 5, 应届生: 8, '1年以下': 5, '1-3年': 30, '3-5年': 30, '5-10年': 18, '10年以上': 4 },
  office: { 不限: 16, 应届生: 10, '1年以下': 14, '1-3年': 35, '3-5年': 19, '5-10年': 5, '10年以上': 1 },
  blue: { 不限: 55, 应届生: 0, '1年以下': 15, '1-3年': 20, '3-5年': 8, '5-10年': 2, '10年以上': 0 },
  senior: { 不限: 0, 应届生: 0, '1年以下': 0, '1-3年': 8, '3-5年': 45, '5-10年': 40, '10年以上': 7 },
  junior: { 不限: 22, 应届生: 12, '1年以下': 18, '1-3年': 36, '3-5年': 12, '5-10年': 0, '10年以上': 0 },
};
/** Pay relative to the 1-3 years baseline. */
const EXPERIENCE_PAY: Record<PositionTier, ExperienceTable> = {
  tech: { 不限: 1, 应届生: 0.65, '1年以下': 0.75, '1-3年': 1, '3-5年': 1.3, '5-10年': 1.6, '10年以上': 1.8 },
  office: { 不限: 0.95, 应届生: 0.8, '1年以下': 0.88, '1-3年': 1, '3-5年': 1.15, '5-10年': 1.3, '10年以上': 1.4 },
  blue: { 不限: 1, 应届生: 0.9, '1年以下': 0.95, '1-3年': 1.05, '3-5年': 1.15, '5-10年': 1.25, '10年以上': 1.3 },
};
const DEGREE_WEIGHTS: Record<PositionTier, Readonly<Partial<Record<Degree, number>>>> = {
  tech: { 不限: 3, 大专: 22, 本科: 65, 硕士: 10 },
  office: { 不限: 10, 高中: 3, 大专: 47, 本科: 40 },
  blue: { 不限: 60, 高中: 30, 大专: 10 },
};
/** Lead roles ask for more schooling unless the position says otherwise. */
const SENIOR_DEGREES: Readonly<Partial<Record<Degree, number>>> = { 不限: 5, 大专: 30, 本科: 60, 硕士: 5 };
const CITY_PAY: Record<PositionTier, Record<1 | 2 | 3, number>> = {
  tech: { 1: 1.2, 2: 1, 3: 0.88 },
  office: { 1: 1.2, 2: 1, 3: 0.9 },
  blue: { 1: 1.1, 2: 1, 3: 0.93 },
};

const tags = (list: string) => list.split(' ').map((entry) => {
  const [name = '', w = '1'] = entry.split(':');
  return [name, Number(w)] as const;
});
const WELFARE: Record<PositionTier | 'partTime' | 'intern', readonly (readonly [string, number])[]> = {
  tech: tags('五险一金:10 双休:8 弹性工作:7 年终奖:7 股票期权:3 带薪年假:6 定期体检:5 餐补:5 零食下午茶:4 团建旅游:4 交通补助:3 住房补贴:2 节日福利:4'),
  office: tags('五险一金:10 双休:7 年终奖:5 带薪年假:6 餐补:5 定期体检:4 节日福利:5 交通补助:4 员工培训:4 绩效奖金:5 通讯补贴:3 团建旅游:3'),
  blue: tags('五险一金:7 包吃:6 包住宿:6 加班补助:6 全勤奖:5 节日福利:4 餐补:4 交通补助:2 员工培训:3 年终奖:2 工龄奖:3 免费班车:2'),
  partTime: tags('日结:6 周结:4 时间自由:6 包工作餐:3 无需经验:3 交通补助:2'),
  intern: tags('实习证明:6 转正机会:6 餐补:4 弹性工作:3 双休:4 导师带教:4'),
};

const WORK_HOURS: Record<PositionTier, readonly string[]> = {
  tech: ['周一至周五 9:30-18:30，周末双休', '弹性工作制，周末双休', '周一至周五 10:00-19:00，周末双休'],
  office: ['周一至周五 9:00-18:00，周末双休', '做五休二，9:00-17:30', '大小周，9:00-18:00'],
  blue: ['两班倒，月休4天', '长白班，8:00-17:00，做六休一', '综合工时，排班制，月休4-6天', '早晚班轮换，每班8小时'],
};
const PART_TIME_HOURS = [
  '周末及节假日，每天4-8小时，可根据个人时间灵活安排',
  '工作日晚上 18:00-22:00，每周至少3天',
  '按排班上岗，每次4小时起，时间可协商',
] as const;


function buildDescription(rng: Rng, leaf: PositionLeaf, jobType: number, experience: Experience, degree: Degree, tagList: readonly string[]): string {
  const group = GROUP_TEXT[GROUP_NAME.get(leaf.pid) ?? ''] ?? { duties: [], reqs: [] };
  const own = LEAF_TEXT[leaf.name] ?? {};
  const take = (mine: readonly string[] | undefined, pool: readonly string[], n: number) => {
    const lines = [...(mine ?? [])];
    // Keep the pool's order: it reads from the core of the job to the extras.
    const rest = pool.filter((l) => !lines.includes(l));
    const keep = new Set(sample(rng, rest, Math.max(0, n - lines.length)));
    return [...lines, ...rest.filter((l) => keep.has(l))];
  };
  const duties = take(own.duties, group.duties, intBetween(rng, 3, 5));
  const first = `${degree === '不限' ? '学历不限' : `${degree}及以上学历`}，${
    experience === '不限' ? '经验不限' : experience === '应届生' ? '欢迎应届毕业生' : `${experience}相关工作经验`
  }`;
  const reqs = [first, ...take(own.reqs, group.reqs, intBetween(rng, 2, 4))];
  const numbered = (lines: readonly string[]) => lines.map((l, i) => `${i + 1}. ${l}${i === lines.length - 1 ? '。' : '；'}`).join('\n');
  const parts = [`岗位职责：\n${numbered(duties)}`, `任职要求：\n${numbered(reqs)}`];
  const extra: string[] = [];
  if (jobType === 2) {
    extra.push(`工作时间：${pick(rng, PART_TIME_HOURS)}`);
    extra.push(`薪资结算：${tagList.includes('周结') ? '周结' : tagList.includes('日结') ? '日结' : '月结'}，准时发放`);
  } else if (jobType === 3) {
    extra.push('实习要求：每周到岗不少于4天，实习期3个月以上，表现优秀者可转正');
  } else {
    extra.push(`工作时间：${pick(rng, WORK_HOURS[leaf.tier])}`);
  }
  if (tagList.length > 0) extra.push(`福利待遇：${tagList.join('、')}`);
  parts.push(extra.join('\n'));
  return parts.join('\n\n');
}

interface JobCompany {
  id: number;
  industryId: number;
  scale: string;
  cityCode: string;
  districtCode: string;
  address: string;
  lat: number;
  lng: number;
  recruiterId: number | null;
}

const JOB_COLUMNS = [
  'tenant_id', 'company_id', 'recruiter_id', 'title', 'salary_min', 'salary_max', 'salary_unit', 'province_code', 'city_code',
  'district_code', 'address', 'lat', 'lng', 'industry_id', 'position_id', 'experience', 'degree', 'job_type', 'tags',
  'description', 'is_urgent', 'views', 'created_at', 'refreshed_at',
] as const;

const roundTo = (x: number, step: number) => Math.max(step, Math.round(x / step) * step);

function internTitle(name: string): string {
  return `${name.replace(/(工程师|专员|分析师|设计师)$/, (m) => (m === '设计师' ? '设计' : m === '分析师' ? '分析' : ''))}实习生`;
}

function jobRow(rng: Rng, tenantId: number, company: JobCompany, now: number): unknown[] {
  const leaf = pickPosition(rng, company.industryId);
  const cityTier = CITY_BY_CODE.get(company.cityCode)?.tier ?? 3;
  // Internships only where students usually start: office and technical work (categories 1-6).
  const canIntern = leaf.tier !== 'blue' && !leaf.senior && leaf.categoryId <= 6;
  const jobType = leaf.partTime && rng() < 0.3 ? 2 : canIntern && rng() < 0.04 ? 3 : 1;
  let experience: Experience;
  let degree: Degree;
  let title = leaf.name;
  let salaryMin: number;
  let salaryMax: number;
  let unit = 1;
  let tagList: string[];
  const degreeTable = Object.entries(leaf.degrees ?? (leaf.senior ? SENIOR_DEGREES : DEGREE_WEIGHTS[leaf.tier])) as [Degree, number][];
  if (jobType === 2 && leaf.partTime) {
    const pt = leaf.partTime;
    experience = '不限';
    degree = leaf.degrees ? weighted(rng, degreeTable) : '不限';
    unit = pt.unit;
    const [lo, hi] = pt.pay;
    const step = unit === 3 ? 1 : 10;
    salaryMin = roundTo(lo + (hi - lo) * rng() * 0.5, step);
    salaryMax = Math.max(salaryMin + step, roundTo(salaryMin + (hi - lo) * between(rng, 0.2, 0.5), step));
    title = weighted(rng, [
      [`兼职${leaf.name}`, 5],
      [`周末兼职${leaf.name}`, 2],
      [`${leaf.name}（${unit === 3 ? '小时工' : '日结'}）`, leaf.tier === 'blue' ? 2 : 0],
    ]);
    tagList = weightedSample(rng, WELFARE.partTime, intBetween(rng, 2, 3));
  } else if (jobType === 3) {
    experience = '应届生';
    degree = weighted(rng, [['大专', 25], ['本科', 65], ['硕士', 10]]);
    unit = 2;
    const base = leaf.tier === 'tech' ? between(rng, 150, 300) : between(rng, 100, 200);
    salaryMin = roundTo(base, 10);
    salaryMax = roundTo(base * between(rng, 1.2, 1.5), 10);
    title = internTitle(leaf.name);
    tagList = weightedSample(rng, WELFARE.intern, intBetween(rng, 2, 3));
  } else {
    const expTable = leaf.senior ? 'senior' : leaf.tier !== 'tech' && JUNIOR_ROLE.test(leaf.name) ? 'junior' : leaf.tier;
    experience = weighted(rng, Object.entries(EXPERIENCE_WEIGHTS[expTable]) as [Experience, number][]);
    degree = weighted(rng, degreeTable);
    let prefixPay = 1;
    if (leaf.leveled) {
      const r = rng();
      if ((experience === '应届生' || experience === '1年以下') && r < 0.3) {
        title = `初级${leaf.name}`;
      } else if (experience === '3-5年' && r < 0.35) {
        title = `高级${leaf.name}`;
        prefixPay = 1.08;
      } else if ((experience === '5-10年' || experience === '10年以上') && r < 0.6) {
        title = `${r < 0.35 ? '资深' : '高级'}${leaf.name}`;
        prefixPay = 1.12;
      }
    }
    const [lo, hi] = leaf.pay;
    // A lead role's pay is already that of a 3-5 years hire.
    const expPay = EXPERIENCE_PAY[leaf.tier][experience] / (leaf.senior ? EXPERIENCE_PAY[leaf.tier]['3-5年'] : 1);
    let base = between(rng, lo, hi) * expPay * CITY_PAY[leaf.tier][cityTier] * prefixPay;
    // Few postings go far beyond 30K a month: flatten the top.
    if (base > 30000) base = 30000 + (base - 30000) * 0.4;
    const step = base >= 20000 ? 1000 : 500;
    // Ranges widen with pay: 4500-6000 for a cashier, 15-25K for a senior engineer.
    const [spreadLo, spreadHi] = leaf.tier === 'blue' ? [1.12, 1.3] : base < 10000 ? [1.18, 1.38] : [1.3, 1.6];
    salaryMin = roundTo(base * between(rng, 0.86, 0.96), step);
    salaryMax = roundTo(base * between(rng, spreadLo, spreadHi), step);
    if (salaryMax <= salaryMin) salaryMax = salaryMin + step;
    tagList = weightedSample(rng, WELFARE[leaf.tier], intBetween(rng, 2, 4));
    if (leaf.tier === 'blue' && tagList.includes('包住宿') && rng() < 0.3) title = `${title}（包吃住）`;
  }
  const createdAt = now - rng() * 60 * DAY_MS;
  const refreshedAt = createdAt + rng() * (now - createdAt);
  const [lat, lng] = jitter(rng, company.lat, company.lng, 0.3);
  return [
    tenantId,
    company.id,
    company.recruiterId,
    title,
    salaryMin,
    salaryMax,
    unit,
    `${company.cityCode.slice(0, 2)}0000`,
    company.cityCode,
    company.districtCode,
    company.address,
    lat,
    lng,
    company.industryId,
    leaf.id,
    experience,
    degree,
    jobType,
    tagList,
    buildDescription(rng, leaf, jobType, experience, degree, tagList),
    rng() < 0.08,
    Math.floor(3000 * rng() ** 2.2),
    new Date(createdAt),
    new Date(refreshedAt),
  ];
}

/** Rows per INSERT: 24 columns × 1000 rows stays under 30,000 parameters. */
const JOB_BATCH = 1000;

async function insertJobRows(q: Queryable, tenantId: number, rng: Rng, assign: (i: number) => JobCompany, count: number): Promise<number> {
  const now = Date.now();
  for (let start = 0; start < count; start += JOB_BATCH) {
    const rows: unknown[][] = [];
    for (let i = start; i < Math.min(count, start + JOB_BATCH); i++) rows.push(jobRow(rng, tenantId, assign(i), now));
    await insertRows(q, 'jobs', JOB_COLUMNS, rows, { maxRows: JOB_BATCH });
  }
  return count;
}

function companyPicker(rng: Rng, companies: readonly JobCompany[]): () => JobCompany {
  const entries = companies.map((c) => [c, (SCALE_JOB_WEIGHT[c.scale] ?? 2) * between(rng, 0.5, 1.5)] as const);
  return () => weighted(rng, entries);
}

/**
 * Adds `count` generated jobs to the tenant's existing companies (large
 * volumes for load tests). Runs inside the caller's tenant transaction.
 */
export async function insertJobs(q: Queryable, tenantId: number, count: number, rng: Rng = mulberry32(0x5eed_0000 + tenantId)): Promise<number> {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`job count must be a non-negative integer, got ${count}`);
  if (count === 0) return 0;
  const rows = await q.query<{
    id: number; industry_id: number; scale: string; city_code: string; district_code: string;
    address: string; lat: number; lng: number; owner_user_id: number | null;
  }>(
    `SELECT id, industry_id, scale, city_code, district_code, address, lat, lng, owner_user_id
       FROM companies WHERE tenant_id = $1 ORDER BY id`,
    [tenantId],
  );
  if (rows.length === 0) throw new Error(`tenant ${tenantId} has no companies to attach jobs to`);
  const companies: JobCompany[] = rows.map((r) => ({
    id: r.id,
    industryId: r.industry_id,
    scale: r.scale,
    cityCode: r.city_code,
    districtCode: r.district_code,
    address: r.address,
    lat: r.lat,
    lng: r.lng,
    recruiterId: r.owner_user_id,
  }));
  const next = companyPicker(rng, companies);
  return insertJobRows(q, tenantId, rng, () => next(), count);
}

// ---------------------------------------------------------------- articles


const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function articleHtml(draft: ArticleDraft, footer: string): string {
  const out = [`<p>${esc(draft.lead)}</p>`];
  for (const s of draft.sections) {
    if (s.h3) out.push(`<h3>${esc(s.h3)}</h3>`);
    for (const p of s.paras ?? []) out.push(`<p>${esc(p)}</p>`);
    if (s.list) out.push(`<ul>${s.list.map((li) => `<li>${esc(li)}</li>`).join('')}</ul>`);
  }
  out.push(`<p><strong>${esc(footer)}</strong></p>`);
  return out.join('\n');
}

function articleRows(rng: Rng, tenantId: number, flavor: ContentFlavor, count: number, now: number): unknown[][] {
  const plan = ARTICLE_PLAN[flavor];
  const cities = CITY_WEIGHTS[flavor];
  const industries = flavor === 'demo2' ? [...NEWS_INDUSTRIES_COAST, ...NEWS_INDUSTRIES.slice(0, 4)] : NEWS_INDUSTRIES;
  const titles = new Set<string>();
  const rows: unknown[][] = [];
  for (let i = 0; i < count; i++) {
    const kind = i % 3 === 2 ? 2 : 1;
    const categories = plan.filter((p) => p.kind === kind);
    const date = new Date(now - rng() * 90 * DAY_MS);
    let draft: ArticleDraft | null = null;
    let category = '';
    for (let attempt = 0; attempt < 40 && !draft; attempt++) {
      const cat = weighted(rng, categories.map((p) => [p, p.weight] as const));
      const [industry = '', industry2 = ''] = sample(rng, industries, 2);
      const ctx: ArticleContext = {
        rng,
        flavor,
        site: SITE_NAMES[flavor],
        city: weighted(rng, cities),
        date,
        soon: new Date(date.getTime() + intBetween(rng, 3, 12) * DAY_MS),
        industry,
        industry2,
        n: (lo, hi) => intBetween(rng, lo, hi),
      };
      const candidate = pick(rng, cat.templates)(ctx);
      if (!titles.has(candidate.title)) {
        draft = candidate;
        category = cat.category;
      }
    }
    if (!draft) continue;
    titles.add(draft.title);
    const views = Math.floor((kind === 1 ? 20000 : 5000) * rng() ** 2.5) + intBetween(rng, 30, 200);
    const footer = kind === 2 ? `${SITE_NAMES[flavor]}运营中心` : `来源：${SITE_NAMES[flavor]}编辑部综合整理`;
    rows.push([tenantId, kind, category, draft.title, draft.summary, articleHtml(draft, footer), views, date]);
  }
  return rows;
}

// ---------------------------------------------------------------- tenant content

export interface TenantContentOptions {
  flavor: ContentFlavor;
  companies: number;
  jobs: number;
  articles: number;
  /** Owns the first company and recruits for its jobs. */
  recruiterUserId: number;
}

/** Jobs the recruiter's own company gets when there are enough. */
const FIRST_COMPANY_JOBS = 25;

/**
 * Seeds the demo companies, jobs and articles of one tenant. Runs inside the
 * caller's tenant transaction (row-level security pins `app.tenant_id`), so
 * every row carries `tenant_id = tenantId`. Needs the areas from seedReference.
 */
export async function seedTenantContent(q: Queryable, tenantId: number, opts: TenantContentOptions): Promise<void> {
  const seed = SEEDS[opts.flavor];
  const now = new Date();
  const companyRng = mulberry32(seed);
  const jobRng = mulberry32(seed + 1);
  const articleRng = mulberry32(seed + 2);

  if (opts.companies > 0) {
    const cities = await resolveCities(q, CITY_WEIGHTS[opts.flavor].map(([name]) => name));
    const plans = planCompanies(companyRng, opts.flavor, opts.companies, cities, opts.recruiterUserId, now);
    const inserted = await insertRows<{ id: number; name: string }>(
      q,
      'companies',
      ['tenant_id', 'name', 'short_name', 'logo', 'industry_id', 'scale', 'nature', 'city_code', 'district_code', 'address', 'lat', 'lng', 'intro', 'verified', 'owner_user_id', 'created_at'],
      plans.map((p) => [tenantId, p.name, p.shortName, '', p.industryId, p.scale, p.nature, p.cityCode, p.districtCode, p.address, p.lat, p.lng, p.intro, p.verified, p.ownerUserId, p.createdAt]),
      { returning: 'id, name' },
    );
    const idByName = new Map(inserted.map((r) => [r.name, r.id]));
    // An owner is a recruiter of the company like any member (the registration path writes the same row).
    await q.query(
      `INSERT INTO company_members (tenant_id, company_id, user_id, role)
       SELECT tenant_id, id, owner_user_id, 'owner' FROM companies WHERE tenant_id = $1 AND owner_user_id IS NOT NULL
       ON CONFLICT (tenant_id, company_id, user_id) DO UPDATE SET role = 'owner'`,
      [tenantId],
    );
    const companies: JobCompany[] = plans.map((p) => {
      const id = idByName.get(p.name);
      if (id === undefined) throw new Error(`seed content: company ${p.name} was not inserted`);
      return {
        id,
        industryId: p.industryId,
        scale: p.scale,
        cityCode: p.cityCode,
        districtCode: p.districtCode,
        address: p.address,
        lat: p.lat,
        lng: p.lng,
        recruiterId: p.ownerUserId,
      };
    });
    const [first, ...others] = companies;
    if (first && opts.jobs > 0) {
      const firstCount = others.length === 0 ? opts.jobs : Math.min(FIRST_COMPANY_JOBS, opts.jobs);
      const next = others.length > 0 ? companyPicker(jobRng, others) : () => first;
      await insertJobRows(q, tenantId, jobRng, (i) => (i < firstCount ? first : next()), opts.jobs);
    }
  }

  if (opts.articles > 0) {
    const rows = articleRows(articleRng, tenantId, opts.flavor, opts.articles, now.getTime());
    await insertRows(q, 'articles', ['tenant_id', 'kind', 'category', 'title', 'summary', 'content', 'views', 'published_at'], rows);
  }
}

/** The seeded cities with their centres and central districts (area coordinates and landmarks read them). */
export { CITIES as SEED_CITIES };
