import type { Queryable } from '../db';
import { DEGREES } from '../../../schemas/resume';
import { ROLE_SEEKER } from '../../../schemas/client-config';

/**
 * Resumes of the demo tenants: the demo seeker (13800000001) gets a complete
 * one; a few dozen generated seekers with varied resumes give the recruiter's
 * search something to find, and some of them shield the demo recruiter's
 * company, so the shield rule can be seen.
 */

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
const GIVEN = ['子涵', '浩然', '欣怡', '宇轩', '梓萱', '思远', '雨桐', '俊杰', '佳怡', '明轩', '诗涵', '一诺', '嘉豪', '晨曦', '志强', '海燕', '建国', '丽娟', '文博', '婉清'];
const SCHOOLS = ['北京大学', '浙江大学', '华中科技大学', '南京大学', '四川大学', '深圳大学', '广东工业大学', '杭州电子科技大学', '武汉职业技术学院', '成都理工大学'];
const MAJORS = ['计算机科学与技术', '软件工程', '市场营销', '会计学', '工商管理', '机械设计制造及其自动化', '汉语言文学', '电子信息工程', '人力资源管理', '视觉传达设计'];
const COMPANIES = ['杭州云帆科技有限公司', '深圳前海数智科技有限公司', '广州恒信商贸有限公司', '上海启明教育科技有限公司', '成都蓉城物流有限公司', '北京博思咨询有限公司', '武汉光谷电子有限公司', '南京金陵财务咨询有限公司'];
const SKILLS = ['Excel', 'TypeScript', 'React', 'Java', 'Photoshop', 'SQL', '客户沟通', '数据分析', 'Python', 'CAD'];
const CITIES = ['北京市', '上海市', '广州市', '深圳市', '杭州市', '成都市', '武汉市', '南京市'];

/** A small deterministic generator, so every seeded database is alike. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

interface SeedResume {
  userId: number;
  base: Record<string, unknown>;
  intro: string;
  refreshedAt: Date;
  items: { section: string; data: Record<string, unknown> }[];
}

async function insertResume(q: Queryable, tenantId: number, r: SeedResume): Promise<void> {
  const b = r.base as { name: string; degree: string; workingDate: string; graduation: string; cityCode: string };
  const words = [b.name, ...r.items.flatMap((i) => ['positionName', 'company', 'title', 'school', 'major', 'name'].map((k) => i.data[k]).filter((v) => typeof v === 'string'))];
  await q.query(
    `INSERT INTO resumes (tenant_id, user_id, base, intro, search_text, degree_rank, working_date, graduation, city_code, refreshed_at, expect_updated_at, updated_at)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7, $8, $9, $10, $10, $10)`,
    [tenantId, r.userId, JSON.stringify(r.base), r.intro, words.join(' '), DEGREES.indexOf(b.degree as (typeof DEGREES)[number]), b.workingDate, b.graduation, b.cityCode, r.refreshedAt],
  );
  for (const it of r.items) {
    await q.query('INSERT INTO resume_items (tenant_id, user_id, section, data) VALUES ($1, $2, $3, $4::jsonb)', [tenantId, r.userId, it.section, JSON.stringify(it.data)]);
  }
}

export async function seedResumes(q: Queryable, tenantId: number, opts: { flavor: string; recruiterUserId: number; passwordHash: string; seekers: number; includeDemo?: boolean; mobileBase?: number }): Promise<void> {
  const rand = rng(opts.flavor === 'demo' ? 7 : 11);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const cities = await q.query<{ code: string; name: string }>('SELECT code, name FROM areas WHERE level = 2 AND name = ANY($1::text[]) ORDER BY code', [CITIES]);
  const positions = await q.query<{ id: number; name: string }>('SELECT id, name FROM positions WHERE level = 3 ORDER BY id LIMIT 120');
  const industries = await q.query<{ id: number; name: string }>('SELECT id, name FROM industries WHERE pid <> 0 ORDER BY id LIMIT 30');
  if (cities.length === 0 || positions.length === 0) return;
  const [front] = await q.query<{ id: number; name: string }>("SELECT id, name FROM positions WHERE level = 3 AND name LIKE '%前端%' ORDER BY id LIMIT 1");
  const [company] = await q.query<{ id: number }>('SELECT id FROM companies WHERE tenant_id = $1 AND owner_user_id = $2 ORDER BY id LIMIT 1', [tenantId, opts.recruiterUserId]);
  const now = Date.now();

  // The demo seeker: every section filled.
  const [demo] = await q.query<{ id: number; name: string }>('SELECT id, name FROM users WHERE tenant_id = $1 AND mobile = $2', [tenantId, '13800000001']);
  if (demo && opts.includeDemo !== false) {
    const city = cities.find((c) => c.name === '杭州市') ?? cities[0]!;
    const pos = front ?? positions[0]!;
    const ind = industries[0];
    await insertResume(q, tenantId, {
      userId: demo.id,
      base: { name: demo.name, gender: 2, birthday: '1997-06-18', degree: '本科', jobStatus: 2, workingDate: '2019-07', graduation: '2019-06', phone: '13800000001', email: 'demo.seeker@example.com', cityCode: city.code, cityName: city.name, avatar: '' },
      intro: '多年前端开发经验，熟悉 React 与 TypeScript，主导过多个移动端项目的从零到上线，注重代码质量与用户体验。',
      refreshedAt: new Date(now - 3_600_000 * 5),
      items: [
        { section: 'expect', data: { jobType: 1, positionId: pos.id, positionName: pos.name, areaCode: city.code, cityName: city.name, industryId: ind?.id ?? 0, industryName: ind?.name ?? '', salaryMin: 15000, salaryMax: 25000, salaryUnit: 1 } },
        { section: 'expect', data: { jobType: 2, positionId: pos.id, positionName: pos.name, areaCode: city.code, cityName: city.name, industryId: 0, industryName: '', salaryMin: 150, salaryMax: 300, salaryUnit: 3 } },
        { section: 'work', data: { company: '杭州云帆科技有限公司', title: '高级前端工程师', start: '2022-03', end: '', description: '负责招聘小程序与 H5 的前端架构，搭建组件库，页面首屏时间降低 40%。' } },
        { section: 'work', data: { company: '杭州电子商务有限公司', title: '前端工程师', start: '2019-07', end: '2022-02', description: '参与商城前台开发，负责商品详情、购物车与支付流程。' } },
        { section: 'education', data: { school: '杭州电子科技大学', major: '软件工程', degree: '本科', start: '2015-09', end: '2019-06' } },
        { section: 'project', data: { name: '移动招聘平台', role: '前端负责人', start: '2023-01', end: '2023-12', description: '设计驱动的移动端页面渲染引擎，支持运营无需发版即可调整页面。' } },
        { section: 'skill', data: { name: 'React', level: '精通' } },
        { section: 'skill', data: { name: 'TypeScript', level: '熟练' } },
        { section: 'certificate', data: { name: '软件设计师', date: '2020-11' } },
        { section: 'language', data: { name: '英语', level: '良好' } },
      ],
    });
  }

  for (let i = 0; i < opts.seekers; i++) {
    const mobile = `139${String((opts.mobileBase ?? (opts.flavor === 'demo' ? 10_000_000 : 20_000_000)) + i).padStart(8, '0')}`;
    const name = pick(SURNAMES) + pick(GIVEN);
    const [u] = await q.query<{ id: number }>('INSERT INTO users (tenant_id, mobile, name, role, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id', [
      tenantId,
      mobile,
      name,
      ROLE_SEEKER,
      opts.passwordHash,
    ]);
    const userId = u!.id;
    const year = 1985 + Math.floor(rand() * 19);
    const degree = DEGREES[2 + Math.floor(rand() * 5)]!;
    // About a fifth are students or fresh graduates without work.
    const student = i % 5 === 0;
    const gradYear = student ? 2026 + (i % 2) : year + 22;
    const workYear = student ? null : Math.min(2025, gradYear + Math.floor(rand() * 2));
    const city = pick(cities);
    const pos = pick(positions);
    const ind = pick(industries);
    const items: SeedResume['items'] = [
      { section: 'expect', data: { jobType: 1, positionId: pos.id, positionName: pos.name, areaCode: city.code, cityName: city.name, industryId: ind.id, industryName: ind.name, salaryMin: 4000 + Math.floor(rand() * 10) * 1000, salaryMax: 15000 + Math.floor(rand() * 10) * 1000, salaryUnit: 1 } },
      { section: 'education', data: { school: pick(SCHOOLS), major: pick(MAJORS), degree, start: `${gradYear - 4}-09`, end: `${gradYear}-06` } },
      { section: 'skill', data: { name: pick(SKILLS), level: '熟练' } },
    ];
    if (workYear !== null) items.push({ section: 'work', data: { company: pick(COMPANIES), title: pos.name, start: `${workYear}-07`, end: '', description: `负责${pos.name}相关工作，与团队协作完成年度目标。` } });
    await insertResume(q, tenantId, {
      userId,
      base: { name, gender: i % 2 === 0 ? 1 : 2, birthday: `${year}-${String(1 + (i % 12)).padStart(2, '0')}-15`, degree, jobStatus: 1 + (i % 4), workingDate: workYear === null ? '' : `${workYear}-07`, graduation: `${gradYear}-06`, phone: mobile, email: `seeker${i}@example.com`, cityCode: city.code, cityName: city.name, avatar: '' },
      intro: i % 3 === 0 ? '踏实肯干，沟通能力强，期待与优秀团队共同成长。' : '',
      refreshedAt: new Date(now - 3_600_000 * (i + 1)),
      items,
    });
    // Every seventh seeker shields the demo recruiter's company.
    if (company && i % 7 === 3) await q.query('INSERT INTO user_shields (tenant_id, user_id, company_id) VALUES ($1, $2, $3)', [tenantId, userId, company.id]);
  }
}
