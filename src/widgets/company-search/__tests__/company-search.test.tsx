/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanySummary } from '../../../../schemas/content';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import type { PopupManager } from '../../../runtime/popups/manager';
import { PopupProvider } from '../../../runtime/popups/host';
import { CompanySearch } from '../company-search';
import { companySearchPropsSchema } from '../schema';

afterEach(cleanup);

const company = (id: number, name: string, verified: boolean): CompanySummary => ({ id, name, shortName: name.slice(0, 2), logo: '', industryName: '互联网/IT', scale: '100-499人', nature: '民营', cityName: '杭州', verified, jobCount: 3 });
const all = [company(1, '云帆科技有限公司', true), company(2, '星河数据有限公司', false)];

function answer(path: string, data: unknown) {
  const body = data as { keyword?: string; verified?: boolean; industryId?: number };
  if (path === '/api-user/common/industry/filterGet') return { list: [{ id: 1, pid: 0, name: '互联网/IT' }, { id: 2, pid: 0, name: '金融' }] };
  const list = all.filter((c) => (!body.keyword || c.name.includes(body.keyword)) && (!body.verified || c.verified) && body.industryId !== 2);
  return { list, page: 1, limit: 20, total: list.length, done: true };
}
const finds = (calls: [string, unknown][]) => calls.filter(([p]) => p === '/api-user/common/company/find').map(([, d]) => d);

function setup(props: Record<string, unknown> = {}) {
  const api = withApi(answer);
  const host = fakeHost();
  const popups = { open: vi.fn() } as unknown as PopupManager;
  render(api.wrap(<PopupProvider manager={popups}><CompanySearch {...companySearchPropsSchema.parse(props)} host={host} /></PopupProvider>));
  return { api, host };
}

describe('company-search', () => {
  it('lists companies, searches by name, filters by industry tab, and opens a tapped company', async () => {
    const { api, host } = setup();
    expect(await screen.findByRole('link', { name: '星河数据有限公司' })).toBeTruthy();
    const box = screen.getByPlaceholderText('搜索公司名称');
    fireEvent.change(box, { target: { value: '云帆' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(finds(api.calls).at(-1)).toEqual({ limit: 20, keyword: '云帆', page: 1 }));
    const found = await screen.findByRole('link', { name: '云帆科技有限公司' });
    expect(screen.queryByRole('link', { name: '星河数据有限公司' })).toBeNull();
    fireEvent.click(found);
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/company/1' });

    fireEvent.click(await screen.findByRole('tab', { name: '金融' }));
    expect(await screen.findByText('暂无符合条件的企业')).toBeTruthy();
    expect(finds(api.calls).at(-1)).toEqual({ limit: 20, keyword: '云帆', industryId: 2, page: 1 });
  });

  it('the brand channel asks only for verified companies, and can hide the search box and filters', async () => {
    const { api } = setup({ verifiedOnly: true, placeholder: '', filters: false });
    expect(await screen.findByRole('link', { name: '云帆科技有限公司' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '星河数据有限公司' })).toBeNull();
    expect(finds(api.calls)).toEqual([{ limit: 20, verified: true, page: 1 }]);
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(api.calls.map(([p]) => p)).not.toContain('/api-user/common/industry/filterGet');
  });
});
