import { LIVE_DEMO_PLAY_URL } from '../../../schemas/live';
import { tabbarSchema, type TabbarConfig, type TabbarItem } from '../../../schemas/design';
import { defaultDesignPages, type DesignVariant } from '../../modules/design/default-pages';
import { designRepo } from '../../modules/design/repo';
import { globalDesignSchema, storedSettingSchema, type GlobalDesign } from '../../modules/design/schemas';
import type { Queryable } from '../db';
import { insertRows } from './reference';

/**
 * Design data of one tenant: the whole app setting (tab bars, page style),
 * the global design, every default design page (published) and some lives.
 * Runs inside the caller's tenant transaction, after the setting row and the
 * companies exist.
 */

const HOME: TabbarItem = { text: '首页', link: { h5: '/' }, icon: 'AppOutline', justActive: true };
const MESSAGE: TabbarItem = { text: '消息', link: { h5: '/message' }, icon: 'MessageOutline', infoType: 2, infoKey: 'unread' };
const ME: TabbarItem = { text: '我的', link: { h5: '/me' }, icon: 'UserOutline' };

function tabbar(list: TabbarItem[], activeColor: string): TabbarConfig {
  return tabbarSchema.parse({ type: 0, theme: 0, iconType: 1, activeColor, list });
}

interface VariantLook {
  primary: string;
  navBg: string;
  lives: string[];
}

const LOOK: Record<DesignVariant, VariantLook> = {
  demo: {
    primary: '#1677ff',
    navBg: '#ffffff',
    lives: [
      '春季专场直播招聘会',
      '互联网大厂技术岗直播带岗',
      '应届生专场：名企 HR 在线答疑',
      '制造业蓝领岗位直播招聘',
      '金融行业春招宣讲会',
      '电商运营岗位直播面试',
      '新能源企业校园宣讲',
      '城市服务业万岗直招',
    ],
  },
  demo2: {
    primary: '#00b578',
    navBg: '#ffffff',
    lives: ['海纳春季人才交流会直播', '港口物流企业专场直播', '海洋科技企业校园宣讲'],
  },
};

/** status, hours from now, viewers: live now, upcoming and ended ones, around the time of seeding. */
const LIVE_PLAN: readonly [0 | 1 | 2, number, number][] = [
  [1, -0.5, 1268],
  [0, 26, 0],
  [2, -50, 5320],
  [1, -1.2, 842],
  [0, 74, 0],
  [2, -170, 2210],
  [0, 3, 0],
  [2, -300, 760],
];

export interface DesignSeedOptions {
  variant: DesignVariant;
}

export async function seedTenantDesign(q: Queryable, tenantId: number, opts: DesignSeedOptions): Promise<void> {
  const now = new Date();
  const look = LOOK[opts.variant];
  const repo = designRepo(q, tenantId);

  // The setting: what index.ts stored, completed to the whole app setting.
  const current = (await repo.settings.get())?.data ?? {};
  const appName = typeof current.appName === 'string' ? current.appName : '';
  const setting = storedSettingSchema.parse({
    ...current,
    titlePrefix: `${appName} - `,
    design: { pageStyle: { primaryColor: look.primary, bgColor: '#f4f5f7', navBgColor: look.navBg, navColor: '#1f2329', textColor: '#1f2329' } },
    pageTabbar: {
      role0: { opt: tabbar([HOME, { text: '职位', link: { h5: '/job' }, icon: 'SearchOutline' }, MESSAGE, ME], look.primary) },
      role1: { opt: tabbar([HOME, { text: '简历', link: { h5: '/resume-list' }, icon: 'FileOutline' }, MESSAGE, ME], look.primary) },
      role3: { opt: tabbar([HOME, { text: '简历', link: { h5: '/resume-list' }, icon: 'FileOutline' }, MESSAGE, ME], look.primary) },
    },
  });
  await repo.settings.save(setting, now);

  const design: GlobalDesign = globalDesignSchema.parse({
    footer: {
      show: true,
      text: `© ${now.getFullYear()} ${appName} 版权所有 · 演示站点`,
      links: [
        { text: '用户协议', link: { type: 'navigate', path: '/agreement' } },
        { text: '帮助中心', link: { type: 'navigate', path: '/help' } },
      ],
    },
    theme: { primary: look.primary },
    tooltip: {
      list: [{ id: 'complete-resume', text: '完善简历，获得更多面试机会', link: { type: 'navigate', path: '/resume/resume' }, pages: ['home'] }],
    },
  });
  await repo.design.save(design, now);

  const phone = typeof current.customerServicePhone === 'string' ? current.customerServicePhone : '';
  for (const page of defaultDesignPages({ variant: opts.variant, appName, customerServicePhone: phone })) {
    const body = { ...page, updatedAt: now.toISOString() };
    const title = page.meta?.title ?? page.page;
    await repo.ensurePage(page.page, title, now);
    const id = await repo.insertRevision(page.page, 'draft', body, '初始版本', null, now);
    await repo.publish(page.page, id, title, now);
  }

  const companies = await q.query<{ id: number }>('SELECT id FROM companies WHERE tenant_id = $1 ORDER BY id LIMIT $2', [tenantId, look.lives.length]);
  if (companies.length === 0) return;
  const rows = look.lives.map((title, i) => {
    const [status, hours, viewers] = LIVE_PLAN[i % LIVE_PLAN.length]!;
    const company = companies[i % companies.length]!;
    // Some lives have no cover, so the list shows its placeholder too.
    const cover = i % 2 === 0 ? '/static/design/banner-2.webp' : '';
    // Lives on air play the short HLS stream our server serves (server/modules/live/media.ts).
    return [tenantId, company.id, title, cover, status, new Date(now.getTime() + hours * 3_600_000), viewers, status === 1 ? LIVE_DEMO_PLAY_URL : ''];
  });
  await insertRows(q, 'lives', ['tenant_id', 'company_id', 'title', 'cover', 'status', 'start_at', 'viewers', 'play_url'], rows);
  // Each room shows up to three open jobs of its company.
  await q.query(
    `UPDATE lives l SET job_ids = coalesce((SELECT array_agg(j.id ORDER BY j.id) FROM (SELECT id FROM jobs WHERE tenant_id = l.tenant_id AND company_id = l.company_id AND status = 1 ORDER BY id LIMIT 3) j), '{}')
      WHERE l.tenant_id = $1`,
    [tenantId],
  );
}
