// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/client';
import { CODE_FORBIDDEN, CODE_TIMEOUT } from '../../constants';
import { ListStates } from '../list-states';

afterEach(cleanup);

const failed = (error: unknown) => ({ isPending: false, isError: true, isSuccess: false, error });

describe('ListStates', () => {
  // A seeker opening a recruiter's list was told to check the network, although the server had answered why it refused.
  it('shows the server’s message when the server refused the read', () => {
    render(<ListStates query={failed(new ApiRequestError(CODE_FORBIDDEN, '招聘者才能查看收到的简历'))} empty={false} errorTitle="加载失败" emptyTitle="" />);
    expect(screen.getByText('招聘者才能查看收到的简历')).toBeTruthy();
    expect(screen.queryByText('请检查网络后重试')).toBeNull();
  });

  it('asks to check the network when the server was not reached', () => {
    render(<ListStates query={failed(new ApiRequestError(CODE_TIMEOUT, 'timeout'))} empty={false} errorTitle="加载失败" emptyTitle="" />);
    expect(screen.getByText('请检查网络后重试')).toBeTruthy();
    expect(screen.queryByText('timeout')).toBeNull();
  });

  it('keeps a description the list names itself', () => {
    render(<ListStates query={failed(new ApiRequestError(CODE_FORBIDDEN, '无权查看'))} empty={false} errorTitle="简历不存在或已隐藏" errorDescription="该简历可能已被删除或对你隐藏" emptyTitle="" />);
    expect(screen.getByText('该简历可能已被删除或对你隐藏')).toBeTruthy();
  });
});
