/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanySummary } from '../../../../schemas/content';
import { CompanyList } from '../company-list';
import { companyListWidget } from '../index';
import { companyListPropsSchema } from '../schema';

import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';

afterEach(cleanup);


const company = (id: number, over: Partial<CompanySummary> = {}): CompanySummary => ({
  id,
  name: `云帆网络科技有限公司${id}`,
  shortName: '云帆科技',
  logo: '',
  industryName: '互联网',
  scale: '500-999人',
  nature: '民营',
  cityName: '杭州',
  verified: true,
  jobCount: 12,
  ...over,
});
const page = (list: CompanySummary[]) => ({ list, page: 1, limit: 6, total: list.length, done: true });

describe('company-list', () => {
  it('parses empty props to six companies of any kind', () => {
    expect(companyListWidget.type).toBe('company-list');
    expect(companyListPropsSchema.parse({})).toEqual({ title: '热门企业', limit: 6, verified: false });
  });

  it('rejects a zero or huge limit and an unsafe item link', () => {
    expect(companyListPropsSchema.safeParse({ limit: 0 }).success).toBe(false);
    expect(companyListPropsSchema.safeParse({ limit: 21 }).success).toBe(false);
    expect(companyListPropsSchema.safeParse({ itemLink: { type: 'navigate', h5: 'javascript:alert(1)' } }).success).toBe(false);
  });

  it('asks for verified companies and shows name, industry · scale · city, badge and job count', async () => {
    const api = withApi(() => page([company(1), company(2, { verified: false, jobCount: 0, name: '蓝海文化传媒有限公司', shortName: '蓝海传媒', scale: '', cityName: '上海', industryName: '文化传媒' })]));
    render(api.wrap(<CompanyList {...companyListPropsSchema.parse({ verified: true, limit: 2 })} />));
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('云帆网络科技有限公司1')).toBeTruthy();
    expect(api.calls).toEqual([['/api-user/common/company/find', { page: 1, limit: 2, verified: true }]]);
    expect(screen.queryByRole('status')).toBeNull();
    const [first, second] = screen.getAllByRole('link');
    expect(first!.textContent).toContain('互联网 · 500-999人 · 杭州');
    expect(first!.textContent).toContain('认证');
    expect(first!.textContent).toContain('12在招职位');
    expect(first!.textContent).toContain('云');
    expect(second!.textContent).toContain('文化传媒 · 上海');
    expect(second!.textContent).not.toContain('认证');
    expect(second!.textContent).toContain('暂无职位');
  });

  it('opens the company page on a tap, or runs the item link when set', async () => {
    const api = withApi(() => page([company(7)]));
    const host = fakeHost();
    const { unmount } = render(api.wrap(<CompanyList {...companyListPropsSchema.parse({})} host={host} />));
    fireEvent.click(await screen.findByRole('link', { name: '云帆网络科技有限公司7' }));
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/company/7' }, { item: company(7) });
    unmount();

    const itemLink = { type: 'navigate' as const, path: '/brand/channel', params: { id: '{{item.id}}' } };
    render(withApi(() => page([company(7)])).wrap(<CompanyList {...companyListPropsSchema.parse({ itemLink })} host={host} />));
    fireEvent.click(await screen.findByRole('link', { name: '云帆网络科技有限公司7' }));
    expect(host.runLink).toHaveBeenLastCalledWith(itemLink, { item: company(7) });
  });

  it('shows an empty state when there are no companies', async () => {
    render(withApi(() => page([])).wrap(<CompanyList {...companyListPropsSchema.parse({})} />));
    expect(await screen.findByText('暂无企业')).toBeTruthy();
  });

  it('shows an error state when the call fails or the answer breaks the contract', async () => {
    render(withApi(() => Promise.reject(new Error('网络不给力~'))).wrap(<CompanyList {...companyListPropsSchema.parse({})} />));
    expect(await screen.findByText('企业加载失败')).toBeTruthy();
    cleanup();
    render(withApi(() => ({ list: [{ id: 'x' }], page: 1 })).wrap(<CompanyList {...companyListPropsSchema.parse({})} />));
    expect(await screen.findByText('企业加载失败')).toBeTruthy();
  });
});
