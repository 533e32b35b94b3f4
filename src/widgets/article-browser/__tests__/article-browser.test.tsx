/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answerFixture } from '../../../../.storybook/fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { ArticleBrowser } from '../article-browser';
import { articleBrowserPropsSchema } from '../schema';

afterEach(cleanup);

const fixtures = (path: string, data: unknown) => answerFixture(path, data as Record<string, unknown>);
const finds = (calls: [string, unknown][]) => calls.filter(([p]) => p === '/api-user/article/find').map(([, d]) => d);

describe('article-browser', () => {
  it('lists articles; the kind tabs and category chips ask again; a tap opens the article', async () => {
    const api = withApi(fixtures);
    const host = fakeHost();
    render(api.wrap(<ArticleBrowser {...articleBrowserPropsSchema.parse({})} host={host} />));
    const items = await screen.findAllByRole('link');
    expect(items.length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: '全部' }).getAttribute('aria-selected')).toBe('true');
    expect(finds(api.calls)[0]).toEqual({ limit: 15, page: 1 });

    fireEvent.click(screen.getByRole('tab', { name: '通知公告' }));
    await waitFor(() => expect(finds(api.calls).at(-1)).toEqual({ limit: 15, kind: 'notice', page: 1 }));
    expect(screen.getByRole('tab', { name: '通知公告' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(await screen.findByRole('button', { name: /求职指南/ }));
    await waitFor(() => expect(finds(api.calls).at(-1)).toEqual({ limit: 15, kind: 'notice', category: '求职指南', page: 1 }));

    const first = (await screen.findAllByRole('link'))[0]!;
    fireEvent.click(first);
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: expect.stringMatching(/^\/article\/\d+$/) });
  });

  it('a fixed kind shows no kind tabs and asks only for it; chips can be turned off', async () => {
    const api = withApi(fixtures);
    render(api.wrap(<ArticleBrowser {...articleBrowserPropsSchema.parse({ kind: 'news', categories: false })} />));
    await screen.findAllByRole('link');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button', { name: /求职指南/ })).toBeNull();
    expect(finds(api.calls)).toEqual([{ limit: 15, kind: 'news', page: 1 }]);
    expect(api.calls.map(([p]) => p)).not.toContain('/api-user/article/categoryFind');
  });

  it('says when there are no articles', async () => {
    render(withApi((path) => (path === '/api-user/article/find' ? { list: [], page: 1, limit: 15, total: 0, done: true } : { list: [] })).wrap(<ArticleBrowser {...articleBrowserPropsSchema.parse({})} />));
    expect(await screen.findByText('暂无文章')).toBeTruthy();
  });
});
