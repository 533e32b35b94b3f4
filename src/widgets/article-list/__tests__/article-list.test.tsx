/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ArticleSummary } from '../../../../schemas/content';
import { ArticleList } from '../article-list';
import { compactCount } from '../../../runtime/format';
import { articleListWidget } from '../index';
import { articleListPropsSchema } from '../schema';

import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';

afterEach(cleanup);


const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const article = (id: number, over: Partial<ArticleSummary> = {}): ArticleSummary => ({
  id,
  kind: 'news',
  category: '求职指南',
  title: `春招求职指南第${id}期`,
  summary: '',
  cover: '',
  views: 12_840,
  publishedAt: hoursAgo(3),
  ...over,
});
const page = (list: ArticleSummary[]) => ({ list, page: 1, limit: 5, total: list.length, done: true });

describe('article-list', () => {
  it('parses empty props to five articles of both kinds', () => {
    expect(articleListWidget.type).toBe('article-list');
    expect(articleListPropsSchema.parse({})).toEqual({ title: '最新资讯', limit: 5 });
  });

  it('rejects an unknown kind and a bad limit', () => {
    expect(articleListPropsSchema.safeParse({ kind: 'blog' }).success).toBe(false);
    expect(articleListPropsSchema.safeParse({ limit: 2.5 }).success).toBe(false);
  });

  it('asks for the kind and shows title, category, relative time and views', async () => {
    const api = withApi(() => page([article(1), article(2, { kind: 'notice', category: '平台公告', views: 98, publishedAt: hoursAgo(50), cover: 'https://cdn.example.com/c.jpg' })]));
    render(api.wrap(<ArticleList {...articleListPropsSchema.parse({ kind: 'notice', limit: 2 })} />));
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('春招求职指南第1期')).toBeTruthy();
    expect(api.calls).toEqual([['/api-user/article/find', { page: 1, limit: 2, kind: 'notice' }]]);
    const [first, second] = screen.getAllByRole('link');
    expect(first!.textContent).toContain('求职指南');
    expect(first!.textContent).toContain('3小时前');
    expect(first!.textContent).toContain('1.3万 阅读');
    expect(second!.textContent).toContain('平台公告');
    expect(second!.textContent).toContain('2天前');
    expect(second!.textContent).toContain('98 阅读');
    expect(second!.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/c.jpg');
    expect(first!.querySelector('img')).toBeNull();
  });

  it('opens the article on a tap', async () => {
    const host = fakeHost();
    const a = article(9);
    render(withApi(() => page([a])).wrap(<ArticleList {...articleListPropsSchema.parse({})} host={host} />));
    fireEvent.click(await screen.findByRole('link', { name: '春招求职指南第9期' }));
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/article/9' }, { item: a });
  });

  it('shows an empty state, and an error state when the call fails', async () => {
    render(withApi(() => page([])).wrap(<ArticleList {...articleListPropsSchema.parse({})} />));
    expect(await screen.findByText('暂无资讯')).toBeTruthy();
    cleanup();
    render(withApi(() => Promise.reject(new Error('fail'))).wrap(<ArticleList {...articleListPropsSchema.parse({})} />));
    expect(await screen.findByText('资讯加载失败')).toBeTruthy();
  });

  it('shows counts the way Chinese apps do', () => {
    expect([compactCount(986), compactCount(10_000), compactCount(12_840), compactCount(1_234_567)]).toEqual(['986', '1万', '1.3万', '123万']);
  });
});
