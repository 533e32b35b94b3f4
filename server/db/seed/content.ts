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

/**
 * Demo content of one tenant: companies, jobs and articles. Everything comes
 * from a seeded PRNG, so a fresh database always holds the same data (only the
 * dates move with the day of seeding). `demo2` draws from other name parts,
 * cities and article topics so the two demo sites are easy to tell apart.
 */

export type ContentFlavor = 'demo' | 'demo2';

/** A source of uniform numbers in [0, 1). */
export type Rng = () => number;

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

interface DistrictSpec {
  name: string;
  lat: number;
  lng: number;
  roads: readonly string[];
}

interface CitySpec {
  /** Short name used in company names: 杭州. */
  name: string;
  /** 6-digit city code as stored in areas. */
  code: string;
  /** Approximate city centre. */
  lat: number;
  lng: number;
  /** Pay level: 1 first-tier, 2 new first-tier, 3 others. */
  tier: 1 | 2 | 3;
  /** Central districts (looked up by name in areas) with approximate centres and real roads. */
  districts: readonly DistrictSpec[];
}

const d = (name: string, lat: number, lng: number, roads: readonly string[]): DistrictSpec => ({ name, lat, lng, roads });

const CITIES: readonly CitySpec[] = [
  { name: '北京', code: '110100', lat: 39.9042, lng: 116.4074, tier: 1, districts: [
    d('朝阳区', 39.9215, 116.4436, ['建国路', '光华路', '望京街', '酒仙桥路', '东三环中路', '阜通东大街']),
    d('海淀区', 39.959, 116.2982, ['中关村大街', '知春路', '学院路', '上地十街', '苏州街', '西北旺东路']),
    d('东城区', 39.9289, 116.4164, ['东直门南大街', '朝阳门北大街', '东长安街']),
    d('西城区', 39.9123, 116.3661, ['金融大街', '西直门外大街', '复兴门内大街']),
    d('丰台区', 39.8585, 116.287, ['丰台北路', '南四环西路', '汽车博物馆东路']),
  ] },
  { name: '上海', code: '310100', lat: 31.2304, lng: 121.4737, tier: 1, districts: [
    d('浦东新区', 31.2215, 121.544, ['世纪大道', '张江路', '陆家嘴环路', '碧波路', '祖冲之路', '博云路']),
    d('黄浦区', 31.2317, 121.4846, ['淮海中路', '西藏中路', '南京东路']),
    d('静安区', 31.229, 121.448, ['南京西路', '江宁路', '延安中路', '共和新路']),
    d('徐汇区', 31.1885, 121.4365, ['漕溪北路', '宜山路', '虹桥路', '龙腾大道']),
    d('长宁区', 31.2204, 121.4242, ['长宁路', '天山路', '仙霞路']),
    d('闵行区', 31.1128, 121.3817, ['沪闵路', '莘建东路', '剑川路']),
    d('杨浦区', 31.2596, 121.526, ['国定路', '政立路', '长阳路']),
  ] },
  { name: '广州', code: '440100', lat: 23.1291, lng: 113.2644, tier: 1, districts: [
    d('天河区', 23.1247, 113.3612, ['天河路', '花城大道', '体育西路', '天河北路', '黄埔大道西']),
    d('越秀区', 23.1289, 113.2668, ['环市东路', '中山五路', '东风中路']),
    d('海珠区', 23.0838, 113.3172, ['新港东路', '江南大道中', '琶洲大道']),
    d('番禺区', 22.9377, 113.3842, ['繁华路', '迎宾路', '汉溪大道']),
    d('黄埔区', 23.1064, 113.4591, ['科学大道', '开创大道', '科丰路']),
    d('白云区', 23.1573, 113.273, ['白云大道北', '机场路', '云城东路']),
  ] },
  { name: '深圳', code: '440300', lat: 22.5431, lng: 114.0579, tier: 1, districts: [
    d('南山区', 22.5329, 113.9305, ['深南大道', '科苑路', '高新南一道', '科技南十二路', '后海大道']),
    d('福田区', 22.541, 114.055, ['福华路', '益田路', '深南中路', '金田路', '泰然九路']),
    d('罗湖区', 22.5484, 114.1316, ['人民南路', '深南东路', '宝安南路']),
    d('宝安区', 22.555, 113.883, ['宝安大道', '新安六路', '创业一路']),
    d('龙岗区', 22.7209, 114.2471, ['龙岗大道', '布吉路', '五和大道']),
    d('龙华区', 22.6968, 114.0449, ['民治大道', '梅龙大道', '人民路']),
  ] },
  { name: '杭州', code: '330100', lat: 30.2741, lng: 120.1551, tier: 2, districts: [
    d('西湖区', 30.2596, 120.1302, ['文三路', '文一西路', '天目山路', '教工路', '古墩路']),
    d('滨江区', 30.2084, 120.2118, ['江南大道', '网商路', '江虹路', '滨盛路']),
    d('余杭区', 30.29, 120.02, ['文一西路', '仓兴街', '良睦路']),
    d('拱墅区', 30.3195, 120.1422, ['莫干山路', '湖墅南路', '丽水路']),
    d('上城区', 30.2425, 120.1692, ['钱江路', '解放东路', '新业路', '庆春东路']),
    d('萧山区', 30.1837, 120.2646, ['市心中路', '金城路', '博奥路']),
  ] },
  { name: '成都', code: '510100', lat: 30.6574, lng: 104.0659, tier: 2, districts: [
    d('武侯区', 30.62, 104.04, ['人民南路', '天府大道北段', '科华北路', '二环路南四段']),
    d('锦江区', 30.6574, 104.083, ['春熙路', '东大街', '红星路']),
    d('青羊区', 30.674, 104.062, ['蜀都大道', '人民中路', '光华大道']),
    d('成华区', 30.66, 104.102, ['建设路', '二环路东二段', '府青路']),
    d('金牛区', 30.691, 104.052, ['一环路北三段', '蜀汉路', '金府路']),
  ] },
  { name: '武汉', code: '420100', lat: 30.5928, lng: 114.3055, tier: 2, districts: [
    d('洪山区', 30.505, 114.38, ['光谷大道', '珞喻路', '关山大道', '高新大道']),
    d('武昌区', 30.5539, 114.3162, ['中北路', '中南路', '武珞路', '和平大道']),
    d('江汉区', 30.6014, 114.2706, ['建设大道', '解放大道', '新华路']),
    d('江岸区', 30.6002, 114.3094, ['沿江大道', '黄浦大街', '中山大道']),
    d('汉阳区', 30.5494, 114.2184, ['汉阳大道', '龙阳大道', '鹦鹉大道']),
  ] },
  { name: '西安', code: '610100', lat: 34.261, lng: 108.9423, tier: 2, districts: [
    d('雁塔区', 34.2137, 108.947, ['高新路', '科技路', '唐延路', '锦业路', '长安南路', '小寨东路']),
    d('碑林区', 34.256, 108.9348, ['南大街', '东大街', '友谊西路']),
    d('未央区', 34.3087, 108.9466, ['凤城八路', '未央路', '文景路']),
    d('新城区', 34.266, 108.96, ['解放路', '长乐西路', '东五路']),
    d('莲湖区', 34.265, 108.944, ['北大街', '劳动路', '西关正街']),
  ] },
  { name: '南京', code: '320100', lat: 32.0603, lng: 118.7969, tier: 2, districts: [
    d('玄武区', 32.0487, 118.7977, ['中山路', '珠江路', '龙蟠路', '苏宁大道']),
    d('鼓楼区', 32.0663, 118.7697, ['中山北路', '汉中路', '湖南路', '广州路']),
    d('秦淮区', 32.0338, 118.7946, ['中华路', '太平南路', '白下路']),
    d('建邺区', 32.004, 118.732, ['江东中路', '河西大街', '奥体大街', '庐山路']),
    d('江宁区', 31.953, 118.84, ['双龙大道', '胜太路', '秣周东路']),
    d('雨花台区', 31.991, 118.779, ['软件大道', '宁双路', '安德门大街']),
  ] },
  { name: '苏州', code: '320500', lat: 31.2989, lng: 120.5853, tier: 2, districts: [
    d('苏州工业园区', 31.317, 120.69, ['星湖街', '现代大道', '金鸡湖大道', '苏州大道东']),
    d('姑苏区', 31.3118, 120.6172, ['人民路', '干将路', '十全街']),
    d('虎丘区', 31.296, 120.566, ['狮山路', '长江路', '竹园路']),
    d('吴中区', 31.2624, 120.6323, ['东吴北路', '宝带西路', '塔韵路']),
    d('相城区', 31.3689, 120.642, ['相城大道', '澄阳路', '阳澄湖西路']),
  ] },
  { name: '重庆', code: '500100', lat: 29.563, lng: 106.5516, tier: 2, districts: [
    d('渝中区', 29.5563, 106.5692, ['民族路', '邹容路', '中山三路', '大坪正街']),
    d('江北区', 29.6066, 106.5744, ['建新北路', '洋河一路', '江北城大街']),
    d('渝北区', 29.645, 106.55, ['金开大道', '星光大道', '黄山大道']),
    d('南岸区', 29.53, 106.565, ['南坪西路', '江南大道', '通江大道']),
    d('九龙坡区', 29.502, 106.511, ['杨家坪正街', '科园一路', '石杨路']),
    d('沙坪坝区', 29.541, 106.457, ['小龙坎正街', '汉渝路', '天陈路']),
  ] },
  { name: '天津', code: '120100', lat: 39.1252, lng: 117.201, tier: 2, districts: [
    d('和平区', 39.117, 117.2146, ['南京路', '赤峰道', '营口道', '大沽北路']),
    d('河西区', 39.1097, 117.2233, ['友谊路', '珠江道', '围堤道', '解放南路']),
    d('南开区', 39.1382, 117.1501, ['卫津路', '鞍山西道', '南马路', '长江道']),
    d('河东区', 39.1287, 117.2516, ['十一经路', '津塘路', '卫国道']),
    d('河北区', 39.1478, 117.1969, ['中山路', '狮子林大街', '金纬路']),
  ] },
  { name: '长沙', code: '430100', lat: 28.2282, lng: 112.9388, tier: 2, districts: [
    d('岳麓区', 28.2351, 112.931, ['麓山南路', '枫林三路', '岳麓大道', '麓松路']),
    d('芙蓉区', 28.1934, 112.9883, ['五一大道', '芙蓉中路', '人民东路']),
    d('天心区', 28.18, 112.98, ['劳动西路', '芙蓉南路', '书院路']),
    d('开福区', 28.2557, 112.9856, ['湘江中路', '三一大道', '芙蓉北路']),
    d('雨花区', 28.17, 113.03, ['韶山北路', '劳动东路', '万家丽中路']),
  ] },
  { name: '郑州', code: '410100', lat: 34.7466, lng: 113.6254, tier: 2, districts: [
    d('金水区', 34.8003, 113.6605, ['金水路', '花园路', '农业路', '商务外环路']),
    d('中原区', 34.7483, 113.6132, ['中原路', '建设西路', '桐柏路']),
    d('二七区', 34.7238, 113.64, ['大学路', '二七路', '航海中路']),
    d('管城回族区', 34.7535, 113.6773, ['商都路', '紫荆山南路', '东明路']),
  ] },
  { name: '青岛', code: '370200', lat: 36.0671, lng: 120.3826, tier: 2, districts: [
    d('市南区', 36.0669, 120.4121, ['香港中路', '东海西路', '山东路', '延安三路']),
    d('市北区', 36.0876, 120.3747, ['辽宁路', '延吉路', '重庆南路']),
    d('崂山区', 36.1072, 120.4684, ['海尔路', '松岭路', '株洲路', '科苑纬一路']),
    d('李沧区', 36.1451, 120.4328, ['京口路', '九水东路', '黑龙江中路']),
    d('黄岛区', 35.9606, 120.1982, ['长江中路', '井冈山路', '峨眉山路']),
  ] },
  { name: '厦门', code: '350200', lat: 24.4798, lng: 118.0894, tier: 2, districts: [
    d('思明区', 24.4454, 118.0828, ['湖滨南路', '厦禾路', '观日路', '鹭江道', '环岛南路']),
    d('湖里区', 24.5122, 118.1463, ['嘉禾路', '枋湖路', '湖里大道', '安岭路']),
    d('集美区', 24.5759, 118.0972, ['集美大道', '杏林湾路', '诚毅大街']),
    d('海沧区', 24.4846, 118.0328, ['海沧大道', '沧林路', '新阳路']),
  ] },
  { name: '合肥', code: '340100', lat: 31.8206, lng: 117.2272, tier: 2, districts: [
    d('蜀山区', 31.8512, 117.26, ['长江西路', '望江西路', '黄山路', '创新大道']),
    d('包河区', 31.7933, 117.3098, ['徽州大道', '马鞍山路', '包河大道']),
    d('庐阳区', 31.8786, 117.2648, ['长江中路', '阜阳路', '濉溪路']),
    d('瑶海区', 31.858, 117.3092, ['长江东路', '胜利路', '明光路']),
  ] },
  { name: '济南', code: '370100', lat: 36.6512, lng: 117.1201, tier: 3, districts: [
    d('历下区', 36.666, 117.076, ['经十路', '泉城路', '解放路', '文化东路']),
    d('市中区', 36.651, 116.997, ['经四路', '英雄山路', '纬二路']),
    d('槐荫区', 36.651, 116.901, ['经七路', '腊山河西路']),
    d('天桥区', 36.6935, 116.987, ['北园大街', '济泺路']),
    d('历城区', 36.68, 117.065, ['工业南路', '山大路', '舜华路']),
  ] },
  { name: '宁波', code: '330200', lat: 29.8683, lng: 121.544, tier: 2, districts: [
    d('海曙区', 29.8593, 121.5506, ['中山西路', '药行街', '望春路']),
    d('江北区', 29.8885, 121.555, ['人民路', '大庆南路', '洪兴路']),
    d('鄞州区', 29.817, 121.547, ['天童南路', '钱湖北路', '四明中路', '宁穿路']),
    d('镇海区', 29.949, 121.716, ['庄市大道', '骆兴路']),
    d('北仑区', 29.8992, 121.844, ['明州路', '新大路']),
  ] },
  { name: '福州', code: '350100', lat: 26.0745, lng: 119.2965, tier: 3, districts: [
    d('鼓楼区', 26.0822, 119.304, ['五四路', '八一七北路', '湖东路', '华林路']),
    d('台江区', 26.0528, 119.3144, ['工业路', '八一七中路', '江滨中大道']),
    d('仓山区', 26.0469, 119.273, ['福湾路', '浦上大道', '首山路']),
    d('晋安区', 26.082, 119.328, ['福新东路', '长乐中路', '岳峰路']),
    d('马尾区', 25.991, 119.455, ['江滨东大道', '儒江西路']),
  ] },
  { name: '大连', code: '210200', lat: 38.914, lng: 121.6147, tier: 3, districts: [
    d('中山区', 38.9186, 121.6446, ['人民路', '中山路', '解放路']),
    d('西岗区', 38.9148, 121.6121, ['五四路', '长江路', '黄河路']),
    d('沙河口区', 38.905, 121.594, ['西安路', '中山路', '会展路']),
    d('甘井子区', 38.953, 121.525, ['软件园路', '黄浦路', '数码路']),
  ] },
  { name: '烟台', code: '370600', lat: 37.4638, lng: 121.4479, tier: 3, districts: [
    d('芝罘区', 37.54, 121.4, ['南大街', '北马路', '胜利路']),
    d('莱山区', 37.5116, 121.445, ['观海路', '迎春大街', '港城东大街']),
    d('福山区', 37.498, 121.268, ['福海路', '永达街']),
  ] },
  { name: '珠海', code: '440400', lat: 22.271, lng: 113.5767, tier: 3, districts: [
    d('香洲区', 22.2707, 113.543, ['情侣中路', '九洲大道', '凤凰北路', '大学路']),
    d('金湾区', 22.147, 113.362, ['金湖路', '机场东路']),
    d('斗门区', 22.209, 113.296, ['中兴中路', '白藤一路']),
  ] },
  { name: '温州', code: '330300', lat: 27.9938, lng: 120.6994, tier: 3, districts: [
    d('鹿城区', 28.015, 120.655, ['人民路', '车站大道', '锦绣路']),
    d('瓯海区', 27.967, 120.638, ['温州大道', '瓯海大道', '学院中路']),
    d('龙湾区', 27.933, 120.811, ['机场大道', '永中路']),
  ] },
  { name: '泉州', code: '350500', lat: 24.8741, lng: 118.6757, tier: 3, districts: [
    d('丰泽区', 24.888, 118.613, ['丰泽街', '田安路', '刺桐路']),
    d('鲤城区', 24.908, 118.587, ['中山路', '温陵路', '新华路']),
    d('洛江区', 24.941, 118.671, ['万安路', '双阳路']),
  ] },
  { name: '威海', code: '371000', lat: 37.5131, lng: 122.1204, tier: 3, districts: [
    d('环翠区', 37.502, 122.123, ['新威路', '统一路', '青岛路', '文化西路']),
    d('文登区', 37.194, 122.058, ['峰山路', '龙山路']),
  ] },
];

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

interface TextPool {
  duties: readonly string[];
  reqs: readonly string[];
}

const GROUP_TEXT: Readonly<Record<string, TextPool>> = {
  后端开发: {
    duties: ['负责公司核心业务系统的后端设计与开发，保证系统的高可用和可扩展性', '参与需求评审和技术方案设计，编写技术文档', '负责接口设计与开发，配合前端和客户端完成联调', '对线上问题进行排查和性能优化，保障服务稳定运行', '参与代码评审，持续改进代码质量和开发规范'],
    reqs: ['熟悉MySQL、Redis等常用数据库和缓存，具备SQL调优经验', '熟悉Linux常用命令，了解Docker、Kubernetes者优先', '了解分布式系统和消息队列（Kafka/RocketMQ）原理者优先', '具备良好的编码习惯和团队协作能力，责任心强'],
  },
  '前端/移动开发': {
    duties: ['负责公司产品相关页面和功能的开发，与产品、设计、后端紧密配合', '高质量还原设计稿，保证良好的用户体验和兼容性', '参与前端架构设计和公共组件建设，提升团队开发效率', '负责性能优化和线上问题排查'],
    reqs: ['有完整项目上线经验，能独立负责模块开发', '具备良好的代码风格和学习能力，有团队合作精神', '对用户体验和交互细节有追求'],
  },
  测试: {
    duties: ['根据需求文档编写测试计划和测试用例', '执行功能测试、接口测试和回归测试，跟踪缺陷直至关闭', '参与产品需求评审，从质量角度提出建议', '输出测试报告，推动产品质量持续改进'],
    reqs: ['熟悉软件测试流程和方法，能独立编写测试用例', '熟练使用Postman、JMeter等测试工具', '熟悉SQL和Linux常用命令', '工作细致，有耐心和责任心'],
  },
  '运维/技术支持': {
    duties: ['负责公司服务器、网络及云资源的日常运维和监控', '负责系统部署、升级、备份与故障处理', '编写自动化运维脚本，提升运维效率', '为客户提供技术咨询和问题排查支持'],
    reqs: ['熟悉Linux系统管理和Nginx、MySQL等常用服务的配置', '熟悉Shell或Python脚本编写', '了解阿里云、腾讯云等云平台产品', '具备良好的沟通能力，能接受节假日轮值'],
  },
  '数据/算法': {
    duties: ['负责业务数据的采集、清洗、建模与分析', '搭建数据指标体系和报表，支持业务决策', '参与推荐、搜索或风控等算法模型的研发与优化', '跟踪业界前沿技术并推动落地'],
    reqs: ['统计学、数学、计算机等相关专业', '熟练使用SQL和Python，熟悉Pandas、NumPy等工具', '熟悉Hadoop、Spark、Flink等大数据组件者优先', '逻辑清晰，有较强的数据敏感度'],
  },
  '电子/硬件': {
    duties: ['负责产品硬件电路或嵌入式软件的设计与开发', '完成原理图设计、PCB评审及样机调试', '编写设计文档和测试报告', '配合生产部门解决量产中的技术问题'],
    reqs: ['电子、通信、自动化等相关专业', '熟悉STM32等常用单片机和外围电路', '熟练使用Altium Designer等设计软件', '熟悉C语言，有RTOS开发经验者优先'],
  },
  产品: {
    duties: ['负责产品的需求调研、竞品分析和功能规划', '撰写产品需求文档（PRD），绘制原型图', '协调设计、研发和测试团队推进项目按时上线', '跟踪产品数据和用户反馈，持续迭代优化'],
    reqs: ['熟练使用Axure、墨刀或Figma等原型工具', '具备良好的逻辑思维和沟通协调能力', '有B端或C端产品从0到1经验者优先', '对用户体验有敏锐的洞察力'],
  },
  项目管理: {
    duties: ['负责项目的计划制定、进度跟踪和风险管理', '组织项目例会，协调内外部资源推动项目落地', '负责项目验收和客户沟通，确保交付质量', '整理项目文档，沉淀项目管理经验'],
    reqs: ['熟悉项目管理流程，持有PMP证书者优先', '具备优秀的沟通协调和抗压能力', '熟练使用Office和常用项目管理工具'],
  },
  '视觉/交互设计': {
    duties: ['负责产品界面、运营活动页面和宣传物料的视觉设计', '参与产品需求讨论，输出交互方案和设计规范', '与研发紧密配合，确保设计效果落地还原', '关注设计趋势，持续提升产品的视觉体验'],
    reqs: ['美术、设计相关专业，面试请提供作品集', '熟练使用Figma、Photoshop、Illustrator等设计软件', '具备良好的审美能力和色彩感', '会C4D或视频剪辑者优先'],
  },
  '空间/工业设计': {
    duties: ['负责项目的方案设计、效果图和施工图绘制', '与客户沟通设计需求，进行方案讲解和调整', '跟进项目现场，解决设计相关问题'],
    reqs: ['建筑、室内设计、工业设计等相关专业', '熟练使用AutoCAD、SketchUp、3ds Max等软件', '有良好的审美和沟通能力，请附作品集'],
  },
  互联网运营: {
    duties: ['负责公众号、抖音、小红书等平台的账号运营和内容规划', '策划并执行线上活动，提升用户活跃度和转化率', '分析运营数据，输出运营报告并提出优化方案', '维护用户社群，收集用户反馈'],
    reqs: ['熟悉主流新媒体平台的运营规则和玩法', '具备较强的文字功底和数据分析能力', '有成功运营案例者优先', '思维活跃，执行力强'],
  },
  客服: {
    duties: ['通过电话、在线客服等渠道解答客户咨询', '受理客户投诉和售后问题，及时跟进处理', '记录并整理客户反馈，协助改进服务流程', '维护客户关系，提高客户满意度'],
    reqs: ['普通话标准，声音亲和', '打字速度每分钟50字以上', '有耐心和服务意识，情绪稳定', '能适应排班工作'],
  },
  '编辑/内容制作': {
    duties: ['负责品牌相关的内容策划和制作', '撰写品牌文案、推文和短视频脚本', '跟踪热点话题，持续产出优质内容', '配合运营团队完成内容分发与推广'],
    reqs: ['中文、新闻、广告等相关专业优先', '文字功底扎实，创意能力强', '熟悉短视频平台的内容生态', '会使用剪映、Premiere等剪辑软件者优先'],
  },
  销售: {
    duties: ['负责开发新客户，维护老客户关系，完成销售目标', '向客户介绍公司产品和服务，了解并挖掘客户需求', '负责商务谈判、合同签订及回款跟进', '收集市场信息和竞品动态，及时反馈给公司'],
    reqs: ['具有较强的沟通能力和抗压能力', '有销售经验或相关行业资源者优先', '能适应短期出差', '目标感强，积极主动'],
  },
  '市场/商务': {
    duties: ['负责市场调研和竞品分析，制定市场推广策略', '策划并执行品牌活动、展会和线上推广', '拓展合作渠道，建立和维护合作伙伴关系', '跟踪推广效果，优化投入产出'],
    reqs: ['市场营销、广告等相关专业优先', '具备优秀的策划和执行能力', '有良好的沟通谈判能力和商务礼仪'],
  },
  金融业务: {
    duties: ['负责客户开发与维护，为客户提供专业的金融服务', '了解客户的财务状况和需求，推荐合适的金融产品', '完成业务办理相关的资料收集和审核工作', '严格遵守合规要求，防范业务风险'],
    reqs: ['金融、经济、会计等相关专业优先', '持有基金从业、证券从业或保险代理资格证者优先', '具备良好的沟通能力和职业素养'],
  },
  人力资源: {
    duties: ['负责招聘渠道的维护，完成简历筛选、面试安排和入职手续办理', '负责员工档案、考勤和社保公积金的管理', '协助开展员工培训、绩效考核和企业文化活动', '处理员工关系，解答员工咨询'],
    reqs: ['人力资源管理等相关专业优先', '熟悉劳动法律法规和人事工作流程', '熟练使用Office办公软件', '具备良好的沟通能力和保密意识'],
  },
  财务: {
    duties: ['负责日常账务处理、凭证审核和会计报表编制', '负责纳税申报、发票管理等税务工作', '负责费用报销审核和资金收付', '配合完成年度审计和财务分析工作'],
    reqs: ['财务、会计等相关专业，持有初级会计职称及以上', '熟练使用金蝶、用友等财务软件和Excel', '熟悉国家财税法规', '工作认真细致，有良好的职业操守'],
  },
  '行政/法务': {
    duties: ['负责公司日常行政事务，包括办公用品采购、资产管理和会议安排', '负责来访客户接待和电话接听', '协助组织公司活动和团建', '完成上级交办的其他工作'],
    reqs: ['熟练使用Word、Excel、PPT等办公软件', '具备良好的沟通能力和服务意识', '做事细心，有条理'],
  },
  '普工/技工': {
    duties: ['按照作业指导书完成生产线上的操作工作', '负责设备的日常点检和简单保养', '做好产品自检，确保产品质量符合要求', '遵守车间安全生产和5S管理规定'],
    reqs: ['年龄18-45周岁，身体健康，能吃苦耐劳', '服从安排，能适应两班倒', '有相关工作经验者优先，新手可带教'],
  },
  '生产管理/工程': {
    duties: ['负责生产计划的执行和生产现场的管理', '负责生产工艺的制定、优化和标准化', '分析并解决生产过程中的质量和技术问题', '推动精益生产，提高效率、降低成本'],
    reqs: ['机械、自动化等相关专业', '熟练使用AutoCAD、SolidWorks等软件', '熟悉ISO质量体系和精益生产工具', '有较强的组织协调能力'],
  },
  '物流/仓储': {
    duties: ['负责货物的收发、存储、盘点和出入库登记', '按照订单要求完成拣货、打包和装车', '遵守安全规范，爱护车辆和设备', '配合主管完成其他物流相关工作'],
    reqs: ['身体健康，吃苦耐劳，有责任心', '能适应早晚班', '有仓储物流行业经验者优先'],
  },
  '建筑/工程': {
    duties: ['负责施工现场的技术管理、进度和质量控制', '编制施工方案，组织技术交底', '负责工程量核算和现场签证', '落实安全文明施工要求'],
    reqs: ['土木工程、工程管理等相关专业', '熟悉国家建筑规范和施工工艺', '熟练使用AutoCAD和广联达等软件', '持有相关岗位证书者优先，能适应驻场工作'],
  },
  餐饮: {
    duties: ['为顾客提供热情周到的点餐和用餐服务', '做好餐前准备和餐后收尾工作', '保持工作区域干净卫生，遵守食品安全规范', '完成店长安排的其他工作'],
    reqs: ['身体健康，持有健康证', '有相关工作经验者优先，新手可培训上岗', '服务意识强，能适应轮班'],
  },
  '零售/生活服务': {
    duties: ['热情接待顾客，提供专业的咨询和服务', '维护门店或服务区域的环境整洁', '完成上级安排的各项工作任务'],
    reqs: ['身体健康，有责任心，服务意识强', '有相关工作经验者优先，无经验可培训'],
  },
  '酒店/旅游': {
    duties: ['负责客人的接待和服务工作，处理客人需求和投诉', '熟悉酒店和旅游产品，做好介绍和推荐', '遵守服务标准和安全规范'],
    reqs: ['形象气质佳，普通话标准，会基础英语者优先', '有酒店或旅游行业经验者优先', '能适应轮班'],
  },
  物业: {
    duties: ['负责项目的日常巡查，及时发现并处理问题', '受理业主报修和投诉，跟进处理结果', '负责物业费催缴和业主关系维护', '协助开展社区活动'],
    reqs: ['有物业管理经验者优先', '具备良好的沟通能力和服务意识', '熟悉水电维修者优先'],
  },
  教育培训: {
    duties: ['根据学员情况制定教学计划，认真备课授课', '关注学员学习进度，与家长保持良好沟通', '参与教研活动，不断提升教学质量'],
    reqs: ['持有教师资格证者优先', '普通话标准，表达能力强', '热爱教育事业，有耐心和责任心'],
  },
  '医疗/医药': {
    duties: ['严格执行诊疗规范和操作流程', '做好病历和各项记录的书写与管理', '与患者及家属做好沟通，提供健康指导', '参与科室的业务学习和质量改进'],
    reqs: ['医学、护理、药学等相关专业', '持有相应的执业资格证书', '具有良好的职业道德和服务意识'],
  },
};

const LEAF_TEXT: Readonly<Record<string, Partial<TextPool>>> = {
  Java开发工程师: { reqs: ['扎实的Java基础，熟悉多线程、集合、JVM等原理', '熟练使用Spring Boot、Spring Cloud、MyBatis等主流框架'] },
  Python开发工程师: { reqs: ['熟练掌握Python，熟悉Django、Flask或FastAPI等Web框架', '有数据处理或自动化脚本开发经验者优先'] },
  Go开发工程师: { reqs: ['熟练掌握Go语言，熟悉goroutine、channel等并发编程模型', '熟悉gRPC、Gin等框架，有微服务开发经验'] },
  'C/C++开发工程师': { reqs: ['精通C/C++，熟悉STL和常用数据结构与算法', '熟悉Linux下的网络编程和多线程编程'] },
  PHP开发工程师: { reqs: ['熟练掌握PHP，熟悉Laravel或ThinkPHP框架', '熟悉MySQL数据库设计和优化'] },
  前端开发工程师: { reqs: ['熟练掌握HTML5、CSS3、JavaScript和TypeScript', '熟悉React或Vue及其生态，了解Webpack、Vite等构建工具'] },
  Android开发工程师: { reqs: ['熟练掌握Kotlin或Java，熟悉Android SDK和Jetpack组件', '熟悉常用的性能优化手段，有上架应用者优先'] },
  iOS开发工程师: { reqs: ['熟练掌握Swift或Objective-C，熟悉UIKit和SwiftUI', '熟悉App Store上架流程'] },
  小程序开发工程师: { reqs: ['熟悉微信小程序开发框架和云开发', '了解uni-app或Taro等跨端方案'] },
  自动化测试工程师: { reqs: ['熟悉Python，能使用Selenium、Appium或Pytest编写自动化脚本', '有持续集成（Jenkins/GitLab CI）经验者优先'] },
  数据分析师: { duties: ['负责业务数据的日常监控和专题分析，输出分析报告', '与业务部门合作，通过数据发现问题并提出改进建议'] },
  算法工程师: { reqs: ['熟悉机器学习和深度学习常用算法，熟练使用PyTorch或TensorFlow', '有顶会论文或竞赛获奖经历者优先'] },
  产品助理: { duties: ['协助产品经理完成需求整理、原型设计和文档撰写', '跟进开发进度，参与功能验收'] },
  UI设计师: { duties: ['负责App、小程序和Web端的界面视觉设计', '建立并维护产品设计规范和组件库'] },
  美工: { duties: ['负责电商店铺首页、商品主图和详情页的设计', '配合运营完成大促活动页面和海报设计'] },
  新媒体运营: { duties: ['负责公司公众号、视频号、小红书的日常内容发布与维护', '策划有传播力的话题和活动，提升粉丝数量和互动'] },
  电商运营: {
    duties: ['负责天猫、京东、拼多多等平台店铺的日常运营', '制定店铺推广计划，策划大促活动', '优化商品标题、主图和详情页，提升搜索排名和转化率'],
    reqs: ['熟悉主流电商平台规则，熟练使用各类推广工具'],
  },
  主播: {
    duties: ['负责直播间的商品讲解和直播带货', '配合团队完成直播脚本策划和复盘', '与粉丝互动，提升直播间人气和转化'],
    reqs: ['形象气质佳，表达能力强，镜头感好', '有直播带货经验者优先，能接受晚班直播'],
  },
  视频剪辑师: { duties: ['负责短视频的剪辑、包装和后期制作', '根据脚本完成素材拍摄和整理'] },
  房产经纪人: {
    duties: ['负责二手房买卖、租赁业务的客户接待和带看', '收集房源信息，维护房源和客户资源', '协助客户完成签约、贷款和过户等交易流程'],
    reqs: ['普通话流利，有驾照者优先', '热爱销售行业，能接受有挑战的工作'],
  },
  汽车销售顾问: {
    duties: ['负责展厅客户接待，介绍车型并安排试乘试驾', '跟进潜在客户，促成新车销售', '协助客户办理按揭、保险和上牌手续'],
    reqs: ['持有C1驾照', '对汽车有浓厚兴趣，沟通能力强'],
  },
  促销员: {
    duties: ['在商超门店进行产品展示和促销', '向顾客介绍产品卖点，促成销售', '维护促销区域的陈列和整洁，统计每日销售数据'],
    reqs: ['形象良好，性格开朗，口齿伶俐'],
  },
  电话销售: { duties: ['通过电话与意向客户沟通，介绍公司产品', '跟进客户意向，邀约客户到店或面谈'] },
  银行柜员: { duties: ['负责办理储蓄、对公等柜面业务', '做好现金收付和票据审核工作', '为客户提供咨询，推介银行产品'], reqs: ['工作细致，具备良好的服务意识'] },
  风控专员: { duties: ['负责贷前审核、贷中监控和贷后管理', '参与风险评估模型和风控策略的优化'], reqs: ['熟悉金融风控流程，熟练使用Excel和SQL'] },
  理财顾问: { duties: ['为客户提供资产配置和理财规划建议', '维护高净值客户，定期回访'] },
  保险顾问: { duties: ['为客户分析保障需求，设计保险方案', '协助客户办理投保、理赔等服务'] },
  招聘专员: { duties: ['根据用人需求制定招聘计划，拓展招聘渠道', '负责简历筛选、电话邀约和初试'] },
  会计: { duties: ['负责日常账务处理和会计凭证的编制', '负责月度、年度财务报表的编制和纳税申报'] },
  出纳: { duties: ['负责现金和银行账户的收付管理', '登记现金及银行日记账，定期与会计对账'] },
  前台: { duties: ['负责前台接待、来访登记和电话转接', '负责快递收发和会议室预订'], reqs: ['形象气质佳，普通话标准'] },
  法务专员: { duties: ['负责公司合同的起草、审核和管理', '处理公司法律纠纷，对接外部律师', '为业务部门提供法律咨询，防范法律风险'], reqs: ['法学专业，通过国家统一法律职业资格考试者优先'] },
  普工: { duties: ['负责产品的组装、包装或上下料等简单操作，岗前有培训'] },
  电工: { duties: ['负责厂区供配电系统和电气设备的安装、维护和检修', '及时处理电气故障，保障生产用电安全'], reqs: ['持有低压电工证（特种作业操作证）'] },
  焊工: { reqs: ['持有焊工证，熟练掌握二氧化碳保护焊、氩弧焊等焊接工艺'] },
  数控车床操作工: { reqs: ['能看懂机械图纸，熟练操作FANUC等数控系统，会简单编程者优先'] },
  质检员: { duties: ['负责原材料、半成品和成品的检验', '填写检验记录，对不合格品进行标识和跟踪'], reqs: ['熟练使用卡尺、千分尺等常用量具'] },
  快递员: { duties: ['负责指定区域内快件的派送和揽收', '使用手持终端完成扫描、签收等操作'], reqs: ['会骑电动车，熟悉本地道路'] },
  外卖骑手: { duties: ['负责外卖订单的接单和配送，保证准时送达', '多劳多得，高峰时段及恶劣天气有补贴'], reqs: ['有智能手机，会骑电动车'] },
  货车司机: { duties: ['负责公司货物的长途或同城运输', '做好车辆日常检查和保养'], reqs: ['持有B2及以上驾照和道路运输从业资格证，3年以上驾龄'] },
  叉车司机: { duties: ['负责仓库货物的装卸、搬运和堆垛', '做好叉车的日常检查和保养'], reqs: ['持有叉车证（特种设备作业人员证），操作熟练'] },
  物流专员: { duties: ['负责订单跟踪、物流信息录入和单据管理', '协调承运商，安排发货计划', '处理物流异常和客户查询'], reqs: ['熟练使用Excel和物流管理系统，有外贸或货代经验者优先'] },
  厨师: { duties: ['负责菜品的制作，保证出品质量和出餐速度', '参与菜品研发和菜单更新', '做好食材的验收、储存和成本控制'], reqs: ['有中餐或快餐后厨工作经验'] },
  收银员: { duties: ['负责前台收银、会员办理和发票开具', '做好每日营业额的核对和交接'] },
  咖啡师: { duties: ['负责咖啡及各类饮品的制作和出品'], reqs: ['持有咖啡师证者优先'] },
  餐厅店长: { duties: ['负责门店日常经营管理，完成营业目标', '负责员工招聘、排班、培训和考核', '把控菜品质量、服务质量和食品安全'] },
  门店店长: { duties: ['负责门店日常经营管理，完成销售目标', '负责员工排班、培训和考核', '负责库存管理和商品陈列'] },
  导购员: { duties: ['负责店内商品的销售和陈列', '了解顾客需求，为顾客推荐合适的商品'] },
  保安: { duties: ['负责门岗值守、巡逻和来访登记', '维护公共秩序，处理突发事件'], reqs: ['退伍军人优先，持有保安员证者优先'] },
  保洁员: { duties: ['负责指定区域的日常清洁和消毒工作', '做好垃圾分类和清运'] },
  家政服务员: { duties: ['为客户家庭提供保洁、做饭、照护老人或儿童等服务'], reqs: ['持有健康证，有育婴师或月嫂证书者优先'] },
  美容师: { duties: ['为顾客提供面部护理和身体护理服务', '为顾客推荐适合的护理项目'] },
  发型师: { duties: ['为顾客提供剪发、烫染和造型设计服务', '维护老顾客，提高回头率'] },
  导游: { duties: ['负责旅游团的行程安排和景点讲解', '照顾游客安全，处理行程中的突发情况'], reqs: ['持有导游证'] },
  课程顾问: { duties: ['负责接待来访家长和学员，介绍课程并促成报名', '跟进意向客户，完成招生目标', '维护老学员关系，促进续费和转介绍'], reqs: ['有教育或销售行业经验者优先'] },
  家教: { duties: ['根据学生情况进行一对一学科辅导', '定期与家长沟通学习情况'] },
  护士: { duties: ['负责病区患者的护理工作，执行医嘱', '观察患者病情变化，做好护理记录'], reqs: ['持有护士执业证书，能适应倒班'] },
  医药代表: { duties: ['负责区域内医院和药店的产品推广', '组织学术会议，传递产品信息'], reqs: ['医学、药学相关专业，有医药销售经验者优先'] },
  医疗器械销售: { duties: ['负责区域内医院客户的开发和维护', '完成医疗器械产品的销售目标'] },
  养老护理员: { duties: ['负责照护老人的日常生活起居，包括饮食、清洁和协助活动', '观察老人身体状况，发现异常及时报告'], reqs: ['有爱心和耐心，持有养老护理员证者优先'] },
};

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

interface Section {
  h3?: string;
  paras?: readonly string[];
  list?: readonly string[];
}

interface ArticleDraft {
  title: string;
  summary: string;
  lead: string;
  sections: readonly Section[];
}

interface ArticleContext {
  rng: Rng;
  flavor: ContentFlavor;
  site: string;
  city: string;
  /** Publication date. */
  date: Date;
  /** A date a few days after publication (events, maintenance). */
  soon: Date;
  industry: string;
  industry2: string;
  n: (lo: number, hi: number) => number;
}

type ArticleTemplate = (c: ArticleContext) => ArticleDraft;

const md = (dt: Date) => `${dt.getMonth() + 1}月${dt.getDate()}日`;
const quarterOf = (dt: Date) => ['第一季度', '第二季度', '第三季度', '第四季度'][Math.floor(dt.getMonth() / 3)] ?? '本季度';
const seasonOf = (dt: Date) => ['冬', '春', '春', '春', '夏', '夏', '夏', '秋', '秋', '秋', '冬', '冬'][dt.getMonth()] ?? '春';

const NEWS_INDUSTRIES = ['互联网', '智能制造', '新能源', '现代物流', '医疗健康', '跨境电商', '教育培训', '生活服务', '金融科技', '文化传媒'] as const;
const NEWS_INDUSTRIES_COAST = ['港口物流', '海洋装备', '滨海旅游', '水产加工', '跨境电商', '船舶制造', '国际贸易', '酒店餐饮'] as const;

const CAREER: readonly ArticleTemplate[] = [
  (c) => {
    const growth = c.n(6, 28);
    return {
      title: `${c.city}发布${c.date.getFullYear()}年${quarterOf(c.date)}人力资源市场供求分析`,
      summary: `${c.city}本季度岗位需求人数同比增长${growth}%，${c.industry}、${c.industry2}等行业用工需求旺盛，技能型人才尤其紧缺。`,
      lead: `近日，${c.city}人力资源和社会保障部门发布了${quarterOf(c.date)}人力资源市场供求分析。数据显示，本季度全市通过公共就业服务机构登记的岗位需求人数同比增长${growth}%，求人倍率保持在1.2以上，市场整体供大于求的局面有所缓解。`,
      sections: [
        { h3: '需求集中在哪些行业', paras: [`从行业看，${c.industry}和${c.industry2}两个行业的岗位需求合计占比超过三成。多家企业表示，随着订单增加和业务扩张，今年的招聘计划比去年明显增多。`] },
        { h3: '哪些岗位最缺人', list: ['技术工人：电工、焊工、数控操作工等持证技工', '销售与客户服务：销售代表、客服专员', `${c.industry}相关的专业技术人员`, '餐饮、配送等生活服务岗位'] },
        { h3: '求职建议', paras: ['专家建议，求职者应关注新兴产业带来的就业机会，通过参加职业技能培训取得相关证书，提高自身竞争力。'] },
      ],
    };
  },
  (c) => {
    const salary = c.n(75, 140) * 100;
    return {
      title: `${c.date.getMonth() + 1}月${c.city}平均招聘月薪${salary}元，${c.industry}行业领跑`,
      summary: `平台数据显示，${c.city}${c.date.getMonth() + 1}月新发布职位的平均招聘月薪为${salary}元，${c.industry}行业的平均薪资位居各行业之首。`,
      lead: `根据${c.site}对本月新发布职位的统计，${c.city}平均招聘月薪为${salary}元，环比小幅上涨。其中${c.industry}行业平均月薪最高，${c.industry2}行业的职位数量增长最快。`,
      sections: [
        { h3: '高薪岗位集中在技术与管理', paras: ['算法工程师、大数据开发、产品经理等岗位的平均月薪超过两万元，资深技术岗位的薪资涨幅也高于平均水平。'] },
        { h3: '蓝领岗位薪资稳步上涨', paras: ['快递员、外卖骑手、货车司机等岗位的平均月薪已接近或超过八千元，部分制造企业为吸引一线工人，提供包吃包住和全勤奖等福利。'] },
        { h3: '理性看待薪资数据', paras: ['需要提醒的是，招聘薪资为企业发布的薪资区间，实际收入还与个人能力、绩效和工作时长相关，求职者应结合自身情况综合判断。'] },
      ],
    };
  },
  (c) => {
    const firms = c.n(60, 260);
    return {
      title: `应届生求职季：${c.city}${firms}家企业提供${firms * c.n(8, 20)}个岗位`,
      summary: `面向高校毕业生的专项招聘活动在${c.city}启动，${firms}家企业带来技术研发、管培生、销售等岗位，部分岗位接受专业不限。`,
      lead: `为帮助高校毕业生尽早落实就业去向，${c.city}近日启动了毕业生专项招聘服务活动，${firms}家企业参与。活动采取线上线下结合的方式，毕业生可以通过${c.site}在线投递简历。`,
      sections: [
        { h3: '岗位类型丰富', list: ['技术研发类：软件开发、测试、硬件工程师', '管理培训生：轮岗培养，发展方向多元', '市场与销售类：市场专员、销售代表', '职能类：人事、财务、行政'] },
        { h3: '毕业生关心的问题', paras: ['多家企业表示，应届生入职后将签订劳动合同并缴纳五险一金，部分企业还提供人才公寓或租房补贴。'] },
      ],
    };
  },
  () => ({
    title: '灵活就业人数持续增长，兼职岗位更受年轻人青睐',
    summary: '越来越多的年轻人选择兼职和灵活就业，时间自由、按日结算成为吸引求职者的主要因素，但权益保障仍需关注。',
    lead: '近年来，外卖骑手、网约车司机、主播、家教等灵活就业岗位吸引了大量年轻人。平台数据显示，兼职岗位的投递量较去年同期增长明显，其中“日结”“时间自由”是求职者搜索最多的关键词。',
    sections: [
      { h3: '为什么选择灵活就业', list: ['时间自由，可以兼顾学业或家庭', '收入与付出直接挂钩，多劳多得', '可以尝试不同类型的工作，积累经验'] },
      { h3: '权益保障不能忽视', paras: ['专家提醒，从事灵活就业时应与用工方明确工作内容、报酬和结算方式，保留好工作记录，并关注新就业形态劳动者职业伤害保障等政策。'] },
    ],
  }),
  () => ({
    title: '调查：超六成职场人希望企业提供弹性工作制',
    summary: '一项针对职场人的调查显示，弹性工作时间、带薪年假和职业培训是最受期待的三项福利，薪资之外的“软福利”越来越重要。',
    lead: '在选择工作时，除了薪资，职场人还看重什么？一项覆盖数千名受访者的调查显示，超过六成的职场人希望企业提供弹性工作制，近半数受访者表示愿意为了更好的工作氛围接受略低的薪资。',
    sections: [
      { h3: '最受欢迎的福利', list: ['弹性工作时间', '带薪年假', '职业培训与晋升通道', '补充商业保险和定期体检'] },
      { h3: '企业如何留住人才', paras: ['人力资源专家认为，企业应当建立公平透明的薪酬体系，同时关注员工的成长和工作体验，这比单纯提高薪资更有助于留住人才。'] },
    ],
  }),
  (c) => {
    const salary = c.n(9, 15) * 1000;
    return {
      title: `${c.city}技能人才缺口扩大，高级技工月薪突破${salary}元`,
      summary: `${c.city}制造业企业对高技能人才的需求持续增长，持证电工、焊工和数控技师供不应求，部分岗位月薪超过${salary}元。`,
      lead: `“招一个熟练的数控技师比招一个本科生还难。”${c.city}一家精密制造企业的负责人表示。随着制造业转型升级，企业对高技能人才的需求持续增长，而技能人才的供给相对不足。`,
      sections: [
        { h3: '持证上岗更吃香', paras: ['在招聘市场上，持有电工证、焊工证、叉车证等职业资格证书的求职者更受欢迎，薪资普遍比无证人员高出20%以上。'] },
        { h3: '政府补贴技能培训', paras: [`目前${c.city}对参加职业技能培训并取得证书的劳动者给予培训补贴，符合条件的求职者可以向当地人社部门咨询。`] },
      ],
    };
  },
  () => ({
    title: '“00后”求职新观察：更看重成长空间与工作氛围',
    summary: '“00后”逐渐成为求职主力，他们更看重成长空间、团队氛围和工作意义，也更愿意尝试新兴职业。',
    lead: '随着“00后”大量进入职场，企业的招聘方式和管理方式也在发生变化。调查显示，“00后”求职者在选择工作时，最看重的是个人成长空间，其次是团队氛围和薪资待遇。',
    sections: [
      { h3: '新兴职业受青睐', paras: ['新媒体运营、主播、电竞相关岗位、数据标注等新兴职业受到年轻求职者的追捧。'] },
      { h3: '给企业的建议', list: ['清晰说明岗位职责和成长路径', '提供导师制度和系统培训', '尊重员工个性，营造开放的沟通氛围'] },
    ],
  }),
];

const TIPS_DEMO: readonly ArticleTemplate[] = [
  () => ({
    title: '简历怎么写才能通过HR的“6秒筛选”？',
    summary: 'HR浏览一份简历的平均时间只有几秒钟。简洁清晰的结构、量化的成果和与岗位匹配的关键词，是通过筛选的关键。',
    lead: '很多求职者投出几十份简历却石沉大海，问题往往出在简历本身。HR每天要看大量简历，一份简历通常只会被浏览几秒钟。',
    sections: [
      { h3: '结构清晰，重点突出', list: ['个人信息简洁明了，附上常用的联系方式', '工作经历按时间倒序排列', '篇幅控制在一到两页'] },
      { h3: '用数字说话', paras: ['与其写“负责公司的销售工作”，不如写“负责华东区域销售，年度销售额增长35%”。量化的成果更有说服力。'] },
      { h3: '针对岗位调整', paras: ['投递不同岗位时，应根据职位描述调整简历内容，突出与岗位相关的技能和经历。'] },
    ],
  }),
  () => ({
    title: '面试中被问到“你的缺点是什么”，如何回答更加分？',
    summary: '回答缺点类问题时，既要真诚，又要展示自我认知和改进的行动。避免说“我的缺点是太追求完美”这类套话。',
    lead: '“请谈谈你的缺点”几乎是每场面试都会出现的问题。面试官想了解的并不是缺点本身，而是你的自我认知能力和成长意愿。',
    sections: [
      { h3: '回答的三个原则', list: ['真诚：说一个真实存在、但不影响岗位核心能力的缺点', '具体：举出具体的例子', '有改进：说明你正在采取的改进措施'] },
      { h3: '示例', paras: ['“我以前在公开场合发言时容易紧张，所以我主动报名参加了公司的内部分享，现在已经能比较从容地做项目汇报了。”'] },
    ],
  }),
  () => ({
    title: '第一次找工作，如何判断一家公司是否靠谱？',
    summary: '查询企业信用信息、关注招聘信息的细节、留意面试环节中的异常，可以帮助求职者避开不靠谱的公司。',
    lead: '对于初入职场的求职者来说，选择一家靠谱的公司非常重要。以下几个方法可以帮助你做出判断。',
    sections: [
      { h3: '查询企业信息', paras: ['通过国家企业信用信息公示系统查询公司的注册信息、经营状态和行政处罚记录。在平台上，已认证的企业会显示认证标识。'] },
      { h3: '警惕这些信号', list: ['薪资远高于同行，但岗位职责模糊', '面试地点与公司注册地址不符', '要求缴纳培训费、服装费、押金等费用', '拒绝签订劳动合同'] },
    ],
  }),
  () => ({
    title: '谈薪技巧：如何在面试中争取到理想的薪资？',
    summary: '谈薪前做好市场调研，了解岗位的薪资区间，结合自身优势给出合理的期望，是争取理想薪资的关键。',
    lead: '薪资谈判是求职过程中非常关键的一环。很多求职者因为不好意思或准备不足，错失了争取更好待遇的机会。',
    sections: [
      { h3: '做好功课', paras: ['在面试前，可以通过招聘平台了解同类岗位在本地的薪资区间，对自己的市场价值有一个合理的判断。'] },
      { h3: '谈薪的时机与方法', list: ['尽量让对方先报价', '给出一个区间，而不是一个具体数字', '关注薪资结构：基本工资、绩效、年终奖和福利'] },
    ],
  }),
  () => ({
    title: '跳槽前必须想清楚的五个问题',
    summary: '跳槽不是逃避问题的方式。在做出决定之前，先想清楚自己为什么要走、想要什么，以及新机会能否满足这些需求。',
    lead: '每到年初和年中，都会迎来一波跳槽高峰。但冲动跳槽往往会带来新的问题。',
    sections: [
      { h3: '问问自己', list: ['我离职的真正原因是什么？', '新工作能解决这个问题吗？', '新岗位对我的职业发展有什么帮助？', '薪资涨幅是否合理？', '我是否已经做好了适应新环境的准备？'] },
    ],
  }),
  () => ({
    title: '视频面试注意事项：设备、着装与表达',
    summary: '视频面试越来越普遍。提前测试设备、选择安静整洁的环境、保持自然的眼神交流，能帮助你给面试官留下好印象。',
    lead: '越来越多的企业采用视频面试进行初试。虽然不用到现场，但视频面试同样需要认真准备。',
    sections: [
      { h3: '面试前', list: ['提前测试摄像头、麦克风和网络', '选择光线充足、背景整洁的安静环境', '着装与现场面试一样得体'] },
      { h3: '面试中', paras: ['说话时看向摄像头，而不是屏幕上的自己；如果网络出现问题，及时礼貌地说明情况。'] },
    ],
  }),
  () => ({
    title: '如何识别招聘陷阱？这几类“高薪”岗位要当心',
    summary: '“高薪轻松”“无需经验日入过千”等招聘信息往往暗藏陷阱。求职者要警惕收费、刷单和境外高薪等骗局。',
    lead: '求职心切时，人们往往容易被“高薪”吸引。以下几类常见的招聘陷阱，求职者一定要提高警惕。',
    sections: [
      { h3: '常见陷阱', list: ['以培训、体检、办证为名收取费用', '网络刷单、点赞返利等兼职', '以高薪为诱饵招募境外工作', '“先交押金，再安排工作”'] },
      { h3: '遇到问题怎么办', paras: ['遇到可疑的招聘信息，可以通过平台的举报功能反馈；如果已经受骗，请及时保留证据并向公安机关报案。'] },
    ],
  }),
  () => ({
    title: '应届生求职：实习经历不多，简历怎么写？',
    summary: '实习经历少并不可怕，校园项目、课程设计、社团活动和志愿服务同样可以展示你的能力。',
    lead: '不少应届生担心自己没有足够的实习经历，简历写不出内容。其实，企业在招聘应届生时更看重学习能力和潜力。',
    sections: [
      { h3: '可以写什么', list: ['课程设计和毕业设计', '参与过的科研项目或竞赛', '学生会、社团中承担的具体工作', '志愿服务和社会实践'] },
      { h3: '写法建议', paras: ['按照“背景—行动—结果”的结构描述每段经历，突出你在其中承担的角色和取得的成果。'] },
    ],
  }),
  () => ({
    title: '群面（无领导小组讨论）的应对技巧',
    summary: '无领导小组讨论考察的是沟通、协作和逻辑思维能力。找准自己的角色，比抢着发言更重要。',
    lead: '很多企业在校园招聘和管培生招聘中会采用无领导小组讨论的形式。不少求职者误以为发言越多越好，其实不然。',
    sections: [
      { h3: '常见角色', list: ['组织者：推动讨论进程', '计时者：把控时间', '记录者与总结者：梳理观点并汇报', '贡献者：提出有价值的观点'] },
      { h3: '注意事项', paras: ['尊重他人发言，不随意打断；当讨论偏离主题时，适时把大家拉回来，这往往比提出一个新观点更加分。'] },
    ],
  }),
  () => ({
    title: '收到多个offer，该如何选择？',
    summary: '选择offer时，不要只看薪资，行业前景、岗位成长性、团队和通勤成本同样重要。',
    lead: '同时手握几个offer是一件幸福的烦恼。如何做出最适合自己的选择？',
    sections: [
      { h3: '比较的维度', list: ['行业和公司的发展前景', '岗位能否带来能力成长', '直属领导和团队氛围', '薪资福利与通勤成本'] },
      { h3: '礼貌地拒绝', paras: ['做出决定后，应尽快礼貌地回复其他企业，为将来的合作留下余地。'] },
    ],
  }),
];

const TIPS_DEMO2: readonly ArticleTemplate[] = [
  () => ({
    title: '离职交接怎么做，才能好聚好散？',
    summary: '提前沟通、列好交接清单、妥善处理社保和档案转移，是体面离职的关键。',
    lead: '离职是职业生涯中的常见环节，处理得好，能为自己留下良好的口碑。',
    sections: [
      { h3: '离职前', list: ['提前30天书面提出辞职（试用期提前3天）', '与直属领导当面沟通原因和时间安排'] },
      { h3: '交接清单', list: ['正在进行的工作和进度', '客户和合作方的联系方式', '文件资料和账号权限'] },
      { h3: '别忘了这些手续', paras: ['确认工资结算、社保和公积金的停缴时间，索要离职证明，这是办理新单位入职的重要材料。'] },
    ],
  }),
  () => ({
    title: '试用期里，新人最容易踩的几个坑',
    summary: '试用期既是企业考察员工的阶段，也是员工了解企业的窗口。了解相关规定，才能更好地保护自己。',
    lead: '很多新人对试用期存在误解，比如认为试用期不用签合同、不交社保。',
    sections: [
      { h3: '这些规定要知道', list: ['试用期包含在劳动合同期限内', '试用期工资不得低于约定工资的80%', '试用期同样应当缴纳社会保险', '同一用人单位与同一劳动者只能约定一次试用期'] },
      { h3: '新人建议', paras: ['主动了解岗位的考核标准，定期与主管沟通工作进展，遇到问题及时求助。'] },
    ],
  }),
  () => ({
    title: '转行求职：如何把过往经验“翻译”成新岗位的优势',
    summary: '转行不是从零开始。梳理可迁移能力，用新行业的语言描述过往经历，能大大提高转行成功率。',
    lead: '不少人在工作几年后希望转换赛道。跨行业求职时，如何让招聘方看到自己的价值？',
    sections: [
      { h3: '找到可迁移能力', list: ['沟通协调能力', '项目管理能力', '数据分析能力', '客户服务意识'] },
      { h3: '补齐短板', paras: ['通过职业培训、考取证书或参与实际项目，补齐新岗位所需的专业知识。'] },
    ],
  }),
  () => ({
    title: '面试结束时，“你还有什么问题要问我吗”该怎么答？',
    summary: '面试最后的提问环节是展示求职诚意的机会。提前准备两三个与岗位相关的问题，比回答“没有了”好得多。',
    lead: '几乎每场面试的最后，面试官都会问：“你还有什么问题吗？”这其实是一个加分的机会。',
    sections: [
      { h3: '可以问的问题', list: ['这个岗位最重要的工作目标是什么？', '团队目前的构成和分工是怎样的？', '公司对新人有怎样的培训安排？'] },
      { h3: '暂时不要问的问题', paras: ['在初次面试中，尽量避免一开始就追问加班、请假等问题，可以在后续沟通中再了解。'] },
    ],
  }),
  () => ({
    title: '蓝领求职指南：如何看懂工资条里的各项扣款',
    summary: '基本工资、加班费、全勤奖、社保个人部分……看懂工资条，才能清楚自己的每一分收入。',
    lead: '不少工厂和物流企业的员工反映，看不懂工资条上的各项收入和扣款。下面为大家逐项说明。',
    sections: [
      { h3: '收入部分', list: ['基本工资：按月固定发放', '加班费：工作日加班按1.5倍、休息日按2倍、法定节假日按3倍计算', '全勤奖、绩效奖等奖金'] },
      { h3: '扣款部分', list: ['社会保险和住房公积金个人缴纳部分', '个人所得税（达到起征点才扣缴）', '住宿费、餐费等（应事先约定）'] },
    ],
  }),
  () => ({
    title: '兼职求职要警惕：先交钱的工作一律不要做',
    summary: '正规的兼职岗位不会向求职者收取任何费用。凡是要求先交押金、会员费、培训费的，都要提高警惕。',
    lead: '寒暑假和节假日是兼职求职的高峰期，也是兼职骗局的高发期。',
    sections: [
      { h3: '常见的兼职骗局', list: ['刷单返利', '打字员、录入员先交押金', '“高薪”模特、演员先交拍摄费'] },
      { h3: '保护自己', paras: ['选择在正规平台上发布的兼职岗位，与用工方确认工作内容和结算方式，保留聊天记录和转账凭证。'] },
    ],
  }),
];

const POLICY: readonly ArticleTemplate[] = [
  (c) => ({
    title: `${c.date.getFullYear()}年${c.city}高校毕业生就业补贴政策解读`,
    summary: `${c.city}今年继续实施高校毕业生就业创业扶持政策，涵盖求职创业补贴、就业见习补贴和租房补贴等多个方面。`,
    lead: `为促进高校毕业生就业，${c.city}今年继续实施一系列就业创业扶持政策。以下为主要政策内容，具体以当地人社部门发布的文件为准。`,
    sections: [
      { h3: '主要补贴项目', list: ['一次性求职创业补贴：面向困难家庭毕业生', '就业见习补贴：参加见习的毕业生可获得生活补贴', '租房补贴：符合条件的毕业生在本市就业可申领', '创业担保贷款：符合条件的毕业生创业可申请贴息贷款'] },
      { h3: '如何申请', paras: ['毕业生可以通过当地人社部门的网上服务平台或线下窗口提交申请，一般需要提供身份证、毕业证和劳动合同等材料。'] },
    ],
  }),
  (c) => ({
    title: `灵活就业人员如何缴纳社保？一文读懂${c.city}相关规定`,
    summary: '灵活就业人员可以以个人身份参加职工基本养老保险和基本医疗保险，缴费基数可以在规定范围内自主选择。',
    lead: '自由职业者、兼职人员等灵活就业人员，同样可以参加社会保险，为自己的将来提供保障。',
    sections: [
      { h3: '可以参加哪些险种', list: ['职工基本养老保险', '职工基本医疗保险'] },
      { h3: '如何办理', paras: [`在${c.city}，灵活就业人员可以通过社保经办机构的线上平台办理参保登记，并在规定的缴费基数范围内选择缴费档次。`] },
      { h3: '温馨提示', paras: ['按时足额缴费才能保证待遇连续享受；如果重新就业，由用人单位为其缴纳社保，个人账户可以转移接续。'] },
    ],
  }),
  () => ({
    title: '个人所得税专项附加扣除怎么填？这份指南请收好',
    summary: '子女教育、继续教育、住房贷款利息、住房租金、赡养老人等专项附加扣除，可以通过个人所得税App申报。',
    lead: '每年的个人所得税专项附加扣除信息确认，关系到每位职场人的实际到手收入。',
    sections: [
      { h3: '可以扣除的项目', list: ['子女教育', '继续教育', '大病医疗', '住房贷款利息或住房租金', '赡养老人', '3岁以下婴幼儿照护'] },
      { h3: '填报方式', paras: ['打开个人所得税App，进入“专项附加扣除填报”，按照提示填写相关信息即可。可以选择由单位在发工资时预扣，也可以在年度汇算时申报。'] },
    ],
  }),
  (c) => {
    const subsidy = c.n(10, 30) * 100;
    return {
      title: `${c.city}出台措施：企业吸纳就业困难人员，每人补贴最高${subsidy}元`,
      summary: `${c.city}对吸纳就业困难人员并签订劳动合同、缴纳社会保险的企业给予一次性吸纳就业补贴，每人最高${subsidy}元。`,
      lead: `为稳定和扩大就业，${c.city}近日出台措施，鼓励企业吸纳就业困难人员。`,
      sections: [
        { h3: '补贴对象', paras: ['招用就业困难人员并与其签订一年以上劳动合同、按规定缴纳社会保险的各类企业。'] },
        { h3: '补贴标准', paras: [`按照每人最高${subsidy}元的标准给予一次性吸纳就业补贴，同一人员不重复享受。`] },
        { h3: '申领方式', paras: ['企业可以通过当地政务服务网在线申请，材料齐全的，人社部门将在规定时限内完成审核并拨付资金。'] },
      ],
    };
  },
  () => ({
    title: '劳动合同到期不续签，能拿到经济补偿吗？',
    summary: '劳动合同期满，除用人单位维持或提高劳动合同约定条件续订、劳动者不同意续订的情形外，用人单位应当支付经济补偿。',
    lead: '劳动合同到期后，公司不再续签，员工能否获得经济补偿？这是很多职场人关心的问题。',
    sections: [
      { h3: '法律规定', paras: ['根据《劳动合同法》的规定，劳动合同期满终止时，除用人单位维持或者提高劳动合同约定条件续订而劳动者不同意续订的情形外，用人单位应当向劳动者支付经济补偿。'] },
      { h3: '补偿标准', list: ['按劳动者在本单位工作的年限，每满一年支付一个月工资', '六个月以上不满一年的，按一年计算', '不满六个月的，支付半个月工资'] },
    ],
  }),
];

const POLICY_DEMO2: readonly ArticleTemplate[] = [
  (c) => {
    const amount = c.n(5, 30);
    return {
      title: `${c.city}发布海洋经济人才引进办法，最高给予${amount}万元安家补贴`,
      summary: `${c.city}面向海洋装备、港口物流、海洋生物医药等领域引进急需紧缺人才，最高给予${amount}万元安家补贴。`,
      lead: `为加快海洋经济发展，${c.city}近日发布海洋经济人才引进办法，在安家补贴、子女入学和人才公寓等方面给予支持。`,
      sections: [
        { h3: '重点引进领域', list: ['海洋装备制造', '港口航运与现代物流', '海洋生物医药', '滨海文化旅游'] },
        { h3: '支持措施', paras: [`符合条件的人才可以申请最高${amount}万元的安家补贴，并可优先申请人才公寓。`] },
      ],
    };
  },
  (c) => ({
    title: `${c.city}港口物流企业稳岗补贴申领指南`,
    summary: `${c.city}对不裁员或少裁员的港口物流企业发放稳岗补贴，企业可以通过线上渠道“免申即享”。`,
    lead: `为支持港口物流企业稳定就业岗位，${c.city}继续实施失业保险稳岗返还政策。`,
    sections: [
      { h3: '享受条件', list: ['依法参加失业保险并足额缴费', '上年度未裁员或裁员率低于规定标准'] },
      { h3: '申领方式', paras: ['符合条件的企业无需提交申请，由人社部门通过大数据比对后直接发放，企业可以在政务服务网查询发放结果。'] },
    ],
  }),
];

const INDUSTRY_NEWS: readonly ArticleTemplate[] = [
  (c) => {
    const growth = c.n(15, 60);
    return {
      title: `${c.city}人工智能产业加速发展，算法工程师需求同比增长${growth}%`,
      summary: `随着大模型应用落地，${c.city}人工智能相关企业的招聘需求快速增长，算法、数据和产品岗位最为抢手。`,
      lead: `平台数据显示，今年以来${c.city}人工智能相关职位数量同比增长${growth}%，其中算法工程师、大数据开发工程师和AI产品经理的需求增长最快。`,
      sections: [
        { h3: '复合型人才更受欢迎', paras: ['企业不仅需要懂技术的研发人员，也需要既懂行业、又了解AI应用的产品和运营人才。'] },
        { h3: '薪资水平', paras: ['算法工程师的平均月薪普遍在两万元以上，有大模型相关项目经验的候选人薪资更高。'] },
      ],
    };
  },
  (c) => ({
    title: `新能源汽车产业链持续扩张，${c.city}制造业招聘回暖`,
    summary: `${c.city}新能源汽车及零部件企业产能扩张，带动普工、技工和工程师岗位需求增长。`,
    lead: `今年以来，${c.city}多家新能源汽车及零部件企业新建或扩建生产线，制造业招聘明显回暖。`,
    sections: [
      { h3: '一线岗位需求大', paras: ['操作工、质检员、电工等一线岗位的招聘数量明显增加，多数企业提供包吃包住、免费班车等福利。'] },
      { h3: '工程师岗位', list: ['电池工艺工程师', '电气工程师', '设备维修工程师', '质量工程师'] },
    ],
  }),
  () => ({
    title: '直播电商进入精细化运营阶段，运营岗位要求提高',
    summary: '直播电商行业从野蛮生长进入精细化运营阶段，企业更看重主播的专业能力和运营人员的数据分析能力。',
    lead: '经过几年的高速发展，直播电商行业逐渐进入精细化运营阶段。企业的招聘需求也在发生变化。',
    sections: [
      { h3: '岗位要求的变化', list: ['主播：从“能说会道”到“懂产品、懂用户”', '运营：需要具备数据分析和投放优化能力', '内容：短视频策划和剪辑能力成为标配'] },
      { h3: '从业建议', paras: ['有意从事直播电商的求职者，可以从助播、场控等岗位入手，逐步积累经验。'] },
    ],
  }),
  (c) => {
    const jobs = c.n(8, 30) * 100;
    return {
      title: `${c.city}新开业商业综合体带动${jobs}个服务业岗位`,
      summary: `${c.city}一座大型商业综合体即将开业，餐饮、零售、娱乐等商户集中招聘，提供导购、服务员、收银员等${jobs}个岗位。`,
      lead: `${c.city}一座大型商业综合体将于近期开业，入驻的两百余家商户正在集中招聘，预计带动${jobs}个服务业就业岗位。`,
      sections: [
        { h3: '招聘岗位', list: ['导购员、收银员', '餐厅服务员、厨师、咖啡师', '门店店长、楼层主管', '保安、保洁等物业岗位'] },
        { h3: '应聘方式', paras: [`求职者可以在${c.site}搜索相关职位在线投递，也可以到商场招聘现场咨询。`] },
      ],
    };
  },
  () => ({
    title: '医疗健康行业人才需求旺盛，护理岗位缺口较大',
    summary: '人口老龄化带动医疗健康和养老服务需求，护士、养老护理员、康复治疗师等岗位持续紧缺。',
    lead: '随着人口老龄化加深和健康意识提升，医疗健康和养老服务行业的人才需求持续增长。',
    sections: [
      { h3: '紧缺岗位', list: ['护士', '养老护理员', '康复治疗师', '健康管理师'] },
      { h3: '职业发展', paras: ['护理类岗位的职业发展路径清晰，通过考取相应职称和证书，可以逐步晋升为护理组长、护士长等管理岗位。'] },
    ],
  }),
  (c) => {
    const salary = c.n(70, 110) * 100;
    return {
      title: `即时配送行业用工调查：${c.city}骑手平均月收入${salary}元`,
      summary: `调查显示，${c.city}即时配送骑手的平均月收入约为${salary}元，全职骑手和兼职骑手的比例约为四比六。`,
      lead: `外卖和同城配送已经成为城市生活不可缺少的一部分。${c.city}的一项行业调查显示，骑手平均月收入约为${salary}元。`,
      sections: [
        { h3: '收入构成', paras: ['骑手收入主要由配送费、高峰补贴和恶劣天气补贴等组成，收入与接单量直接相关。'] },
        { h3: '权益保障', paras: ['目前多家平台已为骑手提供职业伤害保障和意外保险，部分站点还设立了骑手驿站，提供休息、充电和饮水等服务。'] },
      ],
    };
  },
];

const INDUSTRY_NEWS_DEMO2: readonly ArticleTemplate[] = [
  (c) => ({
    title: `${c.city}港口集装箱吞吐量创新高，物流岗位需求旺盛`,
    summary: `${c.city}港集装箱吞吐量持续增长，货代、报关、仓储和集卡司机等岗位需求明显增加。`,
    lead: `今年以来，${c.city}港集装箱吞吐量保持较快增长，港口物流企业的用工需求随之上升。`,
    sections: [
      { h3: '热门岗位', list: ['货运代理和单证员', '报关员', '集卡司机和叉车司机', '仓库管理员'] },
      { h3: '求职建议', paras: ['有外贸、英语或物流相关背景的求职者更具优势，部分企业也接受零经验的应届生并提供系统培训。'] },
    ],
  }),
  (c) => ({
    title: `滨海旅游迎来旺季，${c.city}酒店业招聘升温`,
    summary: `旅游旺季临近，${c.city}多家酒店和旅行社集中招聘前台、客房服务员、导游等岗位，部分岗位提供食宿。`,
    lead: `随着滨海旅游旺季的到来，${c.city}酒店、民宿和旅行社的用工需求明显增加。`,
    sections: [
      { h3: '招聘岗位', list: ['酒店前台和客房服务员', '餐厅服务员和厨师', '导游和旅游顾问'] },
      { h3: '待遇', paras: ['多数酒店提供员工宿舍和工作餐，旺季还有额外的绩效奖金，也有不少兼职和季节性岗位可供选择。'] },
    ],
  }),
  (c) => ({
    title: `${c.city}水产加工企业迎来生产旺季，普工招聘需求大`,
    summary: `${c.city}多家水产加工企业进入生产旺季，分拣、包装等普工岗位需求大，多数提供包吃包住。`,
    lead: `渔业捕捞季开始后，${c.city}的水产加工企业陆续进入生产旺季，普工招聘需求集中释放。`,
    sections: [
      { h3: '岗位与待遇', paras: ['分拣工、包装工、冷库管理员等岗位招聘数量较多，月薪一般在五千元至七千元之间，多数企业提供食宿。'] },
      { h3: '注意事项', paras: ['求职者应与企业签订劳动合同，明确工作时间和加班费计算方式。'] },
    ],
  }),
  (c) => ({
    title: `跨境电商带动${c.city}外贸人才需求`,
    summary: `${c.city}跨境电商企业快速发展，外贸业务员、跨境电商运营和海外营销岗位需求增长明显。`,
    lead: `依托港口和外贸基础，${c.city}跨境电商产业发展迅速，带动了大量外贸相关岗位的招聘需求。`,
    sections: [
      { h3: '热门岗位', list: ['跨境电商运营', '外贸业务员', '海外社媒营销', '国际物流专员'] },
      { h3: '能力要求', paras: ['英语或小语种能力、对海外市场的了解以及数据分析能力，是企业最看重的素质。'] },
    ],
  }),
];

const NOTICES: readonly ArticleTemplate[] = [
  (c) => ({
    title: `关于${c.site}${md(c.soon)}系统升级维护的公告`,
    summary: `为提供更稳定的服务，${c.site}将于${md(c.soon)}凌晨进行系统升级维护，届时部分功能将暂停使用。`,
    lead: `尊敬的用户：为了给您提供更加稳定、流畅的服务，${c.site}将于${md(c.soon)} 00:00至06:00进行系统升级维护。`,
    sections: [
      { h3: '维护期间的影响', list: ['职位搜索和投递功能暂停使用', '消息通知可能延迟送达', '已投递的简历和已发布的职位不受影响'] },
      { paras: ['由此给您带来的不便，敬请谅解。感谢您对我们的支持！'] },
    ],
  }),
  (c) => ({
    title: `${c.site}关于防范招聘诈骗的安全提示`,
    summary: '近期出现冒充招聘方实施诈骗的情况，请求职者提高警惕，凡是要求缴费、刷单的均为诈骗。',
    lead: `近期，有不法分子冒充招聘企业或${c.site}工作人员实施诈骗。为保障广大用户的财产安全，特作如下提示：`,
    sections: [
      { list: ['正规招聘不会以任何名义向求职者收取费用', '不要向陌生人透露银行卡密码和短信验证码', '不要参与刷单、点赞返利等所谓兼职', '遇到可疑情况请通过平台举报，或拨打110报警'] },
      { paras: [`${c.site}将持续加强职位审核，对违规企业进行严肃处理。`] },
    ],
  }),
  (c) => ({
    title: `${c.site}企业认证流程优化公告`,
    summary: '企业认证流程进一步简化，上传营业执照后最快当天完成审核，认证企业将获得专属标识。',
    lead: `为方便企业快速开展招聘，${c.site}对企业认证流程进行了优化。`,
    sections: [
      { h3: '优化内容', list: ['上传营业执照即可提交认证', '工作日提交的申请最快当天完成审核', '认证企业在职位列表中展示认证标识'] },
      { paras: ['如有疑问，请联系平台客服。'] },
    ],
  }),
  () => ({
    title: '关于规范职位发布信息的通知',
    summary: '为维护良好的招聘秩序，平台将对薪资描述不实、含有歧视性内容的职位进行清理。',
    lead: '为维护公平、诚信的招聘环境，保护求职者的合法权益，现就规范职位发布信息有关事项通知如下：',
    sections: [
      { list: ['职位薪资应当真实、准确，不得虚标薪资', '职位描述中不得包含性别、年龄、地域等歧视性内容', '不得发布与招聘无关的广告信息', '不得以招聘名义收取任何费用'] },
      { paras: ['对违反上述规定的职位，平台将予以下线处理；情节严重的，将暂停企业的招聘权限。'] },
    ],
  }),
  (c) => ({
    title: `${c.site}用户隐私政策更新公告`,
    summary: '我们更新了用户隐私政策，进一步明确了个人信息的收集范围和使用方式，并新增了简历隐藏等隐私保护功能。',
    lead: `为更好地保护您的个人信息，${c.site}对《用户隐私政策》进行了更新，更新后的政策自${md(c.soon)}起生效。`,
    sections: [
      { h3: '主要更新内容', list: ['明确个人信息的收集范围和使用目的', '新增简历隐藏和屏蔽指定企业功能', '完善个人信息删除和注销账号的流程'] },
    ],
  }),
  (c) => ({
    title: `${c.site}上线“附近的工作”功能，找工作更方便`,
    summary: '新功能可以根据您的位置推荐附近的职位，并显示通勤距离，帮助您找到离家更近的工作。',
    lead: `好消息！${c.site}正式上线“附近的工作”功能。`,
    sections: [
      { h3: '功能介绍', list: ['根据当前位置推荐附近的职位', '显示职位与您之间的距离', '支持按区县筛选职位'] },
      { paras: ['更新到最新版本即可体验，欢迎大家使用并提出宝贵意见。'] },
    ],
  }),
  () => ({
    title: '关于清理长期未更新职位的公告',
    summary: '为提高职位信息的时效性，平台将定期关闭超过90天未刷新的职位，企业可随时重新开启。',
    lead: '为提高职位信息的时效性和求职者的投递效率，平台将对长期未更新的职位进行清理。',
    sections: [
      { list: ['超过90天未刷新的职位将自动关闭', '企业可以在职位管理中重新开启已关闭的职位', '已收到的简历不受影响'] },
    ],
  }),
];

const FAIRS: readonly ArticleTemplate[] = [
  (c) => {
    const firms = c.n(80, 300);
    return {
      title: `${c.city}${c.soon.getFullYear()}年${seasonOf(c.soon)}季大型人才招聘会通知`,
      summary: `${md(c.soon)}，${c.city}${seasonOf(c.soon)}季大型人才招聘会将举行，预计${firms}家企业参会，提供岗位${firms * c.n(10, 25)}个。`,
      lead: `为搭建企业与求职者的对接平台，${c.city}${seasonOf(c.soon)}季大型人才招聘会将于${md(c.soon)}举行，欢迎广大求职者参加。`,
      sections: [
        { h3: '时间地点', list: [`时间：${md(c.soon)} 9:00-15:00`, `地点：${c.city}人力资源市场一楼招聘大厅`] },
        { h3: '参会企业', paras: [`本次招聘会预计有${firms}家企业参会，涵盖${c.industry}、${c.industry2}、商贸服务等行业。`] },
        { h3: '温馨提示', paras: ['请求职者携带身份证和多份简历，求职者入场免费。'] },
      ],
    };
  },
  (c) => {
    const firms = c.n(30, 120);
    return {
      title: `${md(c.soon)}${c.industry}行业专场招聘会，${firms}家企业现场招聘`,
      summary: `${c.industry}行业专场招聘会将于${md(c.soon)}在${c.city}举行，${firms}家企业带来技术、销售、生产等岗位。`,
      lead: `为满足${c.industry}企业的用人需求，${c.site}联合${c.city}相关部门举办${c.industry}行业专场招聘会。`,
      sections: [
        { h3: '活动安排', list: [`时间：${md(c.soon)} 9:30-14:30`, `地点：${c.city}会展中心`, `参会企业：${firms}家`] },
        { h3: '报名方式', paras: [`求职者可以在${c.site}提前投递简历，也可以直接到现场应聘。`] },
      ],
    };
  },
  (c) => ({
    title: `“春风行动”${c.city}线上招聘会报名开启`,
    summary: '线上招聘会全程在平台进行，求职者可以在线浏览职位、投递简历并参加视频面试。',
    lead: `${c.city}“春风行动”线上招聘会即日起开放报名，活动将持续一个月。`,
    sections: [
      { h3: '参与方式', list: [`登录${c.site}，进入招聘会专区`, '浏览参会企业和职位', '在线投递简历，等待企业邀约面试'] },
      { paras: ['线上招聘会重点面向农村劳动力、就业困难人员和高校毕业生，欢迎广大求职者积极参与。'] },
    ],
  }),
  (c) => ({
    title: `高校毕业生专场招聘会：${c.city}${md(c.soon)}举行`,
    summary: `高校毕业生专场招聘会将于${md(c.soon)}在${c.city}举行，提供管培生、技术研发、市场销售等岗位。`,
    lead: `为促进高校毕业生就业，${c.city}将于${md(c.soon)}举办高校毕业生专场招聘会。`,
    sections: [
      { h3: '招聘岗位', list: ['管理培训生', '技术研发', '市场与销售', '职能类岗位'] },
      { h3: '温馨提示', paras: ['请毕业生携带就业推荐表、成绩单和简历参加，现场还设有简历诊断和就业政策咨询服务。'] },
    ],
  }),
  (c) => ({
    title: `退役军人专场招聘会通知（${c.city}）`,
    summary: `${c.city}退役军人专场招聘会将于${md(c.soon)}举行，现场提供安保、物流、驾驶和管理等岗位。`,
    lead: `为帮助退役军人实现高质量就业，${c.city}将于${md(c.soon)}举办退役军人专场招聘会。`,
    sections: [
      { h3: '活动信息', list: [`时间：${md(c.soon)} 9:00-12:00`, `地点：${c.city}退役军人服务中心`] },
      { paras: ['参会企业均经过严格审核，部分岗位优先录用退役军人。'] },
    ],
  }),
];

const FAIRS_DEMO2: readonly ArticleTemplate[] = [
  (c) => ({
    title: `${c.city}港航物流专场招聘会${md(c.soon)}举行`,
    summary: `港航物流专场招聘会将于${md(c.soon)}在${c.city}举行，货代、船务、报关、司机等岗位集中招聘。`,
    lead: `为满足港航物流企业的用人需求，${c.site}将于${md(c.soon)}在${c.city}举办港航物流专场招聘会。`,
    sections: [
      { h3: '招聘岗位', list: ['货运代理、船务专员', '报关员、单证员', '集卡司机、叉车司机', '仓库管理员'] },
      { h3: '时间地点', list: [`时间：${md(c.soon)} 9:00-14:00`, `地点：${c.city}国际航运中心`] },
    ],
  }),
  (c) => ({
    title: `${c.city}滨海旅游季用工对接会通知`,
    summary: `旅游旺季临近，${c.city}将举办滨海旅游季用工对接会，酒店、景区和旅行社现场招聘。`,
    lead: `为保障旅游旺季的用工需求，${c.city}将于${md(c.soon)}举办滨海旅游季用工对接会。`,
    sections: [
      { h3: '参会单位', list: ['星级酒店和精品民宿', '景区和旅游度假区', '旅行社'] },
      { paras: ['现场提供全职、兼职和季节性岗位，欢迎在校学生和求职者参加。'] },
    ],
  }),
];

interface CategoryPlan {
  kind: 1 | 2;
  category: string;
  templates: readonly ArticleTemplate[];
  weight: number;
}

const ARTICLE_PLAN: Record<ContentFlavor, readonly CategoryPlan[]> = {
  demo: [
    { kind: 1, category: '职场资讯', templates: CAREER, weight: 3 },
    { kind: 1, category: '求职技巧', templates: TIPS_DEMO, weight: 3 },
    { kind: 1, category: '政策解读', templates: POLICY, weight: 2 },
    { kind: 1, category: '行业动态', templates: INDUSTRY_NEWS, weight: 3 },
    { kind: 2, category: '平台公告', templates: NOTICES, weight: 2 },
    { kind: 2, category: '招聘会通知', templates: FAIRS, weight: 3 },
  ],
  demo2: [
    { kind: 1, category: '职场资讯', templates: CAREER, weight: 2 },
    { kind: 1, category: '求职技巧', templates: TIPS_DEMO2, weight: 3 },
    { kind: 1, category: '政策解读', templates: [...POLICY_DEMO2, ...POLICY_DEMO2, ...POLICY], weight: 2 },
    { kind: 1, category: '行业动态', templates: [...INDUSTRY_NEWS_DEMO2, ...INDUSTRY_NEWS_DEMO2, ...INDUSTRY_NEWS], weight: 3 },
    { kind: 2, category: '平台公告', templates: NOTICES, weight: 2 },
    { kind: 2, category: '招聘会通知', templates: [...FAIRS_DEMO2, ...FAIRS_DEMO2, ...FAIRS], weight: 3 },
  ],
};

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
