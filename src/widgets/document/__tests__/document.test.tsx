/** @vitest-environment jsdom */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withApi } from '../../../../tests/helpers/widget-runtime';
import { DocumentView } from '../document';
import { documentPropsSchema } from '../schema';

afterEach(cleanup);

const agreement = { key: 'agreement', title: '用户协议', content: '<h3>一、总则</h3><p>欢迎使用本平台。</p><img src="x" onerror="window.hacked = 1"><script>window.hacked = 2</script>', updatedAt: '2026-03-01T08:00:00.000Z' };

describe('document', () => {
  it('asks for the set document and shows its title, date and text, without scripts', async () => {
    const api = withApi(() => agreement);
    const { container } = render(api.wrap(<DocumentView {...documentPropsSchema.parse({ docKey: 'agreement' })} />));
    expect(await screen.findByRole('heading', { name: '用户协议' })).toBeTruthy();
    expect(api.calls).toEqual([['/api-user/common/document/get', { key: 'agreement' }]]);
    expect(screen.getByText('更新于 2026-03-01')).toBeTruthy();
    expect(screen.getByText('欢迎使用本平台。')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });

  it('hides the title when told to, and the date when there is none', async () => {
    render(withApi(() => ({ ...agreement, updatedAt: null })).wrap(<DocumentView {...documentPropsSchema.parse({ showTitle: false })} />));
    expect(await screen.findByText('欢迎使用本平台。')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '用户协议' })).toBeNull();
    expect(screen.queryByText(/更新于/)).toBeNull();
  });

  it('says when the document could not load', async () => {
    render(withApi(() => Promise.reject(new Error('down'))).wrap(<DocumentView {...documentPropsSchema.parse({})} />));
    expect(await screen.findByText('内容加载失败')).toBeTruthy();
  });

  it('takes only a document key of lowercase words', () => {
    expect(documentPropsSchema.safeParse({ docKey: '../secrets' }).success).toBe(false);
  });
});
