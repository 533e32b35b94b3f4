/** @vitest-environment jsdom */
import { File as NodeFile } from 'node:buffer';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storyUser } from '../../../../.storybook/fixtures';
import { fakeHost, withApi } from '../../../../tests/helpers/widget-runtime';
import type { UploadedFile } from '../../../../schemas/upload';
import { ApiRequestError } from '../../../runtime/api/client';
import { FormScope, useFormScope, type FormScopeApi } from '../../../runtime/forms';
import { FormUploadWidget } from '../form-upload';
import { formUploadPropsSchema } from '../schema';

afterEach(cleanup);

let scope: FormScopeApi | null = null;
function Spy() {
  scope = useFormScope();
  return null;
}

/** The upload server: it has every file already (a 'speed' answer), so no bytes are posted. */
function server(path: string, data: unknown): unknown {
  if (path !== '/api-auth/upload/option') return null;
  const d = data as { name: string };
  return { type: 'speed', result: { id: `f-${d.name}`, url: `/files/1/${d.name}`, name: d.name, size: 3, kind: 'pdf', width: null, height: null } satisfies UploadedFile };
}

function setup(props: Record<string, unknown>, opts: { answer?: (path: string, data: unknown) => unknown; loggedIn?: boolean } = {}) {
  const api = withApi(opts.answer ?? server);
  if (opts.loggedIn !== false) api.rt.session.update(storyUser);
  const host = fakeHost();
  render(
    api.wrap(
      <FormScope onSubmit={vi.fn()} toast={vi.fn()}>
        <FormUploadWidget {...formUploadPropsSchema.parse(props)} host={host} />
        <Spy />
      </FormScope>,
    ),
  );
  return { ...api, host };
}

/** Node's File: jsdom's lacks Blob.arrayBuffer (the md5 reads it), which every browser has. */
const pdf = (name: string) => new NodeFile(['%PDF'], name, { type: 'application/pdf' }) as unknown as File;
const choose = (name: string, files: File[]) => fireEvent.change(screen.getByTestId(`upload-input-${name}`), { target: { files } });
async function submit() {
  let r: Awaited<ReturnType<FormScopeApi['submit']>> | undefined;
  await act(async () => {
    r = await scope!.submit();
  });
  return r!;
}

describe('form-upload', () => {
  it('says what it takes, and a required field asks for its files by label', async () => {
    setup({ name: 'proof', label: '证明材料', required: true, accept: ['pdf', 'docx'], maxCount: 2 });
    expect(screen.getByText('支持PDF、Word，单个不超过20MB，最多2个')).toBeTruthy();
    expect(await submit()).toEqual({ ok: false, reason: 'invalid', message: '请上传证明材料' });
    expect(screen.getByRole('alert').textContent).toBe('请上传证明材料');
  });

  it('uploads the chosen files, shows them by name and returns them with the form; × removes one', async () => {
    const { calls } = setup({ name: 'proof', label: '证明材料', accept: ['pdf'], maxCount: 3 });
    choose('proof', [pdf('offer.pdf'), pdf('diploma.pdf')]);
    expect(await screen.findByText('offer.pdf')).toBeTruthy();
    expect(await screen.findByText('diploma.pdf')).toBeTruthy();
    expect(calls.filter(([p]) => p === '/api-auth/upload/option').map(([, d]) => (d as { name: string }).name).sort()).toEqual(['diploma.pdf', 'offer.pdf']);
    const r = await submit();
    expect(r.ok && (r.values.proof as { name: string }[]).map((f) => f.name).sort()).toEqual(['diploma.pdf', 'offer.pdf']);
    fireEvent.click(screen.getByRole('button', { name: '删除 offer.pdf' }));
    expect(screen.queryByText('offer.pdf')).toBeNull();
    const after = await submit();
    expect(after.ok && after.values.proof).toEqual([{ id: 'f-diploma.pdf', url: '/files/1/diploma.pdf', name: 'diploma.pdf', kind: 'pdf' }]);
  });

  it('no add tile once the most files are there', async () => {
    setup({ name: 'proof', label: '证明材料', accept: ['pdf'], maxCount: 1 });
    choose('proof', [pdf('offer.pdf')]);
    expect(await screen.findByText('offer.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '添加证明材料' })).toBeNull();
  });

  it('a kind it does not take is refused with 不支持的文件类型, and nothing is sent', async () => {
    const { calls } = setup({ name: 'photos', label: '现场照片', accept: ['image'] });
    choose('photos', [pdf('offer.pdf')]);
    expect(await screen.findByText('不支持的文件类型')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByText('知道了'));
    await waitFor(() => expect(screen.queryByText('不支持的文件类型')).toBeNull());
  });

  it('the server’s refusal is shown in its words', async () => {
    setup(
      { name: 'proof', label: '证明材料', accept: ['pdf'] },
      {
        answer: () => {
          throw new ApiRequestError(400, '文件过大，请压缩后上传');
        },
      },
    );
    choose('proof', [pdf('big.pdf')]);
    expect(await screen.findByText('文件过大，请压缩后上传')).toBeTruthy();
    expect(screen.queryByText('big.pdf')).toBeNull();
  });

  it('a visitor tapping + is sent to log in', () => {
    const { host } = setup({ name: 'proof', label: '证明材料', accept: ['pdf'] }, { loggedIn: false });
    fireEvent.click(screen.getByRole('button', { name: '添加证明材料' }));
    expect(host.runLink).toHaveBeenCalledWith({ type: 'login' });
  });
});
