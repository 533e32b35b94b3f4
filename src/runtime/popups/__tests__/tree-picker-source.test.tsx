/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerBuiltInPopups } from '../built-in';
import { QueryClient } from '@tanstack/react-query';
import { commonTreeLoader } from '../../data-hooks/use-common-data';
import { PopupHost } from '../host';
import { createPopupManager, type PopupManager, type PopupResult } from '../manager';

const INDUSTRIES = [
  { id: 1, pid: 0, name: '互联网/IT' },
  { id: 101, pid: 1, name: '互联网/电子商务' },
  { id: 102, pid: 1, name: '计算机软件' },
  { id: 2, pid: 0, name: '金融' },
  { id: 201, pid: 2, name: '银行' },
];

let m: PopupManager;
let request: ReturnType<typeof vi.fn>;
let toast: ReturnType<typeof vi.fn<(text: string) => void>>;
const realError = console.error;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('calculating CSS length')) return;
    realError(...args);
  });
  m = createPopupManager({ env: null });
  toast = vi.fn();
  request = vi.fn(async (path: string) => {
    if (path === '/api-user/common/industry/findAll') return { list: INDUSTRIES };
    throw new Error('网络不给力~');
  });
  registerBuiltInPopups(m, { api: { request } as never, queryClient: new QueryClient(), toast });
  render(<PopupHost manager={m} />);
});
afterEach(() => {
  cleanup();
  m.dispose();
  vi.restoreAllMocks();
});

function open<T>(key: string, props: Record<string, unknown>): Promise<PopupResult<T>> {
  let p!: Promise<PopupResult<T>>;
  act(() => {
    p = m.open<T>(key, props);
  });
  return p;
}

describe('tree-picker with a common-data source', () => {
  it('loads the industries from /api-user/common/industry/findAll and confirms from the root down', async () => {
    const p = open('tree-picker', { title: '行业', source: 'industry', value: [1, 102] });
    await act(async () => {
      await Promise.resolve();
    });
    expect(request).toHaveBeenCalledWith('/api-user/common/industry/findAll', {}, expect.anything());
    act(() => fireEvent.click(screen.getByText('确定')));
    await expect(p).resolves.toEqual({
      confirmed: true,
      value: { value: [1, 102], items: [{ id: 1, pid: 0, name: '互联网/IT' }, { id: 102, pid: 1, name: '计算机软件' }] },
    });
  });

  it('a failed load tells the user and cancels', async () => {
    const p = open('tree-picker', { source: 'position' });
    await act(async () => {
      await p;
    });
    await expect(p).resolves.toEqual({ confirmed: false });
    expect(toast).toHaveBeenCalledWith('数据加载失败，请重试');
  });

  it('needs items or a source', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(open('tree-picker', { title: 'x' })).resolves.toEqual({ confirmed: false });
  });

  it('the loader reads the flat list answer', async () => {
    const load = commonTreeLoader({ api: { request: async () => ({ list: INDUSTRIES }) } as never, queryClient: new QueryClient() });
    expect((await load('industry')).length).toBe(5);
  });
});
