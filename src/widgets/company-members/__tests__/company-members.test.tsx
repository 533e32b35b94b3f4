/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { answerCompanyFixture } from '../../../../.storybook/fixtures-company';
import { storyRecruiter } from '../../../../.storybook/fixtures-recruit';
import type { MyJoinRequest } from '../../../../schemas/company-member';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { CompanyMembers } from '../company-members';
import { companyMembersWidget } from '../index';

afterEach(cleanup);

const pending: MyJoinRequest = { id: 9, company: { id: 3, name: '青禾数据有限公司' }, position: '招聘专员', status: 'pending', createdAt: new Date().toISOString(), resolvedAt: null };

function setup(user: typeof storyUser, answer: (path: string, data: unknown) => unknown) {
  const api = withApi(answer);
  api.rt.session.update(user);
  const host = fakeHost();
  render(api.wrap(<CompanyMembers {...companyMembersWidget.defaultProps} host={host} />));
  return { api, host };
}

describe('company-members', () => {
  it('shows the owner the pending requests and members, and approves a request', async () => {
    const { api } = setup(storyRecruiter, (path) => (path === '/api-user/company/member/requestResolve' ? { status: 'approved' } : answerCompanyFixture(path)));
    const requests = await screen.findAllByTestId('join-request', {}, { timeout: 5000 });
    expect(requests).toHaveLength(2);
    expect(requests[0]!.textContent).toContain('王思远');
    expect(requests[0]!.textContent).toContain('136****1024');
    expect(screen.getAllByTestId('company-member').map((m) => m.textContent)).toEqual([
      expect.stringContaining('创建者'),
      expect.stringContaining('管理员'),
      expect.stringContaining('成员'),
    ]);
    fireEvent.click(requests[0]!.querySelector('button.adm-button-primary')!);
    await waitFor(() => expect(api.calls.find(([p]) => p === '/api-user/company/member/requestResolve')?.[1]).toEqual({ id: 5, approve: true }));
  });

  it('shows a requester without a company the state of the request, and no members', async () => {
    const { api } = setup(storyUser, (path) =>
      path === '/api-user/company/member/find' ? { company: null, myRole: null, members: [] } : path === '/api-user/company/member/myRequest' ? { list: [pending] } : undefined,
    );
    const mine = await screen.findByTestId('my-join-request');
    expect(mine.textContent).toContain('青禾数据有限公司');
    expect(mine.textContent).toContain('待审核');
    expect(screen.getByRole('button', { name: '撤回' })).toBeTruthy();
    expect(screen.queryByText('您还没有加入企业')).toBeNull();
    expect(screen.queryByTestId('company-member')).toBeNull();
    // A user outside any company never asks for a company's requests.
    expect(api.calls.map(([p]) => p)).not.toContain('/api-user/company/member/requestFind');
  });

  it('offers a refused requester to ask again', async () => {
    const { api } = setup(storyUser, (path) =>
      path === '/api-user/company/member/find'
        ? { company: null, myRole: null, members: [] }
        : path === '/api-user/company/member/myRequest'
          ? { list: [{ ...pending, status: 'refused', resolvedAt: new Date().toISOString() }] }
          : path === '/api-user/company/member/request'
            ? { ...pending, id: 10 }
            : undefined,
    );
    expect((await screen.findByTestId('my-join-request')).textContent).toContain('未通过');
    fireEvent.click(screen.getByRole('button', { name: '重新申请' }));
    await waitFor(() => expect(api.calls.find(([p]) => p === '/api-user/company/member/request')?.[1]).toEqual({ companyId: 3, position: '招聘专员' }));
  });
});
