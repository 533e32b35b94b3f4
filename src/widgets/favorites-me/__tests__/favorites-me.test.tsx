/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { answerRecruitFixture, storyRecruiter } from '../../../../.storybook/fixtures-recruit';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { FavoritesMe } from '../favorites-me';
import { favoritesMeWidget } from '../index';

afterEach(cleanup);

function setup(user: typeof storyUser | null) {
  const api = withApi((path, data) => answerRecruitFixture(path, data as Record<string, unknown>));
  if (user) api.rt.session.update(user);
  const host = fakeHost();
  render(api.wrap(<FavoritesMe {...favoritesMeWidget.defaultProps} host={host} />));
  return { api, host };
}

describe('favorites-me', () => {
  it('shows a job seeker the recruiters who favorited the resume, with company and position', async () => {
    const { api, host } = setup(storyUser);
    const items = await screen.findAllByTestId('favorites-me-item');
    expect(items[0]!.textContent).toContain('陈嘉怡');
    expect(items[0]!.textContent).toContain('云帆科技 · 人事经理');
    expect(items[0]!.textContent).toContain('收藏了你的简历');
    expect(api.calls[0]![0]).toBe('/api-user/favoritesMe/findByUm');
    fireEvent.click(items[0]!.querySelector('button')!);
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/company/1' });
  });

  it('shows a recruiter the seekers who favorited a job or the company, and opens the resume', async () => {
    const { api, host } = setup(storyRecruiter);
    const items = await screen.findAllByTestId('favorites-me-item');
    expect(api.calls[0]![0]).toBe('/api-user/favoritesMe/findByHr');
    expect(items[0]!.textContent).toContain('收藏了职位「Java开发工程师」');
    expect(items[1]!.textContent).toContain('收藏了你的公司');
    fireEvent.click(items[0]!.querySelector('button')!);
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/resume/20' });
  });

  it('asks a visitor to log in and asks the server nothing', async () => {
    const { api } = setup(null);
    expect(screen.getByText('登录后查看谁收藏了你')).toBeTruthy();
    // Effects and the reads they would start have run once act() settles: nothing went out.
    await act(async () => {});
    expect(api.calls).toEqual([]);
  });
});
