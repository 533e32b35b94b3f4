import { type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import type { JobFieldsInput } from '../../../schemas/job-manage';
import { fakesUrl } from '../fakes';
import { protocolClient } from './protocol';

/**
 * Accounts of a spec's own, made through the API as a user makes them (SMS code login
 * creates the account, then the register calls), so a spec never leans on the demo users'
 * state or on what another spec did before it: any spec passes alone and in any order.
 */

export const e2eBase = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;

let seq = 0;
/** A mobile number no other account of this run has (139 + 8 random digits, a counter against repeats). */
export function freshMobile(): string {
  seq += 1;
  const n = (Math.floor(Math.random() * 1e8) + seq * 7_919) % 1e8;
  return `139${String(n).padStart(8, '0')}`;
}

/** The code the fake SMS gateway last sent to `mobile`. */
export async function smsCode(mobile: string): Promise<string> {
  const r = await fetch(fakesUrl(`/sms/last?mobile=${mobile}`));
  return ((await r.json()) as { code: string }).code;
}

export type Api = Awaited<ReturnType<typeof protocolClient>>;

export interface Account {
  mobile: string;
  /** Password logins work too (the account has this password). */
  password: string;
  /** The protocol client, logged in as this account. */
  api: Api;
  token: string;
  /** The user id (user/infoGet). */
  id: number;
  name: string;
}

/** A new account: code login through the fake SMS gateway, then a password. */
export async function newAccount(opts: { base?: string; agentKey?: string; mobile?: string; password?: string } = {}): Promise<Omit<Account, 'name'>> {
  const base = opts.base ?? e2eBase;
  const mobile = opts.mobile ?? freshMobile();
  const password = opts.password ?? 'demo1234';
  const api = await protocolClient(base, opts.agentKey);
  await api.call('/api-auth/user/loginCode', { mobile }, { encrypt: true });
  const token = await api.loginByCode(mobile, await smsCode(mobile));
  await api.call('/api-user/user/account/pwdUpdate', { password }, { encrypt: true });
  const { id } = await api.call<{ id: number }>('/api-user/user/infoGet', { init: true });
  return { mobile, password, api, token, id };
}

/** A new job seeker with the basic facts filled in (name, gender, birthday, degree). */
export async function newSeeker(opts: { base?: string; agentKey?: string; name?: string } = {}): Promise<Account> {
  const account = await newAccount(opts);
  const name = opts.name ?? '林晓';
  await account.api.call('/api-user/register/infoSave', { name, gender: 2, birthday: '1998-03-01', degree: '本科' });
  return { ...account, name };
}

export interface Recruiter extends Account {
  /** The company this recruiter registered (and owns). */
  companyName: string;
}

/** A new recruiter who registered a company of their own (a unique name unless given). */
export async function newRecruiter(opts: { base?: string; name?: string; company?: string; position?: string } = {}): Promise<Recruiter> {
  const account = await newAccount(opts);
  const name = opts.name ?? '许清';
  const companyName = opts.company ?? `青禾数据${account.mobile.slice(-6)}有限公司`;
  await account.api.call('/api-user/register/hrInfoSave', { name, position: opts.position ?? '人事经理', companyName });
  return { ...account, name, companyName };
}

/**
 * An online resume complete enough for the apply gate (base info, one expectation, one job,
 * one school), so `seeker` can apply with 在线简历.
 */
export async function withResume(seeker: Account): Promise<void> {
  const save = (key: string, data: Record<string, unknown>) => seeker.api.call('/api-user/resume/save', { key, data });
  await save('base', { name: seeker.name, gender: 2, birthday: '1998-03-01', degree: '本科', jobStatus: 1, workingDate: '2020-07', graduation: '2020-06', phone: seeker.mobile, email: 'seeker@example.com', cityCode: '330100' });
  await save('expect', { jobType: 1, positionId: 10101, areaCode: '330100', industryId: 0, salaryMin: 12000, salaryMax: 20000, salaryUnit: 1 });
  await save('work', { company: '杭州云栖网络科技有限公司', title: 'Java开发工程师', start: '2020-07', end: '', description: '负责订单系统的后端开发与维护。' });
  await save('education', { school: '浙江工业大学', major: '软件工程', degree: '本科', start: '2016-09', end: '2020-06' });
}

let jobSeq = 0;
/** An open job of the recruiter's company (as the job editor posts it), the title unique unless given. */
export async function newJob(recruiter: Recruiter, fields: Partial<JobFieldsInput> = {}): Promise<{ id: number; title: string }> {
  jobSeq += 1;
  const title = fields.title ?? `后端开发工程师${recruiter.mobile.slice(-4)}${jobSeq}`;
  const data: JobFieldsInput = {
    salaryMin: 12000,
    salaryMax: 20000,
    salaryUnit: 1,
    provinceCode: '330000',
    cityCode: '330100',
    districtCode: '330106',
    address: '文三路 90 号东部软件园 3 号楼',
    lat: 30.2766,
    lng: 120.1216,
    industryId: 101,
    positionId: 10101,
    experience: '3-5年',
    degree: '本科',
    jobType: 1,
    tags: ['五险一金'],
    description: '负责业务系统的设计与开发，参与核心链路的性能优化。',
    ...fields,
    title,
  };
  const saved = await recruiter.api.call<{ list: { id: number }[] }>('/api-user/job/saveMany', { list: [{ data }] });
  return { id: saved.list[0]!.id, title };
}

export interface PhoneOptions {
  base?: string;
  /** The context is added here, for the spec's afterEach to close. */
  contexts?: BrowserContext[];
  /** More of the context's options (timezoneId, permissions, …). */
  context?: BrowserContextOptions;
}

/**
 * A phone (375x812, touch) holding `token` as its stored login, as a login leaves it. The
 * context is added to `contexts` when given, for the spec's afterEach to close.
 */
export async function phoneWith(browser: Browser, token: string, opts: PhoneOptions = {}): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, baseURL: opts.base ?? e2eBase, ...opts.context });
  opts.contexts?.push(ctx);
  await ctx.addInitScript((t) => {
    if (!localStorage.getItem('authorization-um-mobile')) localStorage.setItem('authorization-um-mobile', JSON.stringify({ v: t, e: Date.now() + 86_400_000 }));
  }, token);
  return ctx.newPage();
}

/**
 * A phone of its own (375x812, touch) logged in as `account`, left on the home page once the
 * app has restored the stored login (user/infoGet answered), as a password login leaves it: the
 * next page the test opens does not wait for the app's first load on a cold context.
 */
export async function phoneLoggedIn(browser: Browser, account: Pick<Account, 'token'>, opts: PhoneOptions = {}): Promise<Page> {
  const page = await phoneWith(browser, account.token, opts);
  const restored = page.waitForResponse((r) => r.url().endsWith('/api-user/user/infoGet') && r.ok(), { timeout: 30_000 });
  await page.goto('/');
  await restored;
  return page;
}
