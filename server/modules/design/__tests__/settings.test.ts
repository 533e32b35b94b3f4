import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSettingSchema, tabbarSchema } from '../../../../schemas/design';
import { startTestServer, type TestServer } from '../../../../tests/helpers/test-server';
import { CODE_BAD_REQUEST } from '../../../constants';

let s: TestServer;
let op: string;

beforeAll(async () => {
  s = await startTestServer();
  const r = await s.call('/api-admin/auth/login', { account: 'admin', password: 'demo1234' }, { encrypt: true, headers: { 'x-forwarded-for': '10.7.0.1' } });
  op = r.body.data.access_token;
});
afterAll(() => s.close());

const admin = (path: string, body: unknown = {}, agent = 'demo') => s.call(`/api-admin/app/${path}`, body, { token: op, agent });
const settingGet = (body: Record<string, unknown> = {}, agent = 'demo') => s.call('/api-auth/app/settingGet', body, { agent });

describe('serviceGet', () => {
  it("answers the site's customer service (hotline, hours, QR codes), each tenant its own, and a change at once", async () => {
    const call = (agent = 'demo') => s.call('/api-auth/app/serviceGet', {}, { agent });
    const r = await call();
    expect(r.body).toMatchObject({ code: 200, data: { phone: '400-800-1234', wechatQrGzg: '', wechatQrXcx: '' } });
    const alias = await s.call('/v1/t0/systemAppServiceGet', {}, { agent: 'demo' });
    expect(alias.body.data).toEqual(r.body.data);
    const other = (await call('demo2')).body.data;
    expect((await admin('settingUpdate', { customerServicePhone: '0571-88886666' })).body.code).toBe(200);
    expect((await call()).body.data.phone).toBe('0571-88886666');
    expect((await call('demo2')).body.data).toEqual(other);
    expect((await admin('settingUpdate', { customerServicePhone: '400-800-1234' })).body.code).toBe(200);
    expect((await s.call('/api-auth/app/serviceGet', 'x', { agent: 'demo' })).status).toBeGreaterThanOrEqual(400);
  });
});

describe('settingGet', () => {
  it('answers the whole app setting with tab bars for roles 0, 1 and 3', async () => {
    const r = await settingGet({ design: true });
    expect(r.body.code).toBe(200);
    const setting = appSettingSchema.parse(r.body.data);
    expect(setting.appName).toBe('才聚招聘');
    expect(Object.keys(setting.pageTabbar).sort()).toEqual(['role0', 'role1', 'role3']);
    expect(setting.pageTabbar.role0!.opt.list.map((i) => [i.text, i.link.h5])).toEqual([
      ['首页', '/'],
      ['职位', '/job'],
      ['消息', '/message'],
      ['我的', '/me'],
    ]);
    expect(setting.pageTabbar.role1!.opt.list.map((i) => i.text)).toEqual(['首页', '简历', '消息', '我的']);
    expect(setting.pageTabbar.role0!.opt.list[2]).toMatchObject({ infoType: 2, infoKey: 'unread' });
    expect(setting.design.pageStyle?.primaryColor).toBe('#1677ff');
    const other = appSettingSchema.parse((await settingGet({}, 'demo2')).body.data);
    expect(other.appName).toBe('海纳招聘');
    expect(other.design.pageStyle?.primaryColor).not.toBe(setting.design.pageStyle?.primaryColor);
  });

  it('answers unchanged for the current updatedAt and the setting after a save', async () => {
    const first = (await settingGet()).body.data;
    expect((await settingGet({ updatedAt: first.updatedAt })).body.data).toEqual({ unchanged: true, updatedAt: first.updatedAt });
    const saved = await admin('settingUpdate', { customerServiceWork: '每天 8:00-20:00' });
    expect(saved.body.code, saved.body.msg).toBe(200);
    const next = await settingGet({ updatedAt: first.updatedAt });
    expect(next.body.data.customerServiceWork).toBe('每天 8:00-20:00');
    expect(next.body.data.updatedAt).not.toBe(first.updatedAt);
    expect(next.body.data.updatedAt).toBe(saved.body.data.updatedAt);
  });
});

describe('admin settings', () => {
  it('config/get and config/save edit the site identity, validated', async () => {
    const got = await admin('config/get');
    expect(got.body.data.appName).toBe('才聚招聘');
    const saved = await admin('config/save', { appName: '才聚招聘网', titlePrefix: '才聚 | ', indexPath: '/job' });
    expect(saved.body.data).toMatchObject({ appName: '才聚招聘网', titlePrefix: '才聚 | ', indexPath: '/job' });
    expect((await s.call('/api-auth/app/config', {})).body.data.appName).toBe('才聚招聘网');
    expect((await admin('config/save', { appName: '' })).body).toMatchObject({ code: CODE_BAD_REQUEST, msg: '站点名称不能为空' });
    expect((await admin('config/save', { appName: 'x', indexPath: 'https://evil.example' })).body.msg).toBe('首页跳转路径必须是以 / 开头的站内路径');
    expect((await admin('config/save', { appName: 'x', logo: 'javascript:alert(1)' })).body.code).toBe(CODE_BAD_REQUEST);
    await admin('config/save', { appName: '才聚招聘', indexPath: '' });
  });

  it('settingGet answers the setting; settingUpdate merges tab bars by role', async () => {
    const before = (await admin('settingGet')).body.data;
    const opt = { ...before.pageTabbar.role1.opt, activeColor: '#ff3141' };
    const r = await admin('settingUpdate', { pageTabbar: { role1: { opt } } });
    expect(r.body.code, r.body.msg).toBe(200);
    expect(r.body.data.pageTabbar.role1.opt.activeColor).toBe('#ff3141');
    expect(r.body.data.pageTabbar.role0).toEqual(before.pageTabbar.role0);
    expect((await admin('settingUpdate', { design: { pageStyle: { bgColor: 'red; background:url(x)' } } })).body).toMatchObject({
      code: CODE_BAD_REQUEST,
      msg: '颜色格式无效',
    });
  });

  it('tabs and tabbar read and save one role, validated', async () => {
    const tabs = (await admin('tabs')).body.data;
    expect(Object.keys(tabs.pageTabbar).sort()).toEqual(['role0', 'role1', 'role3']);
    const opt = tabbarSchema.parse({ type: 1, list: [{ text: '首页', link: { h5: '/' } }, { text: '公司', link: { h5: '/company' }, icon: 'ShopbagOutline' }, { text: '我的', link: { h5: '/me' } }] });
    const saved = await admin('tabbar', { role: 'role3', opt });
    expect(saved.body.code, saved.body.msg).toBe(200);
    expect(saved.body.data.pageTabbar.role3.opt.list).toHaveLength(3);
    const user = (await settingGet()).body.data;
    expect(user.pageTabbar.role3.opt.type).toBe(1);
    expect(user.updatedAt).toBe(saved.body.data.updatedAt);
    expect((await admin('tabbar', { role: 2, opt })).body.msg).toBe('角色只能是 0、1、3');
    expect((await admin('tabbar', { role: 0, opt: { ...opt, list: [{ text: 'x', link: { h5: 'javascript:alert(1)' } }] } })).body.msg).toBe('标签链接只能是站内路径或 http(s) 地址');
    expect((await admin('tabbar', { role: 0, opt: { ...opt, list: Array(8).fill(opt.list[0]) } })).body.code).toBe(CODE_BAD_REQUEST);
  });

  it('theme reads and saves the page style', async () => {
    expect((await admin('theme')).body.data.pageStyle.primaryColor).toBe('#1677ff');
    const saved = await admin('theme', { pageStyle: { primaryColor: '#00b578', bgImage: '/static/design/bg.png' } });
    expect(saved.body.data.pageStyle).toEqual({ primaryColor: '#00b578', bgImage: '/static/design/bg.png' });
    expect((await settingGet()).body.data.design.pageStyle.primaryColor).toBe('#00b578');
    expect((await admin('theme', { pageStyle: { bgImage: 'javascript:alert(1)' } })).body.msg).toBe('图片地址无效');
  });

  it('product/get answers the product and terminal types', async () => {
    const r = await admin('product/get');
    expect(r.body.data.productTypes['1']).toBeTruthy();
    expect(r.body.data.terminalTypes['41']).toBeTruthy();
  });
});

describe('global design', () => {
  it('designGet answers footer, theme and tooltip, and unchanged for the current updatedAt', async () => {
    const r = await s.call('/api-auth/app/designGet', {});
    expect(r.body.data.footer.text).toContain('才聚招聘');
    expect(r.body.data.footer.links.map((l: any) => l.text)).toEqual(['用户协议', '帮助中心']);
    const again = await s.call('/api-auth/app/designGet', { updatedAt: r.body.data.updatedAt });
    expect(again.body.data).toEqual({ unchanged: true, updatedAt: r.body.data.updatedAt });
    expect((await s.call('/api-auth/app/designGet', {}, { agent: 'demo2' })).body.data.footer.text).toContain('海纳招聘');
  });

  it('design/save, design/footer and floatTooltip save their part and bump updatedAt', async () => {
    const before = (await admin('design/get')).body.data;
    const saved = await admin('design/save', { theme: { primary: '#ff8f1f' } });
    expect(saved.body.data.theme).toEqual({ primary: '#ff8f1f' });
    expect(saved.body.data.footer).toEqual(before.footer);
    expect(saved.body.data.updatedAt).not.toBe(before.updatedAt);

    const footer = { show: true, text: '© 才聚', links: [{ text: '关于', link: { type: 'navigate', path: '/help' } }] };
    expect((await admin('design/footer')).body.data.footer).toEqual(before.footer);
    const f = await admin('design/footer', { footer });
    expect(f.body.data.footer).toEqual(footer);
    expect((await admin('design/footer', { footer: { ...footer, links: [{ text: '坏', link: { type: 'navigate', h5: 'javascript:x' } }] } })).body.code).toBe(CODE_BAD_REQUEST);

    const tip = { list: [{ id: 'a', text: '去看直播', link: { type: 'navigate', path: '/live' }, pages: ['home'] }, { id: 'b', text: '全站提示' }] };
    const t = await admin('floatTooltip', { tooltip: tip });
    expect(t.body.data.list).toHaveLength(2);
    const home = await s.call('/api-auth/app/designTooltipGet', { page: 'home' });
    expect(home.body.data.list.map((i: any) => i.id)).toEqual(['a', 'b']);
    const help = await s.call('/api-auth/app/designTooltipGet', { page: 'help' });
    expect(help.body.data.list.map((i: any) => i.id)).toEqual(['b']);
    expect((await s.call('/api-auth/app/designTooltipGet', { updatedAt: help.body.data.updatedAt })).body.data.unchanged).toBe(true);
    expect((await admin('floatTooltip')).body.data.list).toHaveLength(2);
  });
});
