/** @vitest-environment jsdom */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withApi } from '../../../../tests/helpers/widget-runtime';
import { ApiRequestError } from '../../../runtime/api/client';
import { CODE_NET_CONNECTION_RESET } from '../../../runtime/constants';
import { ArticleDetailView } from '../article-detail';
import { articleDetailPropsSchema } from '../schema';

afterEach(cleanup);

const article = {
  id: 3,
  kind: 'notice',
  category: '平台公告',
  title: '端午节客服时间调整',
  summary: '',
  cover: '',
  views: 12_345,
  publishedAt: new Date().toISOString(),
  content: '<h2>调整说明</h2><p onclick="alert(1)">正文</p><script>alert(2)</script><img src="x" onerror="alert(3)">',
};

const view = (props: Partial<{ id: number; showViews: boolean }> = {}) => <ArticleDetailView {...articleDetailPropsSchema.parse({ id: 3, ...props })} />;

describe('article-detail', () => {
  it('shows the title, the kind and category, the views and the rich text, asking for the article by its id', async () => {
    const { wrap, calls } = withApi(() => article);
    render(wrap(view()));
    expect(await screen.findByRole('heading', { level: 1, name: '端午节客服时间调整' })).toBeTruthy();
    expect(screen.getByText('平台公告')).toBeTruthy();
    expect(screen.getByText('通知公告')).toBeTruthy();
    expect(screen.getByText('1.2万 阅读')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '调整说明' })).toBeTruthy();
    expect(calls).toContainEqual(['/api-user/article/get', { id: 3 }]);
  });

  it('renders the rich text without scripts or handlers', async () => {
    const { wrap } = withApi(() => article);
    render(wrap(view()));
    const body = await screen.findByText('正文');
    expect(body.getAttribute('onclick')).toBeNull();
    const root = screen.getByTestId('article-detail');
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('hides the view count when the designer turns it off', async () => {
    const { wrap } = withApi(() => article);
    render(wrap(view({ showViews: false })));
    await screen.findByText('正文');
    expect(screen.queryByText(/阅读$/)).toBeNull();
  });

  it('says the article is gone when the server answers not found, and could not be loaded when it was not reached', async () => {
    render(
      withApi(() => {
        throw new ApiRequestError(404, '文章不存在');
      }).wrap(view()),
    );
    expect(await screen.findByText('文章不存在或已删除')).toBeTruthy();
    cleanup();
    render(
      withApi(() => {
        throw new ApiRequestError(CODE_NET_CONNECTION_RESET, 'fail:time out');
      }).wrap(view()),
    );
    expect(await screen.findByText('文章加载失败')).toBeTruthy();
    expect(screen.getByText('请检查网络后重试')).toBeTruthy();
  });
});
