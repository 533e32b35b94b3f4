/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CompanySummary } from '../../../../schemas/content';
import { storyUser } from '../../../../.storybook/fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { shieldListPropsSchema } from '../schema';
import { ShieldList } from '../shield-list';

afterEach(cleanup);

const company = (id: number, name: string): CompanySummary => ({ id, name, shortName: name.slice(0, 2), logo: '', industryName: '互联网/IT', scale: '100-499人', nature: '民营', cityName: '杭州', verified: true, jobCount: 3 });
const companies = [company(1, '云帆科技有限公司'), company(2, '云图数据有限公司')];

/** A server that keeps the shielded companies, as the real one does. */
function server() {
  const shielded = new Map<number, string>([[2, '云图数据有限公司']]);
  return (path: string, data: unknown) => {
    const body = data as { ids?: number[]; keyword?: string };
    if (path === '/api-user/user/shieldFind') return { list: [...shielded].map(([id, name]) => ({ id, name, logo: '', createdAt: '2026-01-01T00:00:00.000Z' })), total: shielded.size };
    if (path === '/api-user/common/company/find') {
      const list = companies.filter((c) => c.name.includes(body.keyword ?? ''));
      return { list, page: 1, limit: 10, total: list.length, done: true };
    }
    if (path === '/api-user/user/shieldSave') for (const id of body.ids ?? []) shielded.set(id, companies.find((c) => c.id === id)!.name);
    if (path === '/api-user/user/shieldDelete') for (const id of body.ids ?? []) shielded.delete(id);
    return null;
  };
}

function setup(answer = server()) {
  const api = withApi(answer);
  api.rt.session.update(storyUser);
  render(api.wrap(<ShieldList {...shieldListPropsSchema.parse({})} host={fakeHost()} />));
  return api;
}

const search = (text: string) => {
  const box = screen.getByPlaceholderText('输入公司名称搜索');
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

describe('shield-list', () => {
  it('finds a company by name and shields it; one already shielded says so', async () => {
    const api = setup();
    expect(await screen.findByText('已屏蔽的公司（1）')).toBeTruthy();
    search('云');
    const found = await screen.findByText('云帆科技有限公司');
    const row = found.closest('.adm-list-item') as HTMLElement;
    const other = (await screen.findAllByText('云图数据有限公司')).map((e) => e.closest('.adm-list-item') as HTMLElement);
    expect(other.some((r) => within(r).queryByText('已屏蔽'))).toBe(true);
    fireEvent.click(within(row).getByRole('button', { name: '屏蔽' }));
    expect(await screen.findByText('已屏蔽的公司（2）')).toBeTruthy();
    expect(api.calls).toContainEqual(['/api-user/user/shieldSave', { ids: [1] }]);
    await waitFor(() => expect(within(row).getByText('已屏蔽')).toBeTruthy());
  });

  it('取消屏蔽 takes a company off the list', async () => {
    const api = setup();
    fireEvent.click(await screen.findByRole('button', { name: '取消屏蔽' }));
    expect(await screen.findByText('还没有屏蔽的公司')).toBeTruthy();
    expect(screen.getByText('已屏蔽的公司（0）')).toBeTruthy();
    expect(api.calls).toContainEqual(['/api-user/user/shieldDelete', { ids: [2] }]);
  });

  it('says when no company matches the search', async () => {
    setup();
    search('宇宙');
    expect(await screen.findByText('没有找到相关公司')).toBeTruthy();
  });

  it('asks a visitor to log in', () => {
    const host = fakeHost();
    render(withApi(() => undefined).wrap(<ShieldList {...shieldListPropsSchema.parse({})} host={host} />));
    fireEvent.click(screen.getByText('登录后设置屏蔽'));
    expect(host.runLink).toHaveBeenCalled();
  });
});
