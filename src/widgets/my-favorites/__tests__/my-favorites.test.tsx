/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { answerRecruitFixture, storyRecruiter } from '../../../../.storybook/fixtures-recruit';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { PopupProvider, type PopupManager } from '../../../runtime/popups';
import { MyFavorites } from '../my-favorites';
import { myFavoritesWidget } from '../index';

afterEach(cleanup);

function setup(user = storyUser, open = vi.fn(async () => ({ confirmed: false }))) {
  const api = withApi((path, data) => (path === '/api-user/privateGroup/save' ? { id: 3, type: 'job', name: '新组', sort: 3, count: 1 } : answerRecruitFixture(path, data as Record<string, unknown>)));
  api.rt.session.update(user);
  const host = fakeHost();
  render(api.wrap(<PopupProvider manager={{ open } as unknown as PopupManager}><MyFavorites {...myFavoritesWidget.defaultProps} host={host} /></PopupProvider>));
  return { api, host, open };
}

describe('my-favorites', () => {
  it('shows tabs per type (resumes for recruiters only) and filters by group', async () => {
    const { api } = setup();
    expect(screen.queryByRole('tab', { name: '简历' })).toBeNull();
    expect(await screen.findAllByTestId('favorite-item')).toHaveLength(4);
    // A company without a logo shows the first character of its short name (云帆科技 → 云), not 科技.
    const first = screen.getAllByTestId('favorite-item')[0]!;
    expect(first.querySelector('.rm-avatar--initials')?.textContent).toBe('云');
    fireEvent.click(await screen.findByRole('button', { name: '重点关注 1' }));
    await waitFor(() => expect(screen.getAllByTestId('favorite-item')).toHaveLength(1));
    expect(api.calls).toContainEqual(['/api-user/userFavorites/find', { type: 'job', limit: 20, groupId: 1, page: 1 }]);
    expect(screen.getByText('管理分组')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '未分组 2' }));
    await waitFor(() => expect(screen.getAllByTestId('favorite-item')).toHaveLength(2));
    cleanup();
    setup(storyRecruiter);
    expect(screen.getByRole('tab', { name: '简历' })).toBeTruthy();
  });

  it('creates a group from the name the dialog returns', async () => {
    const open = vi.fn(async () => ({ confirmed: true, value: '新组' }));
    const { api } = setup(storyUser, open);
    fireEvent.click(await screen.findByRole('button', { name: '＋ 新建分组' }));
    await waitFor(() => expect(api.calls).toContainEqual(['/api-user/privateGroup/save', { type: 'job', data: { name: '新组' } }]));
    expect(open).toHaveBeenCalledWith('input-dialog', expect.objectContaining({ title: '新建分组', maxLength: 10 }));
  });

  it('opens a job favorite’s page, and says so for one closed since', async () => {
    const { host } = setup();
    const items = await screen.findAllByTestId('favorite-item');
    fireEvent.click(items[0]!.querySelector('button')!);
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/job/10' });
    expect(items[3]!.textContent).toContain('已关闭');
    fireEvent.click(items[3]!.querySelector('button')!);
    expect(host.runLink).toHaveBeenCalledTimes(1);
  });
});
