/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetHost } from '../../../runtime/registry';
import { GridNav } from '../grid-nav';
import { gridNavWidget } from '../index';
import { gridNavPropsSchema } from '../schema';

afterEach(cleanup);

const fakeHost = (preview = false) => ({ nodeId: 'n1', preview, runLink: vi.fn<WidgetHost['runLink']>() }) satisfies WidgetHost;
const items = [
  { icon: '💼', text: '全职', link: { type: 'navigate' as const, path: '/job' } },
  { icon: '/icons/company.png', text: '名企', link: { type: 'navigate' as const, path: '/company' } },
  { icon: '播', text: '直播' },
];

describe('grid-nav', () => {
  it('parses empty props to four empty columns', () => {
    expect(gridNavWidget.type).toBe('grid-nav');
    expect(gridNavPropsSchema.parse({})).toEqual({ columns: 4, items: [] });
  });

  it('rejects 3 columns, long labels, markup and script URLs as icons', () => {
    expect(gridNavPropsSchema.safeParse({ columns: 3 }).success).toBe(false);
    expect(gridNavPropsSchema.safeParse({ items: [{ icon: '💼', text: '这是一个很长的标签' }] }).success).toBe(false);
    expect(gridNavPropsSchema.safeParse({ items: [{ icon: '<b>', text: '全职' }] }).success).toBe(false);
    expect(gridNavPropsSchema.safeParse({ items: [{ icon: 'javascript:alert(1)', text: '全职' }] }).success).toBe(false);
    expect(gridNavPropsSchema.safeParse({ items: [{ icon: '三个字', text: '全职' }] }).success).toBe(false);
    expect(gridNavPropsSchema.safeParse({ items: [{ icon: '👨‍💻', text: '程序员' }] }).success).toBe(true);
  });

  it('shows each label with a picture or a text icon', () => {
    const { container } = render(<GridNav {...gridNavPropsSchema.parse({ items })} />);
    expect(screen.getByText('全职')).toBeTruthy();
    expect(screen.getByText('💼')).toBeTruthy();
    expect(screen.getByText('播')).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/icons/company.png');
  });

  it("runs the tapped cell's link, or the node's link for a cell without one", () => {
    const host = fakeHost();
    render(<GridNav {...gridNavPropsSchema.parse({ items })} host={host} />);
    fireEvent.click(screen.getByText('名企'));
    expect(host.runLink).toHaveBeenCalledWith(items[1]!.link, { item: items[1], index: 1 });
    fireEvent.click(screen.getByText('直播'));
    expect(host.runLink).toHaveBeenLastCalledWith(undefined, { item: items[2], index: 2 });
  });

  it('shows a hint without cells in preview only', () => {
    const { container, rerender } = render(<GridNav {...gridNavPropsSchema.parse({})} host={fakeHost(true)} />);
    expect(screen.getByText('宫格导航：请添加入口')).toBeTruthy();
    rerender(<GridNav {...gridNavPropsSchema.parse({})} host={fakeHost()} />);
    expect(container.innerHTML).toBe('');
  });
});
