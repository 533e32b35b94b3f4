/** @vitest-environment jsdom */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ComingSoon } from '../coming-soon';
import { comingSoonWidget } from '../index';
import { comingSoonPropsSchema } from '../schema';

afterEach(cleanup);

describe('coming-soon', () => {
  it('parses empty props to a friendly message, never a blank screen', () => {
    expect(comingSoonWidget.type).toBe('coming-soon');
    render(<ComingSoon {...comingSoonPropsSchema.parse({})} />);
    expect(screen.getByRole('heading', { name: '功能即将上线' })).toBeTruthy();
    expect(screen.getByText('我们正在加紧开发中，敬请期待～')).toBeTruthy();
  });

  it('rejects an empty title', () => {
    expect(comingSoonPropsSchema.safeParse({ title: '' }).success).toBe(false);
    expect(comingSoonPropsSchema.safeParse({ description: '字'.repeat(101) }).success).toBe(false);
  });

  it('shows the given title and description', () => {
    render(<ComingSoon title="视频面试即将开放" description="上线后第一时间通知您" />);
    expect(screen.getByRole('region', { name: '视频面试即将开放' })).toBeTruthy();
    expect(screen.getByText('上线后第一时间通知您')).toBeTruthy();
  });
});
