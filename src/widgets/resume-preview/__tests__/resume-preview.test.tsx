/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { storyState } from '../../../../.storybook/resume-fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import { ApiRequestError } from '../../../runtime/api/client';
import { CODE_NET_CONNECTION_RESET } from '../../../runtime/constants';
import { createPopupManager, PopupHost, PopupProvider } from '../../../runtime/popups';
import { registerBuiltInPopups } from '../../../runtime/popups/built-in';
import { ResumePreview } from '../resume-preview';
import { resumePreviewPropsSchema } from '../schema';

afterEach(cleanup);

function setup(answer: (path: string, data: unknown) => unknown, opts: { loggedIn?: boolean; download?: boolean } = {}) {
  const api = withApi(answer);
  if (opts.loggedIn !== false) api.rt.session.update(storyUser);
  const navigate = vi.fn();
  api.rt.navigator.navigate = navigate;
  const popups = createPopupManager({ env: null });
  registerBuiltInPopups(popups, { api: api.rt.api, queryClient: api.rt.queryClient });
  const host = fakeHost();
  render(
    api.wrap(
      <PopupProvider manager={popups}>
        <ResumePreview {...resumePreviewPropsSchema.parse({ download: opts.download ?? true })} host={host} />
        <PopupHost manager={popups} />
      </PopupProvider>,
    ),
  );
  return { ...api, navigate, host };
}

const server = (path: string): unknown => {
  if (path === '/api-user/resume/get') return storyState();
  if (path === '/api-user/resume/export') return { url: '/files/7/resume.pdf', name: '林晓-简历.pdf' };
  return undefined;
};

describe('resume-preview', () => {
  it('shows the resume as a recruiter sees it: name, labels, work and school', async () => {
    setup(server);
    expect(await screen.findByText('以下是招聘者看到的简历，联系方式在对方获得查看权限前会隐藏部分内容')).toBeTruthy();
    expect(screen.getAllByText('林晓').length).toBeGreaterThan(0);
    expect(screen.getByText('杭州云帆网络科技有限公司')).toBeTruthy();
    expect(screen.getByText('浙江工业大学')).toBeTruthy();
  });

  it('下载 PDF 简历 asks for the export and offers the file under its name', async () => {
    const { calls } = setup(server);
    fireEvent.click(await screen.findByRole('button', { name: '下载 PDF 简历' }));
    expect(await screen.findByText('林晓-简历.pdf')).toBeTruthy();
    expect(screen.getByText('下载文件').closest('a')!.getAttribute('href')).toBe('/files/7/resume.pdf');
    expect(calls).toContainEqual(['/api-user/resume/export', {}]);
  });

  it('offers no download when the designer turns it off; 编辑 goes to the editor', async () => {
    const { navigate } = setup(server, { download: false });
    await screen.findByText('杭州云帆网络科技有限公司');
    expect(screen.queryByRole('button', { name: '下载 PDF 简历' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    expect(navigate).toHaveBeenCalledWith('/resume/resume');
  });

  it('without a resume it says so; a failed load says it could not be loaded', async () => {
    setup((path) => (path === '/api-user/resume/get' ? storyState({ exists: false }) : undefined));
    expect(await screen.findByText('还没有在线简历')).toBeTruthy();
    cleanup();
    setup(() => {
      throw new ApiRequestError(CODE_NET_CONNECTION_RESET, 'fail:time out');
    });
    expect(await screen.findByText('简历加载失败')).toBeTruthy();
  });

  it('asks a visitor to log in', () => {
    const { host } = setup(server, { loggedIn: false });
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    expect(host.runLink).toHaveBeenCalled();
  });
});
