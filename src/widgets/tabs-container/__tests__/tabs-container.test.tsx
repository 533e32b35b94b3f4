/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetHost } from '../../../runtime/registry';
import { tabsContainerWidget } from '../index';
import { tabsContainerPropsSchema } from '../schema';
import { TabsContainer } from '../tabs-container';

afterEach(cleanup);

const mounted: string[] = [];
function Probe({ name }: { name: string }) {
  useEffect(() => {
    mounted.push(`+${name}`);
    return () => void mounted.push(`-${name}`);
  }, [name]);
  return <p>{name}的内容</p>;
}
const host = (children: WidgetHost['children'], preview = false): WidgetHost => ({ nodeId: 'tabs', preview, runLink: vi.fn<WidgetHost['runLink']>(), children });
const tabs = [{ title: '推荐' }, { title: '最新' }, { title: '附近' }];

describe('tabs-container', () => {
  it('parses empty props to no tabs', () => {
    expect(tabsContainerWidget.type).toBe('tabs-container');
    expect(tabsContainerPropsSchema.parse({})).toEqual({ tabs: [], sticky: false });
  });

  it('rejects untitled tabs and too many tabs', () => {
    expect(tabsContainerPropsSchema.safeParse({ tabs: [{ title: '' }] }).success).toBe(false);
    expect(tabsContainerPropsSchema.safeParse({ tabs: Array.from({ length: 11 }, () => ({ title: 'x' })) }).success).toBe(false);
  });

  it('shows child i under tab i and mounts only the active one', () => {
    mounted.length = 0;
    const children = [<Probe key="a" name="推荐" />, <Probe key="b" name="最新" />, <Probe key="c" name="附近" />];
    render(<TabsContainer tabs={tabs} sticky={false} host={host(children)} />);
    expect(screen.getByText('推荐的内容')).toBeTruthy();
    expect(screen.queryByText('最新的内容')).toBeNull();
    expect(mounted).toEqual(['+推荐']);

    act(() => void fireEvent.click(screen.getByText('最新')));
    expect(screen.getByText('最新的内容')).toBeTruthy();
    expect(screen.queryByText('推荐的内容')).toBeNull();
    expect(mounted).toEqual(['+推荐', '-推荐', '+最新']);
    expect(screen.getByRole('tabpanel', { name: '最新' })).toBeTruthy();
  });

  it('shows nothing under a tab without a child, with a hint in preview', () => {
    const { rerender } = render(<TabsContainer tabs={tabs} sticky={false} host={host([<p key="a">第一页</p>])} />);
    fireEvent.click(screen.getByText('附近'));
    expect(screen.getByRole('tabpanel').textContent).toBe('');
    rerender(<TabsContainer tabs={tabs} sticky={false} host={host([<p key="a">第一页</p>], true)} />);
    expect(screen.getByText('此标签下还没有组件')).toBeTruthy();
  });

  it('shows a hint without tabs in preview only', () => {
    const { container, rerender } = render(<TabsContainer {...tabsContainerPropsSchema.parse({})} host={host(undefined)} />);
    expect(container.innerHTML).toBe('');
    rerender(<TabsContainer {...tabsContainerPropsSchema.parse({})} host={host(undefined, true)} />);
    expect(screen.getByText('标签页：请添加标签，并在其下放入组件')).toBeTruthy();
  });
});
