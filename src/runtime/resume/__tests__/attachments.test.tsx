/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { withApi } from '../../../../tests/helpers/widget-runtime';
import { RESUME_API } from '../api';
import { ResumeAttachments } from '../attachments';
import { createPopupManager, PopupProvider } from '../../popups';

const PDF = { id: 31, name: '林晓雨的简历.pdf', suffix: 'pdf', size: 20_480, url: '/files/1/202611/a.pdf', createdAt: '2026-11-20T08:00:00.000Z' };

function mount(answer: (path: string, data: unknown) => unknown) {
  const api = withApi(answer);
  api.rt.session.update(storyUser);
  render(api.wrap(<PopupProvider manager={createPopupManager({ env: null })}><ResumeAttachments /></PopupProvider>));
  return api;
}

afterEach(() => {
  cleanup();
});

describe('resume attachments', () => {
  it('deletes an attachment once confirmed, and the list is asked again (through the delete hook)', async () => {
    let list = [PDF];
    const api = mount((path, data) => {
      if (path === RESUME_API.attachmentFind) return { list };
      if (path === RESUME_API.attachmentDelete) {
        list = list.filter((a) => a.id !== (data as { id: number }).id);
        return null;
      }
      return {};
    });
    await screen.findByText('林晓雨的简历.pdf');
    fireEvent.click(screen.getByRole('button', { name: '删除林晓雨的简历.pdf' }));
    const confirm = await screen.findByText('确定删除「林晓雨的简历.pdf」吗？');
    const dialog = confirm.closest('.adm-dialog') as HTMLElement;
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: '删除' })));
    await screen.findByText('上传 PDF、Word 或图片格式的简历附件，投递时可一并发送');
    expect(api.calls.filter(([p]) => p === RESUME_API.attachmentDelete)).toEqual([[RESUME_API.attachmentDelete, { id: 31 }]]);
    expect(api.calls.filter(([p]) => p === RESUME_API.attachmentFind).length).toBeGreaterThanOrEqual(2);
  });

  it('analyses a PDF through the analyse hook and says so when nothing was recognised', async () => {
    const api = mount((path) => (path === RESUME_API.attachmentFind ? { list: [PDF] } : path === RESUME_API.attachmentAnalyse ? { sections: [] } : {}));
    await screen.findByText('林晓雨的简历.pdf');
    fireEvent.click(screen.getByRole('button', { name: '解析' }));
    await waitFor(() => expect(api.calls.map(([p]) => p)).toContain(RESUME_API.attachmentAnalyse));
    await waitFor(() => expect(document.querySelector('.adm-toast-main')?.textContent).toBe('未能从附件中识别出简历内容'));
    expect(api.calls.filter(([p]) => p === RESUME_API.attachmentAnalyse)).toEqual([[RESUME_API.attachmentAnalyse, { id: 31 }]]);
    await waitFor(() => expect(screen.getByRole('button', { name: '解析' })).toHaveProperty('disabled', false));
  });
});
