/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { OVERLAY_Z_INDEX, POPUP_HISTORY_LOCK_MS, POPUP_IDLE_DESTROY_MS, POPUP_Z_INDEX_STEP, RESUME_FORM_DELAY_MS } from '../../constants';
import { createEvents } from '../../events';
import { connectPopupEvents, createPopupManager, type PopupEnvironment, type PopupManager } from '../manager';

const Noop = () => null;

/** A browser history of our own: back() fires popstate at once, as a fast browser would. */
function fakeEnv() {
  const listeners = new Set<() => void>();
  const entries: unknown[] = [{ idx: 0 }];
  let index = 0;
  const pops: number[] = [];
  /** Set to make back() land only when land() is called, as in a real browser. */
  let deferred: (() => void)[] | null = null;
  const env: PopupEnvironment & { entries: unknown[]; index: () => number; userBack: () => void; pops: number[]; deferBack: () => void; land: () => void } = {
    history: {
      get state() {
        return entries[index];
      },
      pushState(state: unknown) {
        entries.splice(index + 1);
        entries.push(state);
        index++;
      },
      back: vi.fn(() => {
        const go = () => {
          if (index === 0) return;
          index--;
          pops.push(index);
          listeners.forEach((fn) => fn());
        };
        if (deferred) deferred.push(go);
        else go();
      }),
    },
    addEventListener: (_t, fn) => void listeners.add(fn),
    removeEventListener: (_t, fn) => void listeners.delete(fn),
    body: { style: { overflow: '' } },
    entries,
    index: () => index,
    pops,
    deferBack() {
      deferred = [];
    },
    land() {
      deferred?.splice(0).forEach((go) => go());
    },
    /** The user's back button. */
    userBack() {
      index--;
      listeners.forEach((fn) => fn());
    },
  };
  return env;
}

let env: ReturnType<typeof fakeEnv>;
let m: PopupManager;

beforeEach(() => {
  env = fakeEnv();
  m = createPopupManager({ env });
  for (const key of ['a', 'b', 'c']) m.register(key, Noop);
});
afterEach(() => {
  m.dispose();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('registration', () => {
  it('throws on a key registered twice, naming the key', () => {
    expect(() => m.register('a', Noop)).toThrow(/"a" is already registered/);
  });

  it('throws when opening a key nobody registered', () => {
    expect(() => m.open('nope')).toThrow(/"nope" is not registered/);
    expect(m.has('nope')).toBe(false);
    expect(m.has('a')).toBe(true);
  });
});

describe('open and close', () => {
  it('settles with the value when the popup is confirmed', async () => {
    const p = m.open<string>('a', { title: 'x' });
    expect(m.isOpen('a')).toBe(true);
    expect(m.getSnapshot()[0]).toMatchObject({ key: 'a', props: { title: 'x' }, visible: true });
    m.close('a', { confirmed: true, value: 'picked' });
    await expect(p).resolves.toEqual({ confirmed: true, value: 'picked' });
    expect(m.isOpen('a')).toBe(false);
  });

  it('settles as cancelled when closed without a result', async () => {
    const p = m.open('a');
    m.close('a');
    await expect(p).resolves.toEqual({ confirmed: false });
  });

  it('never opens the same key twice at once: the second open gets the first promise', async () => {
    const first = m.open('a', { n: 1 });
    const second = m.open('a', { n: 2 });
    expect(second).toBe(first);
    expect(m.getSnapshot()).toHaveLength(1);
    expect(m.getSnapshot()[0]!.props).toEqual({ n: 1 });
    expect(env.entries).toHaveLength(2);
    m.close('a', { confirmed: true, value: 1 });
    await expect(first).resolves.toEqual({ confirmed: true, value: 1 });
    // Once settled, it may open again.
    const third = m.open('a');
    expect(third).not.toBe(first);
  });

  it('closing a popup that is not open does nothing', () => {
    const seen = vi.fn();
    m.subscribe(seen);
    m.close('a');
    expect(seen).not.toHaveBeenCalled();
  });

  it('closeAll cancels every open popup', async () => {
    const pa = m.open('a');
    const pb = m.open('b');
    m.closeAll();
    await expect(Promise.all([pa, pb])).resolves.toEqual([{ confirmed: false }, { confirmed: false }]);
    expect(env.body.style.overflow).toBe('');
  });

  it('notifies subscribers with a new snapshot on every change', () => {
    const seen = vi.fn();
    const off = m.subscribe(seen);
    const before = m.getSnapshot();
    void m.open('a');
    expect(seen).toHaveBeenCalledTimes(1);
    expect(m.getSnapshot()).not.toBe(before);
    off();
    m.close('a');
    expect(seen).toHaveBeenCalledTimes(1);
  });
});

describe('page scroll', () => {
  it('is locked while any popup shows and restored when the last one closes', () => {
    env.body.style.overflow = 'auto';
    void m.open('a');
    expect(env.body.style.overflow).toBe('hidden');
    void m.open('b');
    m.close('a');
    expect(env.body.style.overflow).toBe('hidden');
    m.close('b');
    expect(env.body.style.overflow).toBe('auto');
  });

  it('uses the real document body by default', () => {
    const real = createPopupManager();
    real.register('x', Noop);
    document.body.style.overflow = 'scroll';
    void real.open('x');
    expect(document.body.style.overflow).toBe('hidden');
    real.close('x');
    expect(document.body.style.overflow).toBe('scroll');
    real.dispose();
  });
});

describe('stacking', () => {
  it('stacks overlays from 2000 up, each newer popup above the older', () => {
    void m.open('a');
    void m.open('b');
    void m.open('c');
    const z = Object.fromEntries(m.getSnapshot().map((e) => [e.key, e.zIndex]));
    expect(z).toEqual({ a: OVERLAY_Z_INDEX, b: OVERLAY_Z_INDEX + POPUP_Z_INDEX_STEP, c: OVERLAY_Z_INDEX + 2 * POPUP_Z_INDEX_STEP });
    expect(OVERLAY_Z_INDEX).toBe(2000);
    // antd-mobile draws a popup body 10 above its mask: the next popup's mask must clear it.
    expect(POPUP_Z_INDEX_STEP).toBeGreaterThan(10);
  });

  it('puts a popup opened again on top of the ones opened since', () => {
    void m.open('a');
    void m.open('b');
    m.close('a');
    void m.open('a');
    const shown = m.getSnapshot().filter((e) => e.visible);
    expect(shown.map((e) => e.key)).toEqual(['b', 'a']);
    expect(shown[1]!.zIndex).toBeGreaterThan(shown[0]!.zIndex);
  });
});

describe('idle destruction', () => {
  it('keeps a hidden popup mounted, and destroys it after 60 s idle', () => {
    vi.useFakeTimers();
    void m.open('a');
    m.close('a');
    expect(m.isMounted('a')).toBe(true);
    expect(m.getSnapshot()[0]).toMatchObject({ key: 'a', visible: false });
    vi.advanceTimersByTime(POPUP_IDLE_DESTROY_MS - 1);
    expect(m.isMounted('a')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(m.isMounted('a')).toBe(false);
    expect(m.getSnapshot()).toHaveLength(0);
    expect(POPUP_IDLE_DESTROY_MS).toBe(60_000);
  });

  it('re-uses the hidden instance when opened again before then, and restarts the clock on the next close', () => {
    vi.useFakeTimers();
    void m.open('a', { n: 1 });
    const instance = m.getSnapshot()[0]!.instance;
    m.close('a');
    vi.advanceTimersByTime(POPUP_IDLE_DESTROY_MS - 1000);
    void m.open('a', { n: 2 });
    expect(m.getSnapshot()[0]).toMatchObject({ instance, props: { n: 2 }, visible: true });
    vi.advanceTimersByTime(POPUP_IDLE_DESTROY_MS * 2);
    expect(m.isMounted('a')).toBe(true);
    m.close('a');
    vi.advanceTimersByTime(POPUP_IDLE_DESTROY_MS);
    expect(m.isMounted('a')).toBe(false);
    void m.open('a');
    expect(m.getSnapshot()[0]!.instance).not.toBe(instance);
  });
});

describe('back button', () => {
  it('pushes a history entry on open, and popstate closes the top popup as cancelled', async () => {
    const pa = m.open('a');
    const pb = m.open('b');
    expect(env.entries).toHaveLength(3);
    expect(env.history.state).toMatchObject({ idx: 0, __popup: 'b' });
    env.userBack();
    await expect(pb).resolves.toEqual({ confirmed: false });
    expect(m.isOpen('a')).toBe(true);
    expect(env.history.back).not.toHaveBeenCalled();
    env.userBack();
    await expect(pa).resolves.toEqual({ confirmed: false });
    expect(env.body.style.overflow).toBe('');
  });

  it('keeps the router state of the entry below (react-router reads its idx)', () => {
    void m.open('a');
    expect(env.history.state).toEqual({ idx: 0, __popup: 'a', __popupEntry: expect.any(String) });
  });

  it('closing by code steps back over its own entry, and the history lock ignores the popstate that causes', () => {
    vi.useFakeTimers();
    void m.open('a');
    void m.open('b');
    m.close('b', { confirmed: true, value: 1 });
    expect(env.history.back).toHaveBeenCalledTimes(1);
    // Our own back() fired popstate at once: without the lock it would have closed 'a' too.
    expect(env.pops).toEqual([1]);
    expect(m.isOpen('a')).toBe(true);
    // Regression: a back press soon after used to fall inside the 100 ms lock and be swallowed (its
    // history entry spent, the popup left open). Once our own back() has landed, the next one is the user's.
    env.userBack();
    expect(m.isOpen('a')).toBe(false);
    void m.open('c');
    vi.advanceTimersByTime(POPUP_HISTORY_LOCK_MS);
    env.userBack();
    expect(m.isOpen('c')).toBe(false);
    expect(POPUP_HISTORY_LOCK_MS).toBe(100);
  });

  it('settles a code-closed popup only once its history.back() has landed, so a navigation that follows is not undone', async () => {
    env.deferBack();
    const p = m.open('a');
    m.close('a', { confirmed: true, value: 'x' });
    expect(m.isOpen('a')).toBe(false);
    let settled = false;
    void p.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    env.land();
    await expect(p).resolves.toEqual({ confirmed: true, value: 'x' });
    expect(env.history.state).toEqual({ idx: 0 });
  });

  it('a late popstate of its own back() (after the lock ran out) does not close the popup below', async () => {
    // The resume wizard with a picker on top: the picker is confirmed, the phone is busy, and the
    // popstate of the manager's history.back() lands well after the 100 ms lock.
    vi.useFakeTimers();
    env.deferBack();
    const wizard = m.open('a');
    const picker = m.open('b');
    m.close('b', { confirmed: true, value: '女' });
    vi.advanceTimersByTime(POPUP_HISTORY_LOCK_MS * 5);
    await expect(picker).resolves.toEqual({ confirmed: true, value: '女' });
    env.land();
    expect(env.history.state).toMatchObject({ __popup: 'a' });
    expect(m.isOpen('a')).toBe(true);
    // The user's back still closes it.
    env.userBack();
    await expect(wizard).resolves.toEqual({ confirmed: false });
  });

  it('settles anyway when the lock runs out and no popstate came', async () => {
    vi.useFakeTimers();
    env.deferBack();
    const p = m.open('a');
    m.close('a');
    vi.advanceTimersByTime(POPUP_HISTORY_LOCK_MS);
    await expect(p).resolves.toEqual({ confirmed: false });
  });

  it('does not go back when the page navigated since the popup opened (that would undo the navigation)', () => {
    void m.open('a');
    env.history.pushState({ idx: 1 }, '');
    m.close('a');
    expect(env.history.back).not.toHaveBeenCalled();
  });

  it('works on the real browser history: back closes the top popup, code-closing is not mistaken for back', async () => {
    // Fake time that also flows by itself (jsdom delivers popstate on its own timers); the lock's time is jumped over.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const real = createPopupManager();
    real.register('x', Noop);
    real.register('y', Noop);
    const start = window.history.length;
    const px = real.open('x');
    void real.open('y');
    expect(window.history.length).toBe(start + 2);
    // jsdom delivers the popstate of history.back() a moment later: the lock must swallow it.
    const popped = new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    real.close('y');
    await vi.advanceTimersByTimeAsync(0); // jsdom's own timers, should they be the faked ones
    await popped;
    expect(real.isOpen('x')).toBe(true);
    // The lock's time runs out (jumped over on the fake clock, not waited for).
    await vi.advanceTimersByTimeAsync(POPUP_HISTORY_LOCK_MS);
    window.history.back();
    await vi.advanceTimersByTimeAsync(0);
    await expect(px).resolves.toEqual({ confirmed: false });
    real.dispose();
  });
});

describe('next-step instructions', () => {
  it("opens the resume-form popup 300 ms after a 'resume' instruction", async () => {
    vi.useFakeTimers();
    m.register('resume-form', Noop);
    const p = m.openAfterNextStep('resume', { from: 'job' });
    vi.advanceTimersByTime(RESUME_FORM_DELAY_MS - 1);
    expect(m.isOpen('resume-form')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(m.isOpen('resume-form')).toBe(true);
    expect(m.getSnapshot().find((e) => e.key === 'resume-form')!.props).toEqual({ from: 'job' });
    m.close('resume-form', { confirmed: true, value: 'saved' });
    await expect(p).resolves.toEqual({ confirmed: true, value: 'saved' });
    expect(RESUME_FORM_DELAY_MS).toBe(300);
  });

  it('opens nothing when no resume-form popup is registered', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const p = m.openAfterNextStep('resume');
    vi.advanceTimersByTime(RESUME_FORM_DELAY_MS);
    await expect(p).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('resume-form'));
    expect(m.getSnapshot()).toHaveLength(0);
  });

  it('ignores instructions it does not know', async () => {
    await expect(m.openAfterNextStep('other')).resolves.toBeNull();
  });
});

describe("runtime 'popup:open' events", () => {
  it('opens the registered popup the request wrapper asks for, with its props', () => {
    const events = createEvents();
    m.register('resume-register', Noop);
    const off = connectPopupEvents(m, events);
    events.emit('popup:open', { key: 'resume-register', props: { data: { step: 1 } } });
    expect(m.isOpen('resume-register')).toBe(true);
    expect(m.getSnapshot()[0]!.props).toEqual({ data: { step: 1 } });
    off();
    m.close('resume-register');
    events.emit('popup:open', { key: 'resume-register' });
    expect(m.isOpen('resume-register')).toBe(false);
  });

  it('warns about a key no popup is registered under, and opens nothing', () => {
    const events = createEvents();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    connectPopupEvents(m, events);
    events.emit('popup:open', { key: 'resume' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"resume"'));
    expect(m.getSnapshot()).toHaveLength(0);
  });
});

describe('dispose', () => {
  it('cancels what is open, stops listening to popstate and frees the page', async () => {
    const p = m.open('a');
    m.dispose();
    await expect(p).resolves.toEqual({ confirmed: false });
    expect(m.getSnapshot()).toHaveLength(0);
    expect(env.body.style.overflow).toBe('');
  });

  it('works without a browser (env null)', async () => {
    const bare = createPopupManager({ env: null });
    bare.register('a', Noop);
    const p = bare.open('a');
    bare.close('a', { confirmed: true, value: 2 });
    await expect(p).resolves.toEqual({ confirmed: true, value: 2 });
  });
});
