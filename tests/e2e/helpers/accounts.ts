import { type Browser, type BrowserContext, type Page } from '@playwright/test';
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
export async function newAccount(opts: { base?: string; mobile?: string; password?: string } = {}): Promise<Omit<Account, 'name'>> {
  const base = opts.base ?? e2eBase;
  const mobile = opts.mobile ?? freshMobile();
  const password = opts.password ?? 'demo1234';
  const api = await protocolClient(base);
  await api.call('/api-auth/user/loginCode', { mobile }, { encrypt: true });
  const token = await api.loginByCode(mobile, await smsCode(mobile));
  await api.call('/api-user/user/account/pwdUpdate', { password }, { encrypt: true });
  const { id } = await api.call<{ id: number }>('/api-user/user/infoGet', { init: true });
  return { mobile, password, api, token, id };
}

/** A new job seeker with the basic facts filled in (name, gender, birthday, degree). */
export async function newSeeker(opts: { base?: string; name?: string } = {}): Promise<Account> {
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
 * A phone (375x812, touch) holding `token` as its stored login, as a login leaves it. The
 * context is added to `contexts` when given, for the spec's afterEach to close.
 */
export async function phoneWith(browser: Browser, token: string, opts: { base?: string; contexts?: BrowserContext[] } = {}): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, baseURL: opts.base ?? e2eBase });
  opts.contexts?.push(ctx);
  await ctx.addInitScript((t) => {
    if (!localStorage.getItem('authorization-um-mobile')) localStorage.setItem('authorization-um-mobile', JSON.stringify({ v: t, e: Date.now() + 86_400_000 }));
  }, token);
  return ctx.newPage();
}
