/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { interpolate } from '../../data-path';
import { createRegistry, type WidgetDefinition, type WidgetRenderProps } from '../../registry';
import { parsePage, type DesignIssue } from '../loader';
import { DesignNodes, DesignProvider, EAGER_NODE_COUNT, type DesignContextValue } from '../renderer';

const renders: Record<string, number> = {};

const textSchema = z.object({ text: z.string().default('默认文字') });
function Text({ text, host }: WidgetRenderProps<z.infer<typeof textSchema>>) {
  renders[host?.nodeId ?? '?'] = (renders[host?.nodeId ?? '?'] ?? 0) + 1;
  return <p onClick={() => host?.runLink(undefined, { clicked: text })}>{text}</p>;
}
function Counter({ host }: WidgetRenderProps<object>) {
  const [n, setN] = useState(0);
  renders[host?.nodeId ?? '?'] = (renders[host?.nodeId ?? '?'] ?? 0) + 1;
  return <button onClick={() => setN(n + 1)}>点了 {n} 次</button>;
}
function Boom(): never {
  throw new Error('widget exploded');
}
function Box({ host }: WidgetRenderProps<object>) {
  return <section data-testid="box">{host?.children}</section>;
}

const defs: WidgetDefinition[] = [
  { type: 'text', propsSchema: textSchema, defaultProps: textSchema.parse({}), render: Text } as unknown as WidgetDefinition,
  { type: 'counter', propsSchema: z.object({}), defaultProps: {}, render: Counter },
  { type: 'boom', propsSchema: z.object({}), defaultProps: {}, render: Boom },
  { type: 'box', propsSchema: z.object({}), defaultProps: {}, render: Box },
];
const registry = createRegistry(defs.map((d) => [d.type, async () => d] as const));

function page(nodes: unknown[]) {
  return parsePage({ schemaVersion: 2, page: 'test', updatedAt: 'now', nodes });
}

async function show(nodes: unknown[], opts: Partial<DesignContextValue> = {}) {
  await registry.preload(defs.map((d) => d.type));
  const p = page(nodes);
  const issues: DesignIssue[] = [...p.issues];
  const runLink = vi.fn();
  const value: DesignContextValue = { registry, data: { user: { role: 1 } }, runLink, preview: false, report: (i) => issues.push(i), page: 'test', ...opts };
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    render(
      <DesignProvider value={value}>
        <DesignNodes nodes={p.nodes} />
      </DesignProvider>,
    );
  });
  return { issues, runLink };
}

describe('renderer', () => {
  it('renders the rest of a page around a broken node and a throwing widget, and reports both', async () => {
    const { issues } = await show([
      { id: 'a', type: 'text', props: { text: '第一段' } },
      { id: 'bad', type: 'Not A Type!' },
      { id: 'b', type: 'boom' },
      { id: 'c', type: 'text', props: { text: '第三段' } },
    ]);
    expect(screen.getByText('第一段')).toBeTruthy();
    expect(screen.getByText('第三段')).toBeTruthy();
    expect(issues.map((i) => i.at)).toEqual(expect.arrayContaining(['bad', 'b']));
    expect(document.body.textContent).not.toContain('widget exploded');
  });

  it('shows problems as visible boxes in preview', async () => {
    await show(
      [
        { id: 'b', type: 'boom' },
        { id: 'u', type: 'no-such-widget', props: { x: 1 } },
        { id: 'p', type: 'text', props: { text: 42 } },
      ],
      { preview: true },
    );
    expect(screen.getByText('组件出错：boom#b')).toBeTruthy();
    expect(screen.getByText('未知组件：no-such-widget')).toBeTruthy();
    expect(document.body.textContent).toContain('"x": 1');
    expect(screen.getByText('组件属性无效：text#p')).toBeTruthy();
  });

  it('renders nothing for unknown types in production, and reports them', async () => {
    const { issues } = await show([{ id: 'u', type: 'no-such-widget' }]);
    expect(document.body.textContent).toBe('');
    expect(issues).toEqual([{ page: 'test', at: 'u', message: '未知组件类型 no-such-widget' }]);
  });

  it('fills props with the widget schema defaults', async () => {
    await show([{ id: 'a', type: 'text' }]);
    expect(screen.getByText('默认文字')).toBeTruthy();
  });

  it('re-renders only the widget whose state changed', async () => {
    await show([
      { id: 'c1', type: 'counter' },
      { id: 't1', type: 'text', props: { text: '旁边的组件' } },
    ]);
    const before = { c1: renders.c1!, t1: renders.t1! };
    await act(async () => fireEvent.click(screen.getByText('点了 0 次')));
    expect(screen.getByText('点了 1 次')).toBeTruthy();
    expect(renders.c1).toBe(before.c1 + 1);
    expect(renders.t1).toBe(before.t1);
  });

  it('evaluates visibility declaratively against page data', async () => {
    await show([
      { id: 'r1', type: 'text', props: { text: '招聘者可见' }, visible: { field: 'user.role', op: 'eq', value: 1 } },
      { id: 'r0', type: 'text', props: { text: '求职者可见' }, visible: { field: 'user.role', op: 'eq', value: 0 } },
      { id: 'any', type: 'text', props: { text: '任一条件' }, visible: { any: [{ field: 'user.role', op: 'in', value: [0, 3] }, { field: 'user', op: 'exists' }] } },
    ]);
    expect(screen.queryByText('招聘者可见')).toBeTruthy();
    expect(screen.queryByText('求职者可见')).toBeNull();
    expect(screen.queryByText('任一条件')).toBeTruthy();
  });

  it('hands taps to the action interpreter with the node link', async () => {
    const { runLink } = await show([{ id: 'a', type: 'text', props: { text: '去首页' }, link: { type: 'navigate', path: '/' } }]);
    fireEvent.click(screen.getByText('去首页'));
    expect(runLink).toHaveBeenCalledWith({ type: 'navigate', path: '/' }, { clicked: '去首页' });
  });

  it('renders children inside containers, dropping a bad child only', async () => {
    const { issues } = await show([
      { id: 'box', type: 'box', children: [{ id: 'k1', type: 'text', props: { text: '子节点' } }, { id: 'k2', type: 'text', link: { type: 'navigate', h5: 'javascript:alert(1)' } }] },
    ]);
    expect(screen.getByTestId('box').textContent).toBe('子节点');
    expect(issues[0]!.at).toBe('k2');
  });

  // It passed when everything mounted at once (jsdom has no IntersectionObserver): now an observer the test drives.
  it('mounts nodes below the first ones lazily', async () => {
    const observed = new Map<Element, (entries: { isIntersecting: boolean }[]) => void>();
    class FakeObserver {
      constructor(private readonly cb: (entries: { isIntersecting: boolean }[]) => void) {}
      observe(el: Element) {
        observed.set(el, this.cb);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      const nodes = Array.from({ length: 12 }, (_, i) => ({ id: `n${i}`, type: 'text', props: { text: `段落${i}` } }));
      cleanup();
      await show(nodes);
      expect(screen.getByText(`段落${EAGER_NODE_COUNT - 1}`)).toBeTruthy();
      expect(screen.queryByText(`段落${EAGER_NODE_COUNT}`)).toBeNull();
      expect(screen.queryByText('段落11')).toBeNull();
      expect(document.querySelectorAll('[data-lazy-node]')).toHaveLength(12 - EAGER_NODE_COUNT);
      // Scrolled near: that node mounts, the ones further down still wait.
      const near = document.querySelector('[data-lazy-node="n10"]')!;
      act(() => observed.get(near)!([{ isIntersecting: true }]));
      expect(screen.getByText('段落10')).toBeTruthy();
      expect(screen.queryByText('段落11')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('no string is ever evaluated as code', () => {
  it('drops conditions that reach for the constructor', async () => {
    const { issues } = await show([{ id: 'x', type: 'text', visible: { field: 'constructor.constructor', op: 'truthy' } }]);
    expect(document.body.textContent).toBe('');
    expect(issues[0]!.message).toContain('数据路径不允许访问原型');
  });

  it('treats an expression in a placeholder as plain text', () => {
    const w = window as unknown as { hacked?: boolean };
    expect(interpolate("{{constructor.constructor('window.hacked=true')()}}", {})).toBe("{{constructor.constructor('window.hacked=true')()}}");
    expect(interpolate('{{__proto__.polluted}}', {})).toBeUndefined();
    expect(interpolate('{{constructor.name}}', {})).toBeUndefined();
    expect(w.hacked).toBeUndefined();
  });
});
