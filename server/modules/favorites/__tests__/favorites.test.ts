import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteFindAllResultSchema, favoritePageSchema, favoritesMePageSchema, groupListSchema, privateGroupSchema } from '../../../../schemas/favorites';
import { hashPassword } from '../../../http/hash';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';

let s: TestServer;
let recruiter: string;
let recruiter2: string;
let seeker2: string;
let ids: { seekerId: number; recruiterId: number; companyId: number; jobId: number; otherCompanyId: number; demo2JobId: number; demo2CompanyId: number; demo2SeekerId: number };
beforeAll(async () => {
  s = await startTestServer();
  recruiter = await s.login('13800000002', 'demo1234');
  recruiter2 = await s.login('13800000002', 'demo1234', 'demo2');
  seeker2 = await s.login('13800000001', 'demo1234', 'demo2');
  const one = async <T>(sql: string, params: unknown[] = []) => (await s.db.query<T>(sql, params))[0]!;
  const user = (agent: string, mobile: string) =>
    one<{ id: number }>('SELECT u.id FROM users u JOIN agents a ON a.id = u.tenant_id WHERE a.agent_key = $1 AND u.mobile = $2', [agent, mobile]);
  const recruiterId = (await user('demo', '13800000002')).id;
  const companyId = (await one<{ id: number }>("SELECT c.id FROM companies c JOIN agents a ON a.id = c.tenant_id WHERE a.agent_key = 'demo' AND c.owner_user_id = $1", [recruiterId])).id;
  ids = {
    seekerId: (await user('demo', '13800000001')).id,
    recruiterId,
    companyId,
    jobId: (await one<{ id: number }>("SELECT id FROM jobs WHERE company_id = $1 AND recruiter_id = $2 AND status = 1 ORDER BY id LIMIT 1", [companyId, recruiterId])).id,
    otherCompanyId: (await one<{ id: number }>("SELECT c.id FROM companies c JOIN agents a ON a.id = c.tenant_id WHERE a.agent_key = 'demo' AND c.id <> $1 ORDER BY c.id LIMIT 1", [companyId])).id,
    demo2JobId: (await one<{ id: number }>("SELECT j.id FROM jobs j JOIN agents a ON a.id = j.tenant_id WHERE a.agent_key = 'demo2' ORDER BY j.id LIMIT 1")).id,
    demo2CompanyId: (await one<{ id: number }>("SELECT c.id FROM companies c JOIN agents a ON a.id = c.tenant_id WHERE a.agent_key = 'demo2' ORDER BY c.id LIMIT 1")).id,
    demo2SeekerId: (await user('demo2', '13800000001')).id,
  };
});
afterAll(() => s.close());

let n = 0;
/** A fresh job seeker of demo (so each test starts with no favorites). */
async function newSeeker(name = '收藏测试') {
  const mobile = `1371111${String(1000 + n++).slice(-4)}`;
  await s.db.query("INSERT INTO users (tenant_id, mobile, password_hash, name, role) SELECT id, $1, $2, $3, 0 FROM agents WHERE agent_key = 'demo'", [mobile, await hashPassword('pass-1234'), name]);
  const token = await s.login(mobile, 'pass-1234');
  const [u] = await s.db.query<{ id: number }>("SELECT u.id FROM users u JOIN agents a ON a.id = u.tenant_id WHERE a.agent_key = 'demo' AND u.mobile = $1", [mobile]);
  return { token, id: u!.id };
}
const call = (path: string, body: unknown, token: string, agent = 'demo') => s.call(path, body, { token, agent });

describe('userFavorites', () => {
  it('saves a job and a company, lists them with their summaries, and a second save adds no second row', async () => {
    const me = await newSeeker();
    const first = await call('/api-user/userFavorites/save', { type: 'job', data: { id: ids.jobId } }, me.token);
    expect(first.body.data).toMatchObject({ created: true, groupId: null });
    const again = await call('/api-user/userFavorites/save', { type: 'job', data: { id: ids.jobId } }, me.token);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, created: false });
    await call('/api-user/userFavorites/save', { type: 'brand', data: { id: ids.companyId } }, me.token);

    const all = favoriteFindAllResultSchema.parse((await call('/api-user/userFavorites/findAll', { type: 'job' }, me.token)).body.data);
    expect(all.list).toEqual([{ id: first.body.data.id, dataId: ids.jobId, groupId: null }]);

    const jobs = favoritePageSchema.parse((await call('/api-user/userFavorites/find', { type: 'job' }, me.token)).body.data);
    const [title] = await s.db.query<{ title: string; short_name: string }>('SELECT j.title, c.short_name FROM jobs j JOIN companies c ON c.tenant_id = j.tenant_id AND c.id = j.company_id WHERE j.id = $1', [ids.jobId]);
    expect(jobs.total).toBe(1);
    expect(jobs.list[0]).toMatchObject({ dataId: ids.jobId, available: true, job: { title: title!.title, company: { id: ids.companyId, name: title!.short_name } } });
    expect(jobs.list[0]!.job!.salaryMax).toBeGreaterThanOrEqual(jobs.list[0]!.job!.salaryMin);

    const brands = favoritePageSchema.parse((await call('/api-user/userFavorites/find', { type: 'brand' }, me.token)).body.data);
    expect(brands.list[0]!.brand).toMatchObject({ id: ids.companyId });
    expect(brands.list[0]!.brand!.name.length).toBeGreaterThan(0);
    // The short name too, for the initial a logo-less company shows.
    expect(brands.list[0]!.brand!.shortName.length).toBeGreaterThan(0);
  });

  it('shows a job closed since as unavailable', async () => {
    const me = await newSeeker();
    const [job] = await s.db.query<{ id: number }>('SELECT id FROM jobs WHERE company_id = $1 AND status = 1 ORDER BY id DESC LIMIT 1', [ids.otherCompanyId]);
    await call('/api-user/userFavorites/save', { type: 'job', data: { id: job!.id } }, me.token);
    await s.db.query('UPDATE jobs SET status = 0 WHERE id = $1', [job!.id]);
    try {
      const page = favoritePageSchema.parse((await call('/api-user/userFavorites/find', { type: 'job' }, me.token)).body.data);
      expect(page.list[0]).toMatchObject({ available: false, job: { status: 0 } });
      // …and a closed job cannot be favorited anew.
      const other = await newSeeker();
      expect((await call('/api-user/userFavorites/save', { type: 'job', data: { id: job!.id } }, other.token)).body.msg).toBe('职位不存在或已下线');
    } finally {
      await s.db.query('UPDATE jobs SET status = 1 WHERE id = $1', [job!.id]);
    }
  });

  it('answers not found for unknown ids and other tenants’ ids', async () => {
    const me = await newSeeker();
    const cases: [string, number, string][] = [
      ['job', 2_000_000_000, '职位不存在或已下线'],
      ['job', ids.demo2JobId, '职位不存在或已下线'],
      ['brand', ids.demo2CompanyId, '公司不存在'],
      ['user', ids.demo2SeekerId, '用户不存在'],
    ];
    for (const [type, id, msg] of cases) {
      const r = await call('/api-user/userFavorites/save', { type, data: { id } }, me.token);
      expect(r.status, `${type} ${id}`).toBe(404);
      expect(r.body.msg).toBe(msg);
    }
    const mine = (await call('/api-user/userFavorites/save', { type: 'job', data: { id: ids.jobId } }, me.token)).body.data.id;
    // Another user's favorite id is not found, and nothing is deleted.
    const other = await newSeeker();
    const r = await call('/api-user/userFavorites/delete', { ids: [mine] }, other.token);
    expect(r.status).toBe(404);
    expect(r.body.msg).toBe('收藏不存在或已取消');
    expect((await call('/api-user/userFavorites/delete', { ids: [mine] }, seeker2, 'demo2')).status).toBe(404);
    expect((await call('/api-user/userFavorites/findAll', { type: 'job' }, me.token)).body.data.list).toHaveLength(1);
  });

  it('refuses bad input with readable messages', async () => {
    const me = await newSeeker();
    expect((await call('/api-user/userFavorites/save', { type: 'video', data: { id: 1 } }, me.token)).body.msg).toBe('收藏类型只能是 resume、job、brand 或 user');
    expect((await call('/api-user/userFavorites/save', { type: 'job', data: { id: -1 } }, me.token)).body.msg).toBe('收藏对象 id 无效');
    expect((await call('/api-user/userFavorites/save', { type: 'job' }, me.token)).body.msg).toBe('请提交收藏对象');
    expect((await call('/api-user/userFavorites/delete', { ids: [] }, me.token)).body.msg).toBe('请选择要取消的收藏');
    expect((await call('/api-user/userFavorites/save', { type: 'user', data: { id: me.id } }, me.token)).body.msg).toBe('不能收藏自己');
    expect((await s.call('/api-user/userFavorites/findAll', { type: 'job' })).body.code).toBe(1006);
  });

  it('lets only recruiters favorite resumes, and only seekers’ resumes', async () => {
    const me = await newSeeker();
    const r = await call('/api-user/userFavorites/save', { type: 'resume', data: { id: ids.seekerId } }, me.token);
    expect(r.status).toBe(403);
    expect(r.body.msg).toBe('仅招聘者可以收藏简历');
    const ok = await call('/api-user/userFavorites/save', { type: 'resume', data: { id: me.id } }, recruiter);
    expect(ok.body.data.created).toBe(true);
    // The recruiter is not a job seeker: no resume to favorite.
    const [other] = await s.db.query<{ id: number }>("SELECT u.id FROM users u JOIN agents a ON a.id = u.tenant_id WHERE a.agent_key = 'demo' AND u.role = 1 AND u.id <> $1 LIMIT 1", [ids.recruiterId]);
    if (other) expect((await call('/api-user/userFavorites/save', { type: 'resume', data: { id: other.id } }, recruiter)).body.msg).toBe('简历不存在');
    expect((await call('/api-user/userFavorites/save', { type: 'resume', data: { id: ids.demo2SeekerId } }, recruiter)).status).toBe(404);
    const page = favoritePageSchema.parse((await call('/api-user/userFavorites/find', { type: 'resume' }, recruiter)).body.data);
    expect(page.list.find((f) => f.dataId === me.id)?.resume).toMatchObject({ id: me.id, name: '收藏测试' });
  });

  it('deletes favorites by id', async () => {
    const me = await newSeeker();
    const a = (await call('/api-user/userFavorites/save', { type: 'brand', data: { id: ids.companyId } }, me.token)).body.data.id;
    const b = (await call('/api-user/userFavorites/save', { type: 'brand', data: { id: ids.otherCompanyId } }, me.token)).body.data.id;
    expect((await call('/api-user/userFavorites/delete', { ids: [a, a] }, me.token)).body.data).toEqual({ deleted: 1 });
    expect((await call('/api-user/userFavorites/findAll', { type: 'brand' }, me.token)).body.data.list.map((f: { id: number }) => f.id)).toEqual([b]);
  });
});

describe('favoritesMe', () => {
  it('shows a seeker the recruiters who favorited the resume (findByUm)', async () => {
    const me = await newSeeker('林小满');
    await call('/api-user/userFavorites/save', { type: 'resume', data: { id: me.id } }, recruiter);
    const page = favoritesMePageSchema.parse((await call('/api-user/favoritesMe/findByUm', {}, me.token)).body.data);
    expect(page.total).toBe(1);
    const [c] = await s.db.query<{ short_name: string }>('SELECT short_name FROM companies WHERE id = $1', [ids.companyId]);
    expect(page.list[0]).toMatchObject({ type: 'resume', user: { id: ids.recruiterId }, company: { id: ids.companyId, name: c!.short_name } });
  });

  it('shows a recruiter the seekers who favorited their jobs or company (findByHr), not others’', async () => {
    const me = await newSeeker('周一航');
    await call('/api-user/userFavorites/save', { type: 'job', data: { id: ids.jobId } }, me.token);
    await call('/api-user/userFavorites/save', { type: 'brand', data: { id: ids.companyId } }, me.token);
    await call('/api-user/userFavorites/save', { type: 'brand', data: { id: ids.otherCompanyId } }, me.token);
    const page = favoritesMePageSchema.parse((await call('/api-user/favoritesMe/findByHr', { limit: 50 }, recruiter)).body.data);
    const mine = page.list.filter((f) => f.user.id === me.id);
    expect(mine.map((f) => f.type).sort()).toEqual(['brand', 'job']);
    expect(mine.find((f) => f.type === 'job')?.job?.id).toBe(ids.jobId);
    // demo2's recruiter sees none of demo's.
    const other = favoritesMePageSchema.parse((await call('/api-user/favoritesMe/findByHr', { limit: 50 }, recruiter2, 'demo2')).body.data);
    expect(other.list.some((f) => f.user.id === me.id)).toBe(false);
  });

  it('refuses findByHr to users who are not recruiters', async () => {
    const me = await newSeeker();
    const r = await call('/api-user/favoritesMe/findByHr', {}, me.token);
    expect(r.status).toBe(403);
    expect(r.body.msg).toBe('仅招聘者可以查看谁收藏了职位');
  });
});

describe('privateGroup', () => {
  it('creates, renames, sorts and deletes groups; filing moves favorites; deleting a group keeps its favorites ungrouped', async () => {
    const me = await newSeeker();
    const fav = (await call('/api-user/userFavorites/save', { type: 'job', data: { id: ids.jobId } }, me.token)).body.data.id;
    const [other] = await s.db.query<{ id: number }>('SELECT id FROM jobs WHERE company_id = $1 AND status = 1 ORDER BY id LIMIT 1', [ids.otherCompanyId]);
    const fav2 = (await call('/api-user/userFavorites/save', { type: 'job', data: { id: other!.id } }, me.token)).body.data.id;

    const a = privateGroupSchema.parse((await call('/api-user/privateGroup/save', { type: 'job', data: { name: '意向' }, load: [fav] }, me.token)).body.data);
    expect(a).toMatchObject({ name: '意向', count: 1, sort: 1 });
    const b = privateGroupSchema.parse((await call('/api-user/privateGroup/save', { type: 'job', data: { name: '备选' } }, me.token)).body.data);
    expect(b.sort).toBe(2);
    // Moving fav into b takes it out of a: a favorite is in one group at most.
    await call('/api-user/privateGroup/save', { type: 'job', data: { id: b.id }, load: [fav] }, me.token);
    let groups = groupListSchema.parse((await call('/api-user/privateGroup/find', { type: 'job' }, me.token)).body.data);
    expect(groups.list.map((g) => [g.name, g.count])).toEqual([['意向', 0], ['备选', 1]]);
    expect(groups).toMatchObject({ ungrouped: 1, total: 2 });

    await call('/api-user/privateGroup/save', { type: 'job', data: { id: b.id, name: '重点关注', sort: 0 } }, me.token);
    groups = groupListSchema.parse((await call('/api-user/privateGroup/find', { type: 'job' }, me.token)).body.data);
    expect(groups.list.map((g) => g.name)).toEqual(['重点关注', '意向']);

    const inB = favoritePageSchema.parse((await call('/api-user/userFavorites/find', { type: 'job', groupId: b.id }, me.token)).body.data);
    expect(inB.list.map((f) => f.id)).toEqual([fav]);
    const none = favoritePageSchema.parse((await call('/api-user/userFavorites/find', { type: 'job', groupId: 0 }, me.token)).body.data);
    expect(none.list.map((f) => f.id)).toEqual([fav2]);
    // save with groupId null takes it out of its group.
    await call('/api-user/userFavorites/save', { type: 'job', data: { id: other!.id, groupId: a.id } }, me.token);
    expect((await call('/api-user/userFavorites/findAll', { type: 'job' }, me.token)).body.data.list.find((f: { id: number }) => f.id === fav2).groupId).toBe(a.id);

    await call('/api-user/privateGroup/delete', { type: 'job', id: b.id }, me.token);
    groups = groupListSchema.parse((await call('/api-user/privateGroup/find', { type: 'job' }, me.token)).body.data);
    expect(groups.list.map((g) => g.name)).toEqual(['意向']);
    expect(groups.total).toBe(2);
    expect((await call('/api-user/userFavorites/findAll', { type: 'job' }, me.token)).body.data.list.find((f: { id: number }) => f.id === fav).groupId).toBeNull();
  });

  it('refuses duplicate names, other users’ and tenants’ groups and favorites, and bad names', async () => {
    const me = await newSeeker();
    const g = (await call('/api-user/privateGroup/save', { type: 'brand', data: { name: '名企' } }, me.token)).body.data;
    const dup = await call('/api-user/privateGroup/save', { type: 'brand', data: { name: '名企' } }, me.token);
    expect(dup.body.msg).toBe('分组名称已存在');
    // The same name under another type is fine.
    expect((await call('/api-user/privateGroup/save', { type: 'job', data: { name: '名企' } }, me.token)).body.code).toBe(200);
    const other = await newSeeker();
    for (const [token, agent] of [[other.token, 'demo'], [seeker2, 'demo2']] as const) {
      expect((await call('/api-user/privateGroup/save', { type: 'brand', data: { id: g.id, name: '改名' } }, token, agent)).status).toBe(404);
      expect((await call('/api-user/privateGroup/delete', { type: 'brand', id: g.id }, token, agent)).body.msg).toBe('分组不存在');
      expect((await call('/api-user/userFavorites/find', { type: 'brand', groupId: g.id }, token, agent)).status).toBe(404);
      expect((await call('/api-user/userFavorites/save', { type: 'brand', data: { id: ids.companyId, groupId: g.id } }, token, agent)).status).toBe(404);
    }
    // The group is of brands: a job favorite cannot be filed into it.
    const jobFav = (await call('/api-user/userFavorites/save', { type: 'job', data: { id: ids.jobId } }, me.token)).body.data.id;
    expect((await call('/api-user/privateGroup/save', { type: 'brand', data: { id: g.id }, load: [jobFav] }, me.token)).body.msg).toBe('收藏不存在或已取消');
    expect((await call('/api-user/privateGroup/save', { type: 'brand', data: { name: '' } }, me.token)).body.msg).toBe('请输入分组名称');
    expect((await call('/api-user/privateGroup/save', { type: 'brand', data: { name: '一二三四五六七八九十一' } }, me.token)).body.msg).toBe('分组名称最多 10 个字');
    expect((await call('/api-user/privateGroup/save', { type: 'brand', data: {} }, me.token)).body.msg).toBe('请输入分组名称');
  });

  it('allows at most 20 groups per type', async () => {
    const me = await newSeeker();
    for (let i = 0; i < 20; i++) expect((await call('/api-user/privateGroup/save', { type: 'user', data: { name: `组${i}` } }, me.token)).body.code).toBe(200);
    expect((await call('/api-user/privateGroup/save', { type: 'user', data: { name: '多一个' } }, me.token)).body.msg).toBe('最多创建 20 个分组');
  });
});

describe('privateDrafts', () => {
  it('saves, replaces, finds and deletes drafts by key, per user', async () => {
    const me = await newSeeker();
    await call('/api-user/privateDrafts/save', { key: 'job-edit', data: { title: '草稿职位', tags: ['双休'] } }, me.token);
    await call('/api-user/privateDrafts/save', { key: 'job-edit', data: { title: '草稿职位二' } }, me.token);
    await call('/api-user/privateDrafts/save', { key: 'note', data: '一段文字' }, me.token);
    const one = (await call('/api-user/privateDrafts/find', { key: 'job-edit' }, me.token)).body.data.list;
    expect(one).toHaveLength(1);
    expect(one[0].data).toEqual({ title: '草稿职位二' });
    expect((await call('/api-user/privateDrafts/find', {}, me.token)).body.data.list.map((d: { key: string }) => d.key).sort()).toEqual(['job-edit', 'note']);
    const other = await newSeeker();
    expect((await call('/api-user/privateDrafts/find', {}, other.token)).body.data.list).toEqual([]);
    expect((await call('/api-user/privateDrafts/delete', { key: 'note' }, other.token)).status).toBe(404);
    expect((await call('/api-user/privateDrafts/delete', { key: 'note' }, me.token)).body.code).toBe(200);
    expect((await call('/api-user/privateDrafts/delete', { key: 'note' }, me.token)).body.msg).toBe('草稿不存在');
  });

  it('refuses drafts over the size limit, bad keys and more than 50 drafts', async () => {
    const me = await newSeeker();
    const big = await call('/api-user/privateDrafts/save', { key: 'big', data: { text: '长'.repeat(30_000) } }, me.token);
    expect(big.body.code).toBe(413);
    expect(big.body.msg).toBe('草稿内容过大，最多 64KB');
    expect((await call('/api-user/privateDrafts/save', { key: '../etc', data: 1 }, me.token)).body.msg).toBe('草稿键只能包含字母、数字和 _ . : -，最多 64 个字符');
    for (let i = 0; i < 50; i++) await call('/api-user/privateDrafts/save', { key: `k${i}`, data: i }, me.token);
    expect((await call('/api-user/privateDrafts/save', { key: 'k50', data: 1 }, me.token)).body.msg).toBe('草稿最多保存 50 份，请先删除不用的草稿');
    // Replacing an existing one is still fine.
    expect((await call('/api-user/privateDrafts/save', { key: 'k1', data: 2 }, me.token)).body.code).toBe(200);
  });
});
