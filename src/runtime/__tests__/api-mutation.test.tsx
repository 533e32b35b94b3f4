/** @vitest-environment jsdom */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { withApi } from '../../../tests/helpers/widget-runtime';
import { ApiRequestError } from '../api/client';
import { useApiMutation, useApiQuery } from '../runtime';

afterEach(cleanup);

/** A list read and a write that adds to it; `refuse` makes the server turn the write down. */
function server(refuse = false) {
  const list: string[] = ['a'];
  const api = withApi((path, data) => {
    if (path === '/list') return { list: [...list] };
    if (path === '/add') {
      if (refuse) throw new ApiRequestError(400, '名称已存在');
      list.push((data as { name: string }).name);
      return { count: list.length };
    }
    return null;
  });
  const wrapper = ({ children }: { children: ReactNode }) => api.wrap(children);
  return { api, wrapper };
}

function useListAndAdd(refetchAfterRefusal = false) {
  const read = useApiQuery<{ list: string[] }>('/list', {});
  const add = useApiMutation<string, { count: number }>({
    run: (name, rt) => rt.api.request<{ count: number }>('/add', { name }),
    apply: (data, _name, rt) => rt.storage.set('count', data.count),
    invalidates: [['/list']],
    refetchAfterRefusal,
  });
  return { read, add };
}

describe('useApiMutation', () => {
  it('puts the answer where it belongs, and the list shows the write once it settles', async () => {
    const { api, wrapper } = server();
    const { result } = renderHook(() => useListAndAdd(), { wrapper });
    await waitFor(() => expect(result.current.read.data?.list).toEqual(['a']));
    let heldWhenSettled: unknown;
    await act(async () => {
      await result.current.add.mutateAsync('b');
      heldWhenSettled = api.rt.queryClient.getQueryData(['/list', {}]);
    });
    // The read it changes was refetched (awaited in onSuccess, so isPending covers it; the widget tests check the button).
    expect(heldWhenSettled).toEqual({ list: ['a', 'b'] });
    expect(api.calls.map(([p]) => p)).toEqual(['/list', '/add', '/list']);
    // React Query tells the hook's component on its next tick (a timer), which act() does not wait for.
    await waitFor(() => expect(result.current.read.data?.list).toEqual(['a', 'b']));
    expect(api.rt.storage.get('count')).toBe(2);
    await waitFor(() => expect(result.current.add.isPending).toBe(false));
  });

  it('a refusal rejects with the server’s error, applies nothing and refetches nothing unless told', async () => {
    const { api, wrapper } = server(true);
    const { result } = renderHook(() => useListAndAdd(), { wrapper });
    await waitFor(() => expect(result.current.read.data).toBeTruthy());
    await act(async () => {
      await expect(result.current.add.mutateAsync('b')).rejects.toMatchObject({ code: 400, message: '名称已存在' });
    });
    expect(api.calls.map(([p]) => p)).toEqual(['/list', '/add']);
    expect(api.rt.storage.get('count')).toBeNull();
  });

  it('refetches after a refusal when the write says the screen may be out of date', async () => {
    const { api, wrapper } = server(true);
    const { result } = renderHook(() => useListAndAdd(true), { wrapper });
    await waitFor(() => expect(result.current.read.data).toBeTruthy());
    await act(async () => {
      await result.current.add.mutateAsync('b').catch(() => undefined);
    });
    expect(api.calls.map(([p]) => p)).toEqual(['/list', '/add', '/list']);
  });
});
