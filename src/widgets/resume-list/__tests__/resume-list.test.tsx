/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserSession } from '../../../../schemas/auth';
import { storyUser } from '../../../../.storybook/fixtures';
import { answerResumeFixture } from '../../../../.storybook/resume-fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { createPopupManager, PopupProvider } from '../../../runtime/popups';
import { ResumeList } from '../resume-list';
import { resumeListPropsSchema } from '../schema';

afterEach(cleanup);
const props = resumeListPropsSchema.parse({ limit: 5 });
const recruiter = { ...storyUser, id: 9, role: 1, company: { id: 3, name: '云帆科技有限公司' } };

function view(user: UserSession = recruiter) {
  const api = withApi((path, data) => answerResumeFixture(path, data as Record<string, unknown>));
  api.rt.session.update(user);
  const host = fakeHost();
  render(api.wrap(<PopupProvider manager={createPopupManager({ env: null })}><ResumeList {...props} host={host} /></PopupProvider>));
  return { ...api, host };
}

describe('resume list', () => {
  it('searches by keyword and opens a resume by the seeker id', async () => {
    const t = view();
    expect(await screen.findAllByTestId('resume-card')).toHaveLength(5);
    fireEvent.change(screen.getByPlaceholderText('搜索职位、技能、学校'), { target: { value: '会计' } });
    fireEvent.keyDown(screen.getByPlaceholderText('搜索职位、技能、学校'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(t.calls.at(-1)).toEqual(['/api-user/resume/find', { limit: 5, keyword: '会计', page: 1 }]));
    await waitFor(() => expect(screen.getAllByTestId('resume-card')).toHaveLength(2));
    fireEvent.click(screen.getAllByTestId('resume-card')[0]!);
    expect(t.host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/resume/103' });
  });

  // A seeker opening /resume-list met one unstyled sentence and no way on.
  it('tells a job seeker the list is for recruiters and offers 切换身份, without calling the search', () => {
    const t = view(storyUser);
    expect(screen.getByText(/人才库仅对招聘者开放/)).toBeTruthy();
    expect(t.calls.some(([p]) => p === '/api-user/resume/find')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '切换身份' }));
    expect(t.host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/me/switch-role' });
  });
});
