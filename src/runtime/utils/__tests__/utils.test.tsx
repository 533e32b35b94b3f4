/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCE_MS, GEOLOCATION_TIMEOUT_MS, IMAGE_ZOOM_MAX, IMAGE_ZOOM_MIN, LONG_PRESS_DELAY_MS, LONG_PRESS_INTERVAL_MS, TOAST_DURATION_MS } from '../../constants';
import { debounce } from '../debounce';
import { useDebounced } from '../use-debounced';
import { GeolocationError, getPosition } from '../geolocation';
import { createTapGate, useImageViewer } from '../image-viewer';
import { createLongPress, useLongPress } from '../long-press';
import { clampZoom, toggledZoom } from '../zoom';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('spec §9 numbers', () => {
  it('are named once with the spec values', () => {
    expect([DEBOUNCE_MS, TOAST_DURATION_MS, GEOLOCATION_TIMEOUT_MS, LONG_PRESS_DELAY_MS, LONG_PRESS_INTERVAL_MS]).toEqual([300, 2000, 10_000, 500, 50]);
    expect([IMAGE_ZOOM_MIN, IMAGE_ZOOM_MAX]).toEqual([1 / 3, 3]);
  });
});

describe('debounce', () => {
  it('calls once, 300 ms after the last call, with the last arguments', () => {
    const fn = vi.fn();
    const d = debounce(fn);
    d('a');
    vi.advanceTimersByTime(200);
    d('b');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith('b');
  });
  it('can be cancelled or flushed, and takes another wait', () => {
    const fn = vi.fn();
    const d = debounce(fn, 50);
    d(1);
    d.cancel();
    vi.advanceTimersByTime(100);
    expect(fn).not.toHaveBeenCalled();
    d(2);
    d.flush();
    expect(fn).toHaveBeenCalledExactlyOnceWith(2);
    vi.advanceTimersByTime(100);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('long press', () => {
  it('fires nothing before 500 ms, then every 50 ms until released', () => {
    const fn = vi.fn();
    const lp = createLongPress(fn);
    lp.start();
    vi.advanceTimersByTime(499);
    expect(fn).toHaveBeenCalledTimes(0);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(150);
    expect(fn).toHaveBeenCalledTimes(4);
    lp.stop();
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledTimes(4);
  });
  it('a short press does nothing (released before 500 ms)', () => {
    const fn = vi.fn();
    function Stepper() {
      return <button {...useLongPress(fn)}>+</button>;
    }
    render(<Stepper />);
    const b = screen.getByRole('button');
    fireEvent.pointerDown(b);
    vi.advanceTimersByTime(300);
    fireEvent.pointerUp(b);
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
    fireEvent.pointerDown(b);
    vi.advanceTimersByTime(600);
    fireEvent.pointerLeave(b);
    expect(fn).toHaveBeenCalledTimes(3);
  });
});

describe('image zoom', () => {
  it('keeps zoom within 1/3 and 3 and toggles 2 on double tap', () => {
    expect(clampZoom(0.1)).toBeCloseTo(1 / 3);
    expect(clampZoom(5)).toBe(3);
    expect(toggledZoom(1)).toBe(2);
    expect(toggledZoom(2)).toBe(1);
    expect(toggledZoom(2.7)).toBe(1);
  });
  it('a second tap within 250 ms is a double tap; a lone tap closes after 250 ms', () => {
    const onSingle = vi.fn();
    const onDouble = vi.fn();
    const g = createTapGate({ onSingle, onDouble });
    g.tap();
    vi.advanceTimersByTime(249);
    g.tap();
    expect(onDouble).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(onSingle).not.toHaveBeenCalled();
    g.tap();
    vi.advanceTimersByTime(251);
    expect(onSingle).toHaveBeenCalledTimes(1);
    g.tap();
    vi.advanceTimersByTime(260);
    g.tap();
    expect(onDouble).toHaveBeenCalledTimes(1);
  });
  it('opens antd-mobile ImageViewer on the chosen picture', () => {
    function Gallery() {
      const v = useImageViewer();
      return (
        <>
          <button onClick={() => v.open(['/a.png', '/b.png'], 1)}>看图</button>
          {v.element}
        </>
      );
    }
    render(<Gallery />);
    act(() => screen.getByRole('button').click());
    act(() => void vi.advanceTimersByTime(500));
    const imgs = document.querySelectorAll('.adm-image-viewer-slides img');
    expect(imgs.length).toBe(2);
    expect(document.querySelector('.adm-image-viewer-indicator')?.textContent).toBe('2 / 2');
  });
});

describe('geolocation', () => {
  const geo = (impl: Geolocation['getCurrentPosition']): Geolocation => ({ getCurrentPosition: impl, watchPosition: vi.fn(), clearWatch: vi.fn() }) as unknown as Geolocation;
  it('answers the position', async () => {
    const g = geo((ok) => ok({ coords: { latitude: 30.2, longitude: 120.1, accuracy: 15 } } as GeolocationPosition));
    await expect(getPosition({ geolocation: g })).resolves.toEqual({ lat: 30.2, lng: 120.1, accuracy: 15 });
  });
  it('gives up after 10 s when the browser never answers', async () => {
    const p = getPosition({ geolocation: geo(() => {}) });
    const seen = expect(p).rejects.toMatchObject({ reason: 'timeout', message: '定位超时，请稍后重试' });
    vi.advanceTimersByTime(GEOLOCATION_TIMEOUT_MS);
    await seen;
  });
  it('tells a refusal and a missing API apart', async () => {
    const denied = geo((_ok, fail) => fail?.({ code: 1, message: 'denied' } as GeolocationPositionError));
    await expect(getPosition({ geolocation: denied })).rejects.toMatchObject({ reason: 'denied' });
    await expect(getPosition({ geolocation: undefined })).rejects.toBeInstanceOf(GeolocationError);
  });
});

describe('useDebounced', () => {
  function Search({ onSettle }: { onSettle: (v: string) => void }) {
    const settle = useDebounced(onSettle);
    return <input aria-label="关键词" onChange={(e) => settle(e.target.value)} />;
  }

  it('settles once typing stops for 300 ms, with the last text', () => {
    const onSettle = vi.fn();
    render(<Search onSettle={onSettle} />);
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '前' } });
    act(() => void vi.advanceTimersByTime(DEBOUNCE_MS - 1));
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '前端' } });
    act(() => void vi.advanceTimersByTime(DEBOUNCE_MS - 1));
    expect(onSettle).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onSettle).toHaveBeenCalledTimes(1);
    expect(onSettle).toHaveBeenCalledWith('前端');
  });

  it('drops a pending call when the screen goes away', () => {
    const onSettle = vi.fn();
    const { unmount } = render(<Search onSettle={onSettle} />);
    fireEvent.change(screen.getByLabelText('关键词'), { target: { value: '前端' } });
    unmount();
    vi.advanceTimersByTime(DEBOUNCE_MS * 2);
    expect(onSettle).not.toHaveBeenCalled();
  });
});
