import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bd09ToWgs84, importedPasswordHash, jobDegree, jobExperience, jobType, resumeDegree, wageBand, wagePair } from '../../../../scripts/import-74cms/convert';
import { normName, TreeMatcher } from '../../../../scripts/import-74cms/reference';
import { needsRehash, verifyPassword } from '../../../http/hash';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

/** WGS-84 → GCJ-02 → BD-09 in closed form, to check the way back. */
function wgsToBd(lat: number, lng: number) {
  const a = 6_378_245;
  const ee = 0.006_693_421_622_965_943;
  const tLat = (x: number, y: number) =>
    -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x)) +
    ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3 +
    ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3 +
    ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3;
  const tLng = (x: number, y: number) =>
    300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x)) +
    ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3 +
    ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3 +
    ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3;
  const radLat = (lat / 180) * Math.PI;
  const magic = 1 - ee * Math.sin(radLat) ** 2;
  const gLat = lat + (tLat(lng - 105, lat - 35) * 180) / (((a * (1 - ee)) / (magic * Math.sqrt(magic))) * Math.PI);
  const gLng = lng + (tLng(lng - 105, lat - 35) * 180) / ((a / Math.sqrt(magic)) * Math.cos(radLat) * Math.PI);
  const xPi = (Math.PI * 3000) / 180;
  const z = Math.sqrt(gLng * gLng + gLat * gLat) + 0.000_02 * Math.sin(gLat * xPi);
  const theta = Math.atan2(gLat, gLng) + 0.000_003 * Math.cos(gLng * xPi);
  return { lat: z * Math.sin(theta) + 0.006, lng: z * Math.cos(theta) + 0.0065 };
}

describe('74cms value conversions', () => {
  it('turns Baidu BD-09 points back into WGS-84 within a metre, and no point into null', () => {
    for (const [lat, lng] of [[39.9087, 116.3975], [23.1291, 113.2644], [30.2741, 120.1551]] as const) {
      const bd = wgsToBd(lat, lng);
      const back = bd09ToWgs84(bd.lat, bd.lng)!;
      expect(Math.abs(back.lat - lat)).toBeLessThan(1e-5);
      expect(Math.abs(back.lng - lng)).toBeLessThan(1e-5);
    }
    expect(bd09ToWgs84(0, 0)).toBeNull();
    expect(bd09ToWgs84('', '')).toBeNull();
    expect(bd09ToWgs84(200, 500)).toBeNull();
  });

  it('maps the constant lists of every line to ours', () => {
    expect(['', '不限', '无经验', '应届生', '1年以下', '1年', '2年', '3年', '1-3年', '3-5年', '5-10年', '10年以上', '火星年'].map(jobExperience)).toEqual([
      '不限', '不限', '不限', '应届生', '1年以下', '1-3年', '1-3年', '3-5年', '1-3年', '3-5年', '5-10年', '10年以上', null,
    ]);
    expect(['初中', '高中', '中技', '中专', '大专', '本科', '硕士', '博士', '博后', '不限', '文盲'].map(jobDegree)).toEqual(['不限', '高中', '高中', '高中', '大专', '本科', '硕士', '博士', '博士', '不限', null]);
    expect(['初中', '高中', '中技', '中专', '大专', '本科', '硕士', '博士', '博后'].map(resumeDegree)).toEqual(['初中及以下', '高中', '中专', '中专', '大专', '本科', '硕士', '博士', '博士']);
    expect(['全职', '兼职', '实习', '', '外包'].map(jobType)).toEqual([1, 2, 3, 1, null]);
  });

  it('reads v3 pay bands and v4/SE min/max pairs', () => {
    expect(wageBand('1000~1500元/月')).toEqual({ min: 1000, max: 1500 });
    expect(wageBand('1万以上/月')).toEqual({ min: 10000, max: 10000 });
    expect(wageBand('1.5万-2万')).toEqual({ min: 15000, max: 20000 });
    expect(wageBand('面议')).toEqual({ min: 0, max: 0 });
    expect(wageBand('看心情')).toBeNull();
    expect(wagePair(6000, 9000, false)).toEqual({ min: 6000, max: 9000 });
    expect(wagePair(6000, 9000, true)).toEqual({ min: 0, max: 0 });
    expect(wagePair(0, 8000, false)).toEqual({ min: 8000, max: 8000 });
    expect(wagePair(9000, 6000, false)).toEqual({ min: 9000, max: 9000 });
  });

  it('verifies every 74cms password scheme and asks for our hash after it', async () => {
    const salt = 'a:b$c';
    const secret = 'S3cr$t';
    const cases = [
      [0, md5(md5('pw') + salt + secret)],
      [1, md5('pw')],
      [2, md5(md5('pw') + salt)],
      [4, md5(md5('pw').toUpperCase() + salt + secret)],
    ] as const;
    for (const [method, hash] of cases) {
      const stored = importedPasswordHash(method, hash.toUpperCase(), salt, secret);
      expect(await verifyPassword('pw', stored), `method ${method}`).toBe(true);
      expect(await verifyPassword('pW', stored), `method ${method}`).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
    expect(importedPasswordHash(0, 'not-a-hash', salt, secret)).toBe('!');
    expect(await verifyPassword('pw', '74cms$9$$$' + md5('pw'))).toBe(false);
  });

  it('places old district paths in our tree by name and level, municipality and suffixes included', () => {
    const areas = new TreeMatcher([
      { key: '440000', parent: null, level: 1, name: '广东省' },
      { key: '440100', parent: '440000', level: 2, name: '广州市' },
      { key: '440106', parent: '440100', level: 3, name: '天河区' },
      { key: '110000', parent: null, level: 1, name: '北京市' },
      { key: '110100', parent: '110000', level: 2, name: '北京市' },
      { key: '110105', parent: '110100', level: 3, name: '朝阳区' },
      { key: '450000', parent: null, level: 1, name: '广西壮族自治区' },
    ]);
    expect(areas.match(['广东', '广州', '天河区'])?.key).toBe('440106');
    expect(areas.match(['北京', '朝阳区'])?.key).toBe('110105');
    expect(areas.match(['广西'])?.key).toBe('450000');
    expect(areas.match(['天河区'])?.key).toBe('440106');
    expect(areas.match(['广东', '深圳'])?.key).toBe('440000');
    expect(areas.match(['火星'])).toBeNull();
    expect(Object.fromEntries(areas.misses)).toEqual({ '广东›深圳': 1, 火星: 1 });
    expect(normName('新疆维吾尔自治区')).toBe('新疆');
  });
});
