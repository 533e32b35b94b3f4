import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { designPageSchema, nodeSchema, type DesignNode } from '../../../../schemas/design';
import { defaultDesignPages, DESIGN_PAGE_DEFS, DIY_ROUTE, routeOfPage } from '../default-pages';
import { checkDesignPage, describeIssues } from '../validate';

const sites = [
  { variant: 'demo', appName: '才聚招聘', customerServicePhone: '400-800-1234' },
  { variant: 'demo2', appName: '海纳招聘' },
] as const;

function allNodes(nodes: readonly unknown[]): DesignNode[] {
  return nodes.flatMap((raw) => {
    const n = nodeSchema.parse(raw);
    return [n, ...allNodes(n.children ?? [])];
  });
}

describe('default design pages', () => {
  it('cover every page key once, with unique routes', () => {
    const keys = DESIGN_PAGE_DEFS.map((d) => d.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(DESIGN_PAGE_DEFS.map((d) => d.route)).size).toBe(keys.length);
    for (const key of ['home', 'article-detail', 'resume-submit-finished', 'vip-supplement', 'public-form-group', 'diy-campus', 'diy-spring']) expect(keys).toContain(key);
    expect(routeOfPage('diy-campus')).toBe(`${DIY_ROUTE}?page=diy-campus`);
    expect(routeOfPage('my-own')).toBe(`${DIY_ROUTE}?page=my-own`);
  });

  it.each(sites)("$variant: home's job heading says what its list shows (nationwide newest, no city claimed over it)", (site) => {
    const home = defaultDesignPages(site).find((p) => p.page === 'home')!;
    const nodes = allNodes(home.nodes);
    const list = nodes.find((n) => n.id === 'home-jobs')!;
    const title = nodes.find((n) => n.id === 'home-jobs-title')!;
    expect(list.props).toMatchObject({ sort: 'new', areaCode: '' });
    expect(title.props?.subtitle).toBe('全国最新发布');
  });

  it("demo2's banners are its own (green, its slogans), not demo's blue ones, and every banner file exists", () => {
    const banners = (variant: 'demo' | 'demo2') =>
      (allNodes(defaultDesignPages(sites.find((x) => x.variant === variant)!).find((p) => p.page === 'home')!.nodes).find((n) => n.id === 'home-banner')!.props as { items: { image: string }[] }).items.map((i) => i.image);
    expect(banners('demo2').every((src) => src.includes('/demo2-'))).toBe(true);
    expect(banners('demo').some((src) => src.includes('/demo2-'))).toBe(false);
    for (const src of [...banners('demo'), ...banners('demo2')]) expect(existsSync(`public${src}`), src).toBe(true);
  });

  it.each(sites)('$variant: every shipped picture a page shows is a raster file that exists (an SVG with text costs a phone’s main thread its layout and paint)', (site) => {
    const pictures = JSON.stringify(defaultDesignPages(site)).match(/\/static\/design\/[\w.-]+/g) ?? [];
    expect(pictures.length).toBeGreaterThan(3);
    for (const src of new Set(pictures)) {
      expect(src, src).toMatch(/\.webp$/);
      expect(existsSync(`public${src}`), src).toBe(true);
    }
  });

  it.each(sites)('$variant: every page passes designPageSchema, every node nodeSchema and the save checks', (site) => {
    const pages = defaultDesignPages(site);
    expect(pages).toHaveLength(DESIGN_PAGE_DEFS.length);
    for (const page of pages) {
      expect(designPageSchema.safeParse(page).success, page.page).toBe(true);
      for (const n of allNodes(page.nodes)) expect(nodeSchema.safeParse(n).success, `${page.page}/${n.id}`).toBe(true);
      const checked = checkDesignPage(page, page.page, page.updatedAt);
      expect(checked.ok, `${page.page}: ${checked.ok ? '' : describeIssues(checked.issues)}`).toBe(true);
    }
  });

  it('builds the home page of the brief: search, 3 slides, 8 shortcuts, notice, title and job list', () => {
    const home = defaultDesignPages(sites[0]).find((p) => p.page === 'home')!;
    const nodes = allNodes(home.nodes);
    expect(nodes.map((n) => n.type)).toEqual(['search-bar', 'banner-swiper', 'grid-nav', 'notice-bar', 'title-bar', 'job-list']);
    expect((nodes[1]!.props!.items as unknown[]).length).toBe(3);
    expect((nodes[2]!.props!.items as { text: string }[]).map((i) => i.text)).toEqual(['找工作', '找公司', '附近职位', '招聘会', '直播招聘', '职场资讯', '校园招聘', '兼职']);
  });

  it('differs between tenants where it shows', () => {
    const [a, b] = sites.map((site) => JSON.stringify(defaultDesignPages(site).find((p) => p.page === 'home')));
    expect(a).not.toBe(b);
  });

  it('draws the personal centre and account screens with their widgets', () => {
    const pages = defaultDesignPages(sites[0]);
    const typeOn = (key: string) => pages.find((p) => p.page === key)!.nodes.map((n) => nodeSchema.parse(n).type);
    expect(typeOn('me')).toEqual(['me-center', 'vip-center']);
    expect(typeOn('my-base-info')).toEqual(['base-info']);
    expect(typeOn('my-settings')).toEqual(['account-settings']);
    expect(typeOn('my-real-name')).toEqual(['real-name']);
    expect(typeOn('message')).toEqual(['chat-list']);
    expect(typeOn('chat')).toEqual(['chat-conversation']);
  });

  it('draws the career test on /my/test (no longer a coming-soon placeholder)', () => {
    const pages = defaultDesignPages(sites[0]);
    expect(pages.find((p) => p.page === 'my-test')!.nodes.map((n) => nodeSchema.parse(n).type)).toEqual(['career-test']);
  });

  it('draws the money screens with their widgets (issue 16)', () => {
    const pages = defaultDesignPages(sites[0]);
    const types = (key: string) => pages.find((p) => p.page === key)!.nodes.map((n) => nodeSchema.parse(n).type);
    expect(types('vip-supplement')).toEqual(['pay-supplement']);
    expect(types('vip-my-rights')).toEqual(['vip-center']);
    expect(types('vip-my-assets-package')).toEqual(['assets-package']);
    expect(types('wallet-flow-detail')).toEqual(['wallet-flow']);
    expect(types('me')).toEqual(['me-center', 'vip-center']);
  });

  it('draws the resume screens with the resume widgets (issue 7)', () => {
    const pages = defaultDesignPages(sites[0]);
    const types = (key: string) => pages.find((p) => p.page === key)!.nodes.map((n) => nodeSchema.parse(n).type);
    expect(types('resume-resume')).toEqual(['resume-editor']);
    expect(types('my-expect')).toEqual(['resume-editor']);
    expect(types('resume-preview')).toEqual(['resume-preview']);
    expect(types('resume-list')).toEqual(['resume-list']);
    // Recruiters keep resumes among favorites from the detail page.
    expect(types('resume-detail')).toEqual(['resume-detail', 'favorite-button']);
    // Layout rules of spec §2: no mobile header on the editor and the preview; the list kept alive.
    expect(pages.find((p) => p.page === 'resume-preview')!.meta?.header).toBe(false);
    expect(pages.find((p) => p.page === 'resume-list')!.meta?.keepAlive).toBe(true);
  });

  /**
   * The widgets are written with their own zod props schemas (src/widgets/<type>/schema.ts, exporting
   * <camelType>PropsSchema). tsc checks the defaults' prop types through server/modules/design/widget-props.ts;
   * what types cannot say (ranges, patterns, links) is checked here: every node must fit its widget's
   * schema, or the client would drop it.
   */
  it('fits the props schemas of the widgets, every node', async () => {
    const schemaOf = async (type: string): Promise<z.ZodType | undefined> => {
      const file = new URL(`../../../../src/widgets/${type}/schema.ts`, import.meta.url);
      if (!existsSync(file)) return undefined;
      const name = `${type.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase())}PropsSchema`;
      return ((await import(/* @vite-ignore */ file.href)) as Record<string, z.ZodType | undefined>)[name];
    };
    const schemas = new Map<string, z.ZodType | undefined>();
    for (const site of sites) {
      for (const page of defaultDesignPages(site)) {
        for (const n of allNodes(page.nodes)) {
          if (!schemas.has(n.type)) schemas.set(n.type, await schemaOf(n.type));
          const schema = schemas.get(n.type);
          expect(schema, `${page.page}/${n.id}: no props schema for widget ${n.type}`).toBeDefined();
          const parsed = schema!.safeParse(n.props ?? {});
          expect(parsed.success, `${site.variant}/${page.page}/${n.id}: ${parsed.success ? '' : JSON.stringify(parsed.error.issues)}`).toBe(true);
        }
      }
    }
    expect(schemas.size).toBeGreaterThan(50);
  });
});

describe('checkDesignPage', () => {
  const check = (body: unknown) => {
    const r = checkDesignPage(body, 'p', 't');
    return r.ok ? 'ok' : describeIssues(r.issues);
  };

  it('names the node and the field', () => {
    expect(check({ schemaVersion: 2, nodes: [{ id: 'a', type: 'image', link: { type: 'navigate', h5: 'javascript:alert(1)' } }] })).toBe(
      '节点 a 无效：链接地址不安全或格式无效（link.h5）',
    );
    expect(check({ schemaVersion: 2, nodes: [{ id: 'a', type: 'image', link: { type: 'teleport' } }] })).toMatch(/^节点 a 无效：link\.type 只能是 navigate、api/);
    expect(check({ schemaVersion: 2, nodes: [{ id: 'a', type: 'x', style: { bg: 'url(evil)' } }] })).toBe('节点 a 无效：颜色格式无效（style.bg）');
    expect(check({ schemaVersion: 2, nodes: [{ id: 'g', type: 'grid-nav', props: { items: [{ link: { type: 'navigate', h5: 'data:text/html,x' } }] } }] })).toBe(
      '节点 g 无效：链接地址不安全或格式无效（props.items[0].link.h5）',
    );
    expect(check({ schemaVersion: 2, nodes: [{ id: 'r', type: 'rich-text', props: { html: '<img src=x onerror="alert(1)">' } }] })).toBe(
      '节点 r 无效：props.html 含有不安全的内容：HTML 事件属性（on…=）',
    );
  });

  it('checks popups and refuses deep nesting', () => {
    expect(check({ schemaVersion: 2, nodes: [], popups: { share: [{ id: 'p1', type: 'Bad' }] } })).toMatch(/^节点 p1 无效/);
    let deep: Record<string, unknown> = { id: 'leaf', type: 'spacer' };
    for (let i = 0; i < 10; i++) deep = { id: `c${i}`, type: 'tabs-container', children: [deep] };
    expect(check({ schemaVersion: 2, nodes: [deep] })).toMatch(/嵌套超过/);
  });

  it('accepts an API link to user calls but not to admin calls', () => {
    expect(check({ schemaVersion: 2, nodes: [{ id: 'a', type: 'x', link: { type: 'api', api: '/api-user/userFavorites/save' } }] })).toBe('ok');
    expect(check({ schemaVersion: 2, nodes: [{ id: 'a', type: 'x', link: { type: 'api', api: '/api-admin/app/design/page/publish' } }] })).toBe(
      '节点 a 无效：API 路径无效（link.api）',
    );
  });
});
