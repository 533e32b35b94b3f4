/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerBuiltInPopups, BUILT_IN_POPUPS } from '../built-in';
import { QueryClient } from '@tanstack/react-query';
import { areaLoader } from '../../data-hooks/use-common-data';
import type { Area } from '../built-in/address-area-select';
import { formatDateText, parseDateText } from '../built-in/dates';
import { buildTree } from '../built-in/tree-picker';
import { PopupHost } from '../host';
import { createPopupManager, type PopupManager, type PopupResult } from '../manager';

const AREAS: Record<string, Area[]> = {
  '1': [
    { level: 1, code: '44', name: '广东省' },
    { level: 1, code: '11', name: '北京市' },
  ],
  '2:44': [
    { level: 2, code: '4403', name: '深圳市' },
    { level: 2, code: '4401', name: '广州市' },
  ],
  '3:4403': [
    { level: 3, code: '440305', name: '南山区' },
    { level: 3, code: '440304', name: '福田区' },
  ],
};

let m: PopupManager;
let toast: ReturnType<typeof vi.fn<(text: string) => void>>;
let loadAreas: ReturnType<typeof vi.fn<(level: number, parent?: string) => Promise<Area[]>>>;
let loadDesignPage: ReturnType<typeof vi.fn<(page: string) => Promise<{ popups?: Record<string, unknown[]> }>>>;

const realError = console.error;
beforeEach(() => {
  // jsdom computes no CSS lengths; antd-mobile's picker wheels say so on every render.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('calculating CSS length')) return;
    realError(...args);
  });
  // No browser history here: its popstate lands outside act(); the manager tests cover history.
  m = createPopupManager({ env: null });
  toast = vi.fn();
  loadAreas = vi.fn(async (level: number, parent?: string) => AREAS[parent ? `${level}:${parent}` : String(level)] ?? []);
  loadDesignPage = vi.fn(async () => ({ popups: { intro: [{ id: 'n1', type: 'text' }, { id: 'n2', type: 'text' }] } }));
  registerBuiltInPopups(m, {
    api: { request: vi.fn() },
    queryClient: new QueryClient(),
    loadAreas,
    toast,
    loadDesignPage,
    renderDesignNodes: (nodes, controls) => <button onClick={() => controls.confirm({ nodes: nodes.length })}>{`${nodes.length} nodes`}</button>,
  });
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
/** Waits for a popup's promise inside act, for popups that settle after an async load. */
async function settle<T>(p: Promise<T>): Promise<T> {
  let out!: T;
  await act(async () => {
    out = await p;
  });
  return out;
}
const click = (text: string | RegExp) => act(() => fireEvent.click(screen.getByText(text)));
/** The layer of a popup (each renders in its own, at the end of <body>). */
const layer = (key: string) => document.body.querySelector<HTMLElement>(`.rm-popup-layer[data-popup="${key}"]`)!;

it('registers every built-in popup of the spec', () => {
  for (const key of BUILT_IN_POPUPS) expect(m.has(key)).toBe(true);
  expect(() => registerBuiltInPopups(m, { api: { request: vi.fn() }, queryClient: new QueryClient() })).toThrow(/"picker" is already registered/);
});

it('cancels and reports a popup opened with props that do not parse', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const p = open('picker', { columns: 'not a list' });
  await expect(p).resolves.toEqual({ confirmed: false });
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(/popup "picker": invalid props: columns/));
});

describe('picker', () => {
  it('confirms the value and label of each column', async () => {
    const p = open('picker', {
      title: '学历',
      columns: [
        [
          { label: '本科', value: 'bk' },
          { label: '硕士', value: 'ss' },
        ],
        ['全日制', '非全日制'],
      ],
      value: ['ss', '非全日制'],
    });
    expect(screen.getByText('学历')).toBeTruthy();
    click('确定');
    await expect(p).resolves.toEqual({ confirmed: true, value: { value: ['ss', '非全日制'], labels: ['硕士', '非全日制'] } });
  });

  it('takes one column given as a plain list, and cancels', async () => {
    const p = open('picker', { columns: ['男', '女'] });
    expect(screen.getByText('女')).toBeTruthy();
    click('取消');
    await expect(p).resolves.toEqual({ confirmed: false });
  });
});

describe('tree-picker', () => {
  const items = [
    { id: 1, pid: 0, name: '技术' },
    { id: 11, pid: 1, name: '前端' },
    { id: 12, pid: 1, name: '后端' },
    { id: 2, pid: 0, name: '产品' },
  ];

  it('builds one tree from a flat pid list', () => {
    const tree = buildTree(items);
    expect(tree.map((t) => t.name)).toEqual(['技术', '产品']);
    expect(tree[0]!.children!.map((t) => t.name)).toEqual(['前端', '后端']);
  });

  it('confirms the ids and items from the root down', async () => {
    const p = open('tree-picker', { title: '职位类别', items, value: [1, 12] });
    click('确定');
    await expect(p).resolves.toEqual({
      confirmed: true,
      value: {
        value: [1, 12],
        items: [
          { id: 1, pid: 0, name: '技术' },
          { id: 12, pid: 1, name: '后端' },
        ],
      },
    });
  });

  it('takes nested children as they are', async () => {
    const p = open('tree-picker', { items: [{ id: 'a', name: 'A', children: [{ id: 'b', name: 'B' }] }], value: ['a', 'b'] });
    click('确定');
    await expect(p).resolves.toMatchObject({ confirmed: true, value: { value: ['a', 'b'], items: [{ pid: null }, { pid: 'a' }] } });
  });
});

describe('date-picker', () => {
  it('reads and writes dates as text at their precision', () => {
    expect(formatDateText(parseDateText('2024-5-1')!, 'day')).toBe('2024-05-01');
    expect(formatDateText(parseDateText('2024-05-01 09:30')!, 'minute')).toBe('2024-05-01 09:30');
    expect(formatDateText(parseDateText('2024')!, 'month')).toBe('2024-01');
    expect(parseDateText('yesterday')).toBeUndefined();
  });

  it('confirms the chosen date as text', async () => {
    const p = open('date-picker', { title: '出生日期', value: '2020-03-15', min: '1960-01-01', max: '2024-12-31' });
    click('确定');
    await expect(p).resolves.toEqual({ confirmed: true, value: '2020-03-15' });
  });

  it('goes down to the month when asked', async () => {
    const p = open('date-picker', { value: '2021-07-20', precision: 'month', min: '2000-01', max: '2030-12' });
    click('确定');
    await expect(p).resolves.toEqual({ confirmed: true, value: '2021-07' });
  });

  it('refuses a date it cannot read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(open('date-picker', { value: 'soon' })).resolves.toEqual({ confirmed: false });
  });
});

describe('date-range-picker', () => {
  it('confirms start and end', async () => {
    const p = open('date-range-picker', { title: '在职时间', start: '2019-09-01', end: '2023-06-30', min: '2000-01-01', max: '2030-12-31' });
    expect(screen.getByText('开始')).toBeTruthy();
    expect(screen.getByText('结束')).toBeTruthy();
    click('确定');
    await expect(p).resolves.toEqual({ confirmed: true, value: { start: '2019-09-01', end: '2023-06-30' } });
  });

  it('never confirms an end before the start', async () => {
    const p = open('date-range-picker', { start: '2023-06-30', end: '2019-09-01', min: '2000-01-01', max: '2030-12-31', precision: 'month' });
    click('确定');
    const r = await p;
    expect(r).toEqual({ confirmed: true, value: { start: '2023-06', end: '2023-06' } });
  });
});

describe('label', () => {
  it('chooses tags up to the maximum, with a toast past it', async () => {
    const p = open('label', { title: '个人标签', options: ['沟通好', '能加班', { label: '有驾照', value: 'car' }], max: 2 });
    click('沟通好');
    click('有驾照');
    expect(screen.getByText('2/2')).toBeTruthy();
    click('能加班');
    expect(toast).toHaveBeenCalledWith('最多选择 2 个');
    click('确定');
    await expect(p).resolves.toEqual({ confirmed: true, value: ['沟通好', 'car'] });
  });

  it('starts from the given value, and a second tap unchooses', async () => {
    const p = open('label', { options: ['a', 'b'], value: ['a', 'b'] });
    click('a');
    click('确定');
    await expect(p).resolves.toEqual({ confirmed: true, value: ['b'] });
  });
});

describe('input-dialog', () => {
  const input = () => layer('input-dialog').querySelector('input')!;

  it('checks the rules first: the first failure is a toast and the dialog stays', async () => {
    const p = open<string>('input-dialog', { title: '公司名称', placeholder: '请输入', maxLength: 20, label: '公司名称', rules: [{ required: true }] });
    expect(input().getAttribute('placeholder')).toBe('请输入');
    expect(input().getAttribute('maxlength')).toBe('20');
    await act(async () => fireEvent.click(screen.getByText('确定')));
    expect(toast).toHaveBeenCalledWith('公司名称 为必填项');
    expect(m.isOpen('input-dialog')).toBe(true);
    act(() => fireEvent.change(input(), { target: { value: '某某科技' } }));
    await act(async () => fireEvent.click(screen.getByText('确定')));
    await expect(p).resolves.toEqual({ confirmed: true, value: '某某科技' });
  });

  it("shows a rule's own message over the default one", async () => {
    const p = open('input-dialog', { value: 'abc', rules: { pattern: '^\\d+$', message: '只能填写数字' } });
    await act(async () => fireEvent.click(screen.getByText('确定')));
    expect(toast).toHaveBeenCalledWith('只能填写数字');
    click('取消');
    expect(await settle(p)).toEqual({ confirmed: false });
  });
});

describe('filter', () => {
  const sections = [
    { key: 'salary', title: '薪资', options: [{ label: '5k 以下', value: 1 }, { label: '5-10k', value: 2 }] },
    { key: 'welfare', title: '福利', multiple: true, max: 2, options: ['五险一金', '双休', '包住'] },
  ];

  it('returns the choice of every section by key', async () => {
    const p = open('filter', { title: '筛选', sections });
    click('5k 以下');
    click('5-10k');
    click('五险一金');
    click('双休');
    click('包住');
    expect(toast).toHaveBeenCalledWith('福利最多选择 2 项');
    click('确定');
    await expect(p).resolves.toEqual({ confirmed: true, value: { salary: [2], welfare: ['五险一金', '双休'] } });
  });

  it('reset clears every section', async () => {
    const p = open('filter', { sections, value: { salary: [1], welfare: ['包住'] } });
    click('重置');
    click('确定');
    await expect(p).resolves.toEqual({ confirmed: true, value: { salary: [], welfare: [] } });
  });
});

describe('address-area-select', () => {
  it('loads province, city and district as each is chosen, and confirms the path', async () => {
    const p = open<Area[]>('address-area-select', {});
    await screen.findByText('广东省');
    expect(loadAreas).toHaveBeenLastCalledWith(1, undefined);
    click('广东省');
    await screen.findByText('深圳市');
    expect(loadAreas).toHaveBeenLastCalledWith(2, '44');
    click('深圳市');
    await screen.findByText('南山区');
    expect(loadAreas).toHaveBeenLastCalledWith(3, '4403');
    click('南山区');
    click('确定');
    await expect(p).resolves.toEqual({
      confirmed: true,
      value: [
        { level: 1, code: '44', name: '广东省' },
        { level: 2, code: '4403', name: '深圳市' },
        { level: 3, code: '440305', name: '南山区' },
      ],
    });
    expect(loadAreas).toHaveBeenCalledTimes(3);
  });

  it('asks for the whole path before confirming', async () => {
    open('address-area-select', {});
    await screen.findByText('广东省');
    click('广东省');
    await screen.findByText('深圳市');
    click('确定');
    expect(toast).toHaveBeenCalledWith('请选择完整的地区');
    expect(m.isOpen('address-area-select')).toBe(true);
  });

  it('stops at the city with depth 2, and opens on a given value', async () => {
    const p = open('address-area-select', { depth: 2, value: ['44', '4401'] });
    await waitFor(() => expect(layer('address-area-select').textContent).toContain('广州市'));
    click('确定');
    await expect(p).resolves.toMatchObject({ confirmed: true, value: [{ code: '44' }, { code: '4401' }] });
    expect(loadAreas).not.toHaveBeenCalledWith(3, expect.anything());
  });

  it('opened again (still mounted) with another value, starts from that one without reloading the provinces', async () => {
    const first = open('address-area-select', { depth: 2, value: ['44', '4403'] });
    await waitFor(() => expect(layer('address-area-select').textContent).toContain('深圳市'));
    click('确定');
    await expect(first).resolves.toMatchObject({ confirmed: true, value: [{ code: '44' }, { code: '4403' }] });
    const second = open('address-area-select', { depth: 2, value: ['11'] });
    await waitFor(() => expect(loadAreas).toHaveBeenLastCalledWith(2, '11'));
    await waitFor(() => expect(layer('address-area-select').querySelector('.adm-skeleton')).toBeNull());
    click('确定');
    await expect(second).resolves.toEqual({ confirmed: true, value: [{ level: 1, code: '11', name: '北京市' }] });
    expect(loadAreas.mock.calls.filter((c) => c[0] === 1)).toHaveLength(1);
  });

  it('tells the user when a level fails to load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadAreas.mockRejectedValueOnce(new Error('down'));
    open('address-area-select', {});
    await waitFor(() => expect(toast).toHaveBeenCalledWith('地区加载失败，请重试'));
  });

  it('by default reads /api-open/area/findAll and /api-open/area/find, each level once while it is fresh', async () => {
    const request = vi.fn(async (path: string) => (path.endsWith('findAll') ? [{ level: 1, code: 44, name: '广东省' }] : { list: [{ level: 2, code: '4403', name: '深圳市' }] }));
    const load = areaLoader({ api: { request: request as never }, queryClient: new QueryClient() });
    await expect(load(1)).resolves.toEqual([{ level: 1, code: '44', name: '广东省' }]);
    await expect(load(2, '44')).resolves.toEqual([{ level: 2, code: '4403', name: '深圳市' }]);
    // Opened again: the query client's copy, no second call.
    await expect(load(2, '44')).resolves.toEqual([{ level: 2, code: '4403', name: '深圳市' }]);
    expect(request.mock.calls.map((c) => c.slice(0, 2))).toEqual([
      ['/api-open/area/findAll', { level: 1 }],
      ['/api-open/area/find', { level: 2, code: '44' }],
    ]);
  });
});

describe('design', () => {
  it("renders the page's popup nodes through the injected renderer; nodes may confirm it", async () => {
    const p = open('design', { page: 'job-detail', popupKey: 'intro' });
    await screen.findByText('2 nodes');
    expect(loadDesignPage).toHaveBeenCalledWith('job-detail');
    click('2 nodes');
    await expect(p).resolves.toEqual({ confirmed: true, value: { nodes: 2 } });
  });

  it('cancels when the page has no such popup', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await settle(open('design', { page: 'job-detail', popupKey: 'missing' }))).toEqual({ confirmed: false });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no popup "missing"'));
  });

  it('cancels with a toast when the page fails to load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    loadDesignPage.mockRejectedValueOnce(new Error('offline'));
    expect(await settle(open('design', { page: 'x', popupKey: 'intro' }))).toEqual({ confirmed: false });
    expect(toast).toHaveBeenCalledWith('内容加载失败');
  });
});

describe('file-download', () => {
  it('shows the name and a download link to an allowed URL', async () => {
    const stop = (e: Event) => e.preventDefault();
    document.addEventListener('click', stop);
    const p = open('file-download', { url: 'https://cdn.example.com/files/offer.pdf', name: 'offer.pdf' });
    expect(screen.getByText('offer.pdf')).toBeTruthy();
    const a = screen.getByText('下载文件').closest('a')!;
    expect(a.getAttribute('href')).toBe('https://cdn.example.com/files/offer.pdf');
    expect(a.getAttribute('download')).toBe('offer.pdf');
    click('下载文件');
    await expect(p).resolves.toEqual({ confirmed: true, value: { url: 'https://cdn.example.com/files/offer.pdf', name: 'offer.pdf' } });
    document.removeEventListener('click', stop);
  });

  it('takes a path on this site', () => {
    open('file-download', { url: '/files/a.docx', name: 'a.docx' });
    expect(screen.getByText('下载文件').closest('a')!.getAttribute('href')).toBe('/files/a.docx');
  });

  it.each(['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', '//evil.example/x.exe'])('offers no link to %s', (url) => {
    open('file-download', { url, name: 'x' });
    expect(screen.queryByText('下载文件')).toBeNull();
    expect(screen.getByText('下载地址无效')).toBeTruthy();
    expect(layer('file-download').querySelector('a[href]')).toBeNull();
  });
});
