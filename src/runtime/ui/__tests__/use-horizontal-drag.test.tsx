/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TAP_SLOP_PX, useHorizontalDrag, type HorizontalDragOptions } from '../use-horizontal-drag';

function Surface({ options, onClick }: { options: HorizontalDragOptions; onClick: () => void }) {
  const dragProps = useHorizontalDrag<HTMLDivElement>(options);
  return (
    <div data-testid="surface" {...dragProps}>
      <button type="button" onClick={onClick}>
        target
      </button>
    </div>
  );
}

const surface = () => screen.getByTestId('surface');
const pointer = (type: 'pointerDown' | 'pointerMove' | 'pointerUp' | 'pointerCancel', x: number, y = 20, more: { pointerId?: number; isPrimary?: boolean } = {}) =>
  act(() => void fireEvent[type](surface(), { pointerId: 1, isPrimary: true, pointerType: 'touch', clientX: x, clientY: y, ...more }));
const click = () => fireEvent.click(screen.getByText('target'));

let calls: {
  onPress: ReturnType<typeof vi.fn<() => boolean | void>>;
  onMove: ReturnType<typeof vi.fn<(dx: number) => void>>;
  onEnd: ReturnType<typeof vi.fn<HorizontalDragOptions['onEnd']>>;
  onTap: ReturnType<typeof vi.fn<() => void>>;
  onCancel: ReturnType<typeof vi.fn<() => void>>;
};
let onClick: ReturnType<typeof vi.fn<() => void>>;
let capture: ReturnType<typeof vi.fn<(pointerId: number) => void>>;

function mount(options: Partial<HorizontalDragOptions> = {}) {
  render(<Surface options={{ ...calls, ...options }} onClick={onClick} />);
  // jsdom has no pointer capture.
  surface().setPointerCapture = capture;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['performance'] });
  calls = { onPress: vi.fn(), onMove: vi.fn(), onEnd: vi.fn(), onTap: vi.fn(), onCancel: vi.fn() };
  onClick = vi.fn<() => void>();
  capture = vi.fn<(pointerId: number) => void>();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useHorizontalDrag', () => {
  it('reports nothing for a move under the slop, and a tap on release; the tap keeps its click', () => {
    mount();
    pointer('pointerDown', 100, 20);
    expect(calls.onPress).toHaveBeenCalledTimes(1);
    pointer('pointerMove', 100 + TAP_SLOP_PX - 1, 21);
    pointer('pointerMove', 100 - TAP_SLOP_PX + 1, 20 - TAP_SLOP_PX + 1);
    expect(calls.onMove).not.toHaveBeenCalled();
    expect(calls.onCancel).not.toHaveBeenCalled();
    expect(capture).not.toHaveBeenCalled();
    pointer('pointerUp', 100 + TAP_SLOP_PX - 1, 20);
    expect(calls.onTap).toHaveBeenCalledTimes(1);
    expect(calls.onEnd).not.toHaveBeenCalled();
    click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('leaves a mostly vertical move to the page: the press is cancelled and later moves are not a drag', () => {
    mount();
    pointer('pointerDown', 100, 20);
    // Diagonal is not horizontal enough either.
    pointer('pointerMove', 100 - TAP_SLOP_PX, 20 + TAP_SLOP_PX);
    expect(calls.onCancel).toHaveBeenCalledTimes(1);
    pointer('pointerMove', 20, 30);
    pointer('pointerUp', 20, 30);
    expect(calls.onMove).not.toHaveBeenCalled();
    expect(calls.onEnd).not.toHaveBeenCalled();
    expect(calls.onTap).not.toHaveBeenCalled();
    expect(capture).not.toHaveBeenCalled();
  });

  it('follows a horizontal drag with its dx, captures the pointer, and reports dx and the speed over the last move on release', () => {
    mount();
    pointer('pointerDown', 200);
    vi.advanceTimersByTime(50);
    pointer('pointerMove', 190);
    vi.advanceTimersByTime(10);
    pointer('pointerMove', 160);
    expect(calls.onMove.mock.calls).toEqual([[-10], [-40]]);
    expect(capture).toHaveBeenCalledWith(1);
    vi.advanceTimersByTime(10);
    pointer('pointerUp', 160);
    // From the move before the last (190 at 50 ms) to the release (160 at 70 ms).
    expect(calls.onEnd).toHaveBeenCalledWith({ dx: -40, velocity: -30 / 20 });
    expect(calls.onTap).not.toHaveBeenCalled();
  });

  it('reads the speed over the moves of its window when given one', () => {
    mount({ speedWindowMs: 100 });
    pointer('pointerDown', 200);
    vi.advanceTimersByTime(50);
    pointer('pointerMove', 190);
    vi.advanceTimersByTime(10);
    pointer('pointerMove', 160);
    vi.advanceTimersByTime(10);
    pointer('pointerUp', 160);
    // The press itself (200 at 0 ms) is still within 100 ms of the last move.
    expect(calls.onEnd).toHaveBeenCalledWith({ dx: -40, velocity: -40 / 70 });
  });

  it('swallows the click that follows a drag, once', () => {
    mount();
    pointer('pointerDown', 200);
    vi.advanceTimersByTime(20);
    pointer('pointerMove', 150);
    pointer('pointerUp', 150);
    click();
    expect(onClick).not.toHaveBeenCalled();
    click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("swallows a tap's click when the press asks for it", () => {
    calls.onPress.mockReturnValue(true);
    mount();
    pointer('pointerDown', 100);
    pointer('pointerUp', 100);
    expect(calls.onTap).toHaveBeenCalledTimes(1);
    click();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('cancels a drag the browser takes back, without swallowing a click', () => {
    mount();
    pointer('pointerDown', 200);
    pointer('pointerMove', 150);
    pointer('pointerCancel', 150);
    expect(calls.onCancel).toHaveBeenCalledTimes(1);
    expect(calls.onEnd).not.toHaveBeenCalled();
    click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores a second finger, and every pointer when not enabled', () => {
    mount();
    pointer('pointerDown', 200);
    pointer('pointerMove', 150);
    pointer('pointerDown', 50, 20, { pointerId: 2, isPrimary: false });
    pointer('pointerUp', 50, 20, { pointerId: 2, isPrimary: false });
    pointer('pointerCancel', 50, 20, { pointerId: 2, isPrimary: false });
    expect(calls.onPress).toHaveBeenCalledTimes(1);
    expect(calls.onEnd).not.toHaveBeenCalled();
    expect(calls.onCancel).not.toHaveBeenCalled();
    pointer('pointerMove', 140);
    pointer('pointerUp', 140);
    expect(calls.onEnd).toHaveBeenCalledWith(expect.objectContaining({ dx: -60 }));
    cleanup();

    mount({ enabled: false });
    pointer('pointerDown', 200);
    pointer('pointerMove', 150);
    pointer('pointerUp', 150);
    expect(calls.onPress).toHaveBeenCalledTimes(1);
    expect(calls.onMove.mock.calls).toEqual([[-50], [-60]]);
    expect(calls.onEnd).toHaveBeenCalledTimes(1);
  });
});
