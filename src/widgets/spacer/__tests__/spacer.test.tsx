/** @vitest-environment jsdom */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { spacerWidget } from '../index';
import { spacerPropsSchema } from '../schema';
import { Spacer } from '../spacer';

afterEach(cleanup);

describe('spacer', () => {
  it('parses empty props to 12 px of space', () => {
    expect(spacerWidget.type).toBe('spacer');
    expect(spacerPropsSchema.parse({})).toEqual({ height: 12 });
  });

  it('rejects negative and huge heights', () => {
    expect(spacerPropsSchema.safeParse({ height: -1 }).success).toBe(false);
    expect(spacerPropsSchema.safeParse({ height: 201 }).success).toBe(false);
    expect(spacerPropsSchema.safeParse({ height: '20px' }).success).toBe(false);
  });

  it('takes the set height and is hidden from screen readers', () => {
    render(<Spacer height={40} />);
    const el = screen.getByTestId('spacer');
    expect(el.style.height).toBe('40px');
    expect(el.getAttribute('aria-hidden')).toBe('true');
  });
});
