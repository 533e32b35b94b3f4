/** @vitest-environment jsdom */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_IDLE_DESTROY_MS } from '../../constants';
import { PopupHost, PopupProvider, usePopups } from '../host';
import { createPopupManager, type PopupManager, type PopupRenderProps } from '../manager';

/** A popup with state of its own, to see whether it survives being hidden. */
function Counter({ props, visible, zIndex, confirm, cancel }: PopupRenderProps<{ label?: string }, number>) {
  const [n, setN] = useState(0);
  if (!visible) return <div data-testid="hidden-counter" />;
  return (
    <div data-testid="counter" data-z={zIndex}>
      <span>{`${props.label ?? 'count'}: ${n}`}</span>
      <button onClick={() => setN((x) => x + 1)}>plus</button>
      <button onClick={() => confirm(n)}>ok</button>
      <button onClick={cancel}>cancel</button>
    </div>
  );
}

function Broken(): never {
  throw new Error('boom');
}

let m: PopupManager;
beforeEach(() => {
  m = createPopupManager();
  m.register('counter', Counter);
  m.register('broken', Broken);
});
afterEach(() => {
  cleanup();
  m.dispose();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const mount = () =>
  render(
    <PopupProvider manager={m}>
      <PopupHost manager={m} />
    </PopupProvider>,
  );

describe('<PopupHost>', () => {
  it('renders an opened popup, and its confirm settles the promise with the value', async () => {
    mount();
    let p!: Promise<unknown>;
    act(() => {
      p = m.open('counter', { label: 'taps' });
    });
    fireEvent.click(screen.getByText('plus'));
    fireEvent.click(screen.getByText('plus'));
    expect(screen.getByText('taps: 2')).toBeTruthy();
    act(() => fireEvent.click(screen.getByText('ok')));
    await expect(p).resolves.toEqual({ confirmed: true, value: 2 });
    expect(screen.queryByTestId('counter')).toBeNull();
  });

  it('cancel settles the promise as not confirmed', async () => {
    mount();
    let p!: Promise<unknown>;
    act(() => {
      p = m.open('counter');
    });
    act(() => fireEvent.click(screen.getByText('cancel')));
    await expect(p).resolves.toEqual({ confirmed: false });
  });

  it('renders each popup in its own layer at the end of <body>, with the z-index antd-mobile overlays inherit', () => {
    m.register('second', Counter);
    const { container } = mount();
    act(() => {
      void m.open('counter');
      void m.open('second');
    });
    const layers = [...document.body.querySelectorAll<HTMLElement>('.rm-popup-layer')];
    expect(layers.map((l) => l.dataset.popup)).toEqual(['counter', 'second']);
    expect(container.querySelector('.rm-popup-layer')).toBeNull();
    expect(layers[0]!.style.getPropertyValue('--adm-popup-z-index')).toBe('2000');
    expect(layers[1]!.style.getPropertyValue('--adm-popup-z-index')).toBe('2020');
    expect(layers[1]!.style.getPropertyValue('--adm-dialog-z-index')).toBe('2020');
    expect(screen.getAllByTestId('counter').map((e) => e.dataset.z)).toEqual(['2000', '2020']);
  });

  it('keeps a hidden popup mounted with its state, and mounts it afresh after 60 s idle', () => {
    vi.useFakeTimers();
    mount();
    act(() => void m.open('counter'));
    fireEvent.click(screen.getByText('plus'));
    act(() => fireEvent.click(screen.getByText('cancel')));
    expect(screen.getByTestId('hidden-counter')).toBeTruthy();
    act(() => void m.open('counter'));
    expect(screen.getByText('count: 1')).toBeTruthy();
    act(() => m.close('counter'));
    act(() => vi.advanceTimersByTime(POPUP_IDLE_DESTROY_MS));
    expect(screen.queryByTestId('hidden-counter')).toBeNull();
    act(() => void m.open('counter'));
    expect(screen.getByText('count: 0')).toBeTruthy();
  });

  it('a popup that throws is cancelled and reported; the host keeps working', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    mount();
    let p!: Promise<unknown>;
    act(() => {
      p = m.open('broken');
    });
    await expect(p).resolves.toEqual({ confirmed: false });
    expect(error).toHaveBeenCalledWith('popup "broken" failed', expect.any(Error), expect.anything());
    act(() => void m.open('counter'));
    expect(screen.getByTestId('counter')).toBeTruthy();
  });
});

describe('usePopups()', () => {
  it('hands the manager to components below the provider', async () => {
    function OpenButton() {
      const popups = usePopups();
      const [got, setGot] = useState('');
      return <button onClick={() => void popups.open<number>('counter').then((r) => setGot(JSON.stringify(r)))}>{got || 'open'}</button>;
    }
    render(
      <PopupProvider manager={m}>
        <OpenButton />
        <PopupHost manager={m} />
      </PopupProvider>,
    );
    act(() => fireEvent.click(screen.getByText('open')));
    await act(async () => fireEvent.click(screen.getByText('ok')));
    expect(await screen.findByText('{"confirmed":true,"value":0}')).toBeTruthy();
  });

  it('throws without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Lost() {
      usePopups();
      return null;
    }
    expect(() => render(<Lost />)).toThrow(/PopupProvider/);
  });
});
