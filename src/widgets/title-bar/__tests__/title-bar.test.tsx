/** @vitest-environment jsdom */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WidgetHost } from '../../../runtime/registry';
import { titleBarWidget } from '../index';
import { titleBarPropsSchema } from '../schema';
import { TitleBar } from '../title-bar';

afterEach(cleanup);

describe('title-bar', () => {
  it('parses empty props to a heading without 更多', () => {
    expect(titleBarWidget.type).toBe('title-bar');
    expect(titleBarPropsSchema.parse({})).toEqual({ title: '热门推荐', subtitle: '', moreText: '' });
    render(<TitleBar {...titleBarPropsSchema.parse({})} />);
    expect(screen.getByRole('heading', { name: '热门推荐' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('rejects an empty or over-long title', () => {
    expect(titleBarPropsSchema.safeParse({ title: '' }).success).toBe(false);
    expect(titleBarPropsSchema.safeParse({ title: '标'.repeat(21) }).success).toBe(false);
  });

  it('shows the subtitle and runs the node link from 更多', () => {
    const host = { nodeId: 'n1', preview: false, runLink: vi.fn<WidgetHost['runLink']>() } satisfies WidgetHost;
    render(<TitleBar {...titleBarPropsSchema.parse({ title: '名企招聘', subtitle: '大厂好岗', moreText: '更多' })} host={host} />);
    expect(screen.getByText('大厂好岗')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '更多' }));
    expect(host.runLink).toHaveBeenCalledWith();
  });
});
