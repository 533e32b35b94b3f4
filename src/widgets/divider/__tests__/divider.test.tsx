/** @vitest-environment jsdom */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DividerWidget } from '../divider';
import { dividerWidget } from '../index';
import { dividerPropsSchema } from '../schema';

afterEach(cleanup);

describe('divider', () => {
  it('parses empty props to a plain solid line', () => {
    expect(dividerWidget.type).toBe('divider');
    expect(dividerPropsSchema.parse({})).toEqual({ text: '', dashed: false });
    const { container } = render(<DividerWidget {...dividerPropsSchema.parse({})} />);
    expect(container.querySelector('.adm-divider')).toBeTruthy();
    expect(container.textContent).toBe('');
  });

  it('rejects over-long text', () => {
    expect(dividerPropsSchema.safeParse({ text: '字'.repeat(21) }).success).toBe(false);
  });

  it('shows its text in the middle of the line', () => {
    render(<DividerWidget {...dividerPropsSchema.parse({ text: '没有更多了' })} />);
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });
});
