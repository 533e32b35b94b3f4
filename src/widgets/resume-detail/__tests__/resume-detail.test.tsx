/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { answerResumeFixture } from '../../../../.storybook/resume-fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { ResumeDetail } from '../resume-detail';

afterEach(cleanup);
const recruiter = { ...storyUser, id: 9, role: 1, company: { id: 3, name: '云帆科技有限公司' } };

describe('resume detail', () => {
  it('shows the contact masked with why, and 沟通 opens the chat with the seeker (contract 4)', async () => {
    const api = withApi((path, data) => answerResumeFixture(path, data as Record<string, unknown>));
    api.rt.session.update(recruiter);
    const host = fakeHost();
    render(api.wrap(<ResumeDetail id={100} chatText="沟通" host={host} />));
    const contact = await screen.findByTestId('resume-contact');
    expect(contact.textContent).toContain('138****0001');
    expect(contact.textContent).not.toContain('13800000001');
    expect(screen.getByRole('note').textContent).toContain('联系方式已隐藏');
    expect(api.calls).toContainEqual(['/api-user/resume/detail', { id: 100 }]);
    fireEvent.click(screen.getByRole('button', { name: '沟通' }));
    expect(host.runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/chat?userId=100' });
  });

  it('says why the contact is shown when the seeker applied', async () => {
    const api = withApi((path, data) => {
      const d = answerResumeFixture(path, data as Record<string, unknown>) as Record<string, unknown>;
      return { ...d, contactVisible: true, contactReason: 'applied' };
    });
    api.rt.session.update(recruiter);
    render(api.wrap(<ResumeDetail id={100} chatText="沟通" host={fakeHost()} />));
    expect((await screen.findByRole('note')).textContent).toContain('对方已投递你的职位');
  });

  it('answers a missing or hidden resume with a readable state, not a blank screen', async () => {
    const api = withApi(() => {
      throw Object.assign(new Error('简历不存在'), { code: 404 });
    });
    api.rt.session.update(recruiter);
    render(api.wrap(<ResumeDetail id={999} chatText="沟通" host={fakeHost()} />));
    expect(await screen.findByText('简历不存在或已隐藏')).toBeTruthy();
  });
});
