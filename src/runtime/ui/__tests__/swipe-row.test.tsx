/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWIPE_ROW_ACTION_PX, SwipeRow } from '../swipe-row';

const WIDTH = 3 * SWIPE_ROW_ACTION_PX;

function Row({ name, onOpen, onAction }: { name: string; onOpen: () => void; onAction: (key: string) => void }) {
  return (
    <SwipeRow
      actions={[
        { key: 'top', text: '置顶', color: 'primary', onClick: () => onAction('top') },
        { key: 'black', text: '拉黑', color: 'warning', onClick: () => onAction('black') },
        { key: 'remove', text: '删除', color: 'danger', onClick: () => onAction('remove') },
      ]}
    >
      <div role="link" onClick={onOpen}>
        {name}
      </div>
    </SwipeRow>
  );
}

const content = (name: string) => screen.getByText(name).closest('.rm-swipe-row__content') as HTMLElement;
const isOpen = (name: string) => content(name).dataset.open === 'true';
const pointer = (name: string, type: 'pointerDown' | 'pointerMove' | 'pointerUp', x: number, y = 20) =>
  act(() => void fireEvent[type](content(name), { pointerId: 1, isPrimary: true, pointerType: 'touch', clientX: x, clientY: y }));
/** A finger from x0 to x1 in `steps` moves `msPerStep` apart, then lifted. */
function swipe(name: string, x0: number, x1: number, steps: number, msPerStep: number) {
  pointer(name, 'pointerDown', x0);
  for (let i = 1; i <= steps; i++) {
    vi.advanceTimersByTime(msPerStep);
    pointer(name, 'pointerMove', x0 + ((x1 - x0) * i) / steps);
  }
  vi.advanceTimersByTime(msPerStep);
  pointer(name, 'pointerUp', x1);
}

let onOpen: ReturnType<typeof vi.fn<() => void>>;
let onAction: ReturnType<typeof vi.fn<(key: string) => void>>;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['performance', 'Date', 'setTimeout'] });
  onOpen = vi.fn<() => void>();
  onAction = vi.fn<(key: string) => void>();
  render(
    <>
      <Row name="王敏" onOpen={onOpen} onAction={onAction} />
      <Row name="李华" onOpen={onOpen} onAction={onAction} />
    </>,
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SwipeRow', () => {
  it('follows the finger, and opens on a slow release past half its actions; the actions are then reachable', () => {
    expect(screen.getAllByText('删除')[0]!.closest('[aria-hidden]')!.getAttribute('aria-hidden')).toBe('true');
    pointer('王敏', 'pointerDown', 300);
    vi.advanceTimersByTime(100);
    pointer('王敏', 'pointerMove', 250);
    expect(content('王敏').style.transform).toBe('translate3d(-50px,0,0)');
    vi.advanceTimersByTime(100);
    pointer('王敏', 'pointerUp', 250);
    expect(content('王敏').style.transform).toBe('');
    swipe('王敏', 300, 300 - WIDTH * 0.6, 10, 100);
    expect(isOpen('王敏')).toBe(true);
    expect(content('王敏').style.transform).toBe(`translate3d(${-WIDTH}px,0,0)`);
    expect(screen.getAllByText('删除')[0]!.closest('[aria-hidden]')!.getAttribute('aria-hidden')).toBe('false');
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('closes again on a slow release short of half, and opens on a short flick', () => {
    swipe('王敏', 300, 300 - WIDTH * 0.3, 10, 100);
    expect(isOpen('王敏')).toBe(false);
    expect(content('王敏').style.transform).toBe('');
    swipe('王敏', 300, 260, 2, 10);
    expect(isOpen('王敏')).toBe(true);
    // A flick to the right closes it.
    swipe('王敏', 100, 140, 2, 10);
    expect(isOpen('王敏')).toBe(false);
  });

  it('a tap on an open row closes it instead of opening it; the next tap opens it', () => {
    swipe('王敏', 300, 100, 5, 50);
    expect(isOpen('王敏')).toBe(true);
    pointer('王敏', 'pointerDown', 100);
    pointer('王敏', 'pointerUp', 100);
    fireEvent.click(screen.getByText('王敏'));
    expect(isOpen('王敏')).toBe(false);
    expect(onOpen).not.toHaveBeenCalled();
    pointer('王敏', 'pointerDown', 100);
    pointer('王敏', 'pointerUp', 100);
    fireEvent.click(screen.getByText('王敏'));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('an action runs and closes the row; opening another row closes the first', () => {
    swipe('王敏', 300, 100, 5, 50);
    fireEvent.click(screen.getAllByText('删除')[0]!);
    expect(onAction).toHaveBeenCalledWith('remove');
    expect(isOpen('王敏')).toBe(false);
    swipe('王敏', 300, 100, 5, 50);
    swipe('李华', 300, 100, 5, 50);
    expect(isOpen('李华')).toBe(true);
    expect(isOpen('王敏')).toBe(false);
  });

  it('a vertical move is the page scrolling: the row stays', () => {
    pointer('王敏', 'pointerDown', 300, 20);
    pointer('王敏', 'pointerMove', 296, 80);
    pointer('王敏', 'pointerMove', 100, 90);
    pointer('王敏', 'pointerUp', 100, 90);
    expect(content('王敏').style.transform).toBe('');
    expect(isOpen('王敏')).toBe(false);
  });
});
