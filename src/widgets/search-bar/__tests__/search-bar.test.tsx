/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetHost } from '../../../runtime/registry';
import { searchBarWidget } from '../index';
import { searchBarPropsSchema } from '../schema';
import { SearchBarWidget } from '../search-bar';

afterEach(cleanup);

const fakeHost = () => ({ nodeId: 'n1', preview: false, runLink: vi.fn<WidgetHost['runLink']>() }) satisfies WidgetHost;

describe('search-bar', () => {
  it('parses empty props to a usable search box', () => {
    expect(searchBarWidget.type).toBe('search-bar');
    expect(searchBarPropsSchema.parse({})).toEqual({ placeholder: '搜索职位、公司', keyword: '', buttonText: '搜索' });
  });

  it('rejects a javascript: link and an over-long placeholder', () => {
    expect(searchBarPropsSchema.safeParse({ link: { type: 'navigate', h5: 'javascript:alert(1)' } }).success).toBe(false);
    expect(searchBarPropsSchema.safeParse({ placeholder: '很'.repeat(31) }).success).toBe(false);
  });

  it('shows the placeholder and the preset keyword', () => {
    render(<SearchBarWidget {...searchBarPropsSchema.parse({ placeholder: '搜索职位', keyword: '会计' })} />);
    const input = screen.getByPlaceholderText('搜索职位');
    expect(input).toHaveProperty('value', '会计');
    expect(screen.getByRole('button', { name: '搜索' })).toBeTruthy();
  });

  it('takes a new preset keyword when the props change', () => {
    const { rerender } = render(<SearchBarWidget {...searchBarPropsSchema.parse({ keyword: '会计' })} />);
    rerender(<SearchBarWidget {...searchBarPropsSchema.parse({ keyword: '出纳' })} />);
    expect(screen.getByPlaceholderText('搜索职位、公司')).toHaveProperty('value', '出纳');
  });

  it('runs the node link with the typed keyword when the button is tapped', () => {
    const host = fakeHost();
    render(<SearchBarWidget {...searchBarPropsSchema.parse({})} host={host} />);
    fireEvent.change(screen.getByPlaceholderText('搜索职位、公司'), { target: { value: '  前端 ' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(host.runLink).toHaveBeenCalledTimes(1);
    expect(host.runLink).toHaveBeenCalledWith(undefined, { keyword: '前端' });
  });

  it('runs its own link once when the keyboard search key is pressed', () => {
    const host = fakeHost();
    const link = { type: 'navigate' as const, path: '/job', params: { keyword: '{{keyword}}' } };
    render(<SearchBarWidget {...searchBarPropsSchema.parse({ link, buttonText: '' })} host={host} />);
    expect(screen.queryByRole('button')).toBeNull();
    const input = screen.getByPlaceholderText('搜索职位、公司');
    fireEvent.change(input, { target: { value: '设计' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(host.runLink).toHaveBeenCalledTimes(1);
    expect(host.runLink).toHaveBeenCalledWith(link, { keyword: '设计' });
  });
});
