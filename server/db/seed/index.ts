import type { Db, Queryable } from '../db';
import { createTenantScope } from '../tenant';
import { hashPassword } from '../../http/hash';
import { generateRsaKeyPair } from '../../http/rsa';
import { AGENT_SITES, ROLE_RECRUITER, ROLE_SEEKER } from '../../../schemas/client-config';
import { seedReference } from './reference';
import { seedTenantContent, type ContentFlavor } from './content';
import { seedTenantDesign } from './design';
import { seedLegacyMappings } from './legacy';
import { seedJobSend } from './job-send';
import { seedCommonReference, seedCompanyExtras } from './common';
import { seedResumes } from './resumes';
import { seedEvents } from './events';
import { seedMoney } from './money';

/** Demo accounts, printed at start (README too). */
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS = [
  { label: '求职者 (job seeker)', account: '13800000001', password: DEMO_PASSWORD },
  { label: '招聘者 (recruiter)', account: '13800000002', password: DEMO_PASSWORD },
  { label: '运营 (operator)', account: 'admin', password: DEMO_PASSWORD },
] as const;

interface TenantPlan {
  agentKey: string;
  name: string;
  appName: string;
  flavor: ContentFlavor;
  companies: number;
  jobs: number;
  articles: number;
}

/** demo is the default site; demo2 exists so isolation between tenants can be seen and tested. */
const TENANTS: TenantPlan[] = [
  { agentKey: 'demo', name: '才聚人才网', appName: '才聚招聘', flavor: 'demo', companies: 40, jobs: 1000, articles: 60 },
  { agentKey: 'demo2', name: '海纳人才网', appName: '海纳招聘', flavor: 'demo2', companies: 12, jobs: 150, articles: 20 },
];

export interface SeedOptions {
  appRole: string | null;
  log?: (line: string) => void;
}

/** Seeds reference data and the demo tenants when the database has no agents yet. */
/** Arbitrary key of the advisory lock that lets one of several processes starting together seed. */
const SEED_LOCK_KEY = 7_302_115;

export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<boolean> {
  const seedWhenEmpty = async () => {
    const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM agents');
    if (row && row.n > 0) return false;
    await seedAll(db, opts);
    return true;
  };
  // PostgreSQL: processes started together (systemd's rm@ units) seed one at a time, so the others
  // find the data there. The lock's transaction holds one connection; seeding uses the pool's others.
  // The embedded database has one connection and one process.
  if (db.kind !== 'postgres') return seedWhenEmpty();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    return seedWhenEmpty();
  });
}

export async function seedAll(db: Db, opts: SeedOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  log('seeding reference data (areas, industries, positions)…');
  await seedReference(db);
  await seedCommonReference(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const plan of TENANTS) {
    const site = AGENT_SITES.find((s) => s.agentKey === plan.agentKey);
    if (!site) throw new Error(`no client site for agent ${plan.agentKey}`);
    const keys = generateRsaKeyPair();
    const [agent] = await db.query<{ id: number }>(
      `INSERT INTO agents (agent_key, aaid, acid, name, site_url, api_url, saas_url, rsa_key_id, rsa_public_key, rsa_private_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [plan.agentKey, site.aaid, site.acid, plan.name, site.url, site.apiUrl, site.saasUrl, keys.keyId, keys.publicKey, keys.privateKey],
    );
    const tenantId = agent!.id;
    log(`seeding tenant ${plan.agentKey}: ${plan.companies} companies, ${plan.jobs} jobs, ${plan.articles} articles…`);
    await createTenantScope(db, tenantId, opts.appRole).run(async (q) => {
      await q.query('INSERT INTO app_settings (tenant_id, data) VALUES ($1, $2)', [
        tenantId,
        JSON.stringify({ appName: plan.appName, logo: '', customerServicePhone: '400-800-1234', customerServiceWork: '工作日 9:00-18:00' }),
      ]);
      const { recruiterId } = await seedAccounts(q, tenantId, plan, passwordHash);
      await seedTenantContent(q, tenantId, {
        flavor: plan.flavor,
        companies: plan.companies,
        jobs: plan.jobs,
        articles: plan.articles,
        recruiterUserId: recruiterId,
      });
      await seedTenantDesign(q, tenantId, { variant: plan.flavor });
      await seedResumes(q, tenantId, { flavor: plan.flavor, recruiterUserId: recruiterId, passwordHash, seekers: plan.flavor === 'demo' ? 40 : 12 });
      await seedLegacyMappings(q, tenantId);
      await seedJobSend(q, tenantId, { recruiterId });
      await seedCompanyExtras(q, tenantId);
      await seedEvents(q, tenantId, { flavor: plan.flavor, recruiterId });
      await seedMoney(q, tenantId);
    });
  }
  // Fresh tables have no statistics; without them the planner guesses one row everywhere.
  await db.exec('ANALYZE');
}

async function seedAccounts(q: Queryable, tenantId: number, plan: TenantPlan, passwordHash: string) {
  const insertUser = async (mobile: string, name: string, role: number) => {
    const [u] = await q.query<{ id: number }>(
      'INSERT INTO users (tenant_id, mobile, name, role, password_hash) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [tenantId, mobile, name, role, passwordHash],
    );
    return u!.id;
  };
  // The same mobile numbers exist in both tenants on purpose: a login is only ever valid on its own site.
  const seekerName = plan.flavor === 'demo' ? '林晓雨' : '赵一鸣';
  const recruiterName = plan.flavor === 'demo' ? '陈嘉怡' : '孙浩然';
  await insertUser('13800000001', seekerName, ROLE_SEEKER);
  const recruiterId = await insertUser('13800000002', recruiterName, ROLE_RECRUITER);
  await q.query('INSERT INTO operators (tenant_id, account, name, password_hash) VALUES ($1, $2, $3, $4)', [
    tenantId,
    'admin',
    '站点运营',
    passwordHash,
  ]);
  return { recruiterId };
}
