import { lazy, Suspense, type ComponentType } from 'react';
import type { PopupManager, PopupRenderProps } from './manager';

type AnyPopup = ComponentType<PopupRenderProps<Record<string, unknown>, unknown>>;

/**
 * A popup whose code loads on first open (its own chunk), so the first route
 * does not carry popups most visits never open. Nothing is drawn while the
 * chunk loads; the popup then opens as it would have.
 */
export function lazyPopup(load: () => Promise<AnyPopup | { default: AnyPopup }>): AnyPopup {
  const Inner = lazy(async () => {
    const got = await load();
    return 'default' in got ? got : { default: got };
  });
  function LazyPopup(p: PopupRenderProps<Record<string, unknown>, unknown>) {
    return (
      <Suspense fallback={null}>
        <Inner {...p} />
      </Suspense>
    );
  }
  return LazyPopup;
}

/** What a lazily loaded module does with a manager: registers its popups on it. */
export type PopupRegistrar = (into: Pick<PopupManager, 'register'>) => void;

/**
 * Registers `keys` now (so `has(key)` answers at once) with components that
 * load `load()` on the first open of any of them: the module's registrar runs
 * once against a collector, and each key then draws what it registered.
 */
export function registerLazily(manager: Pick<PopupManager, 'register'>, keys: readonly string[], load: () => Promise<PopupRegistrar>): void {
  let collected: Promise<Map<string, AnyPopup>> | null = null;
  const all = () =>
    (collected ??= load().then(
      (registrar) => {
        const map = new Map<string, AnyPopup>();
        registrar({
          register(key, Component) {
            map.set(key, Component as unknown as AnyPopup);
          },
        });
        return map;
      },
      (err: unknown) => {
        // A failed chunk load may be retried by the next popup that needs it.
        collected = null;
        throw err;
      },
    ));
  for (const key of keys) {
    manager.register(
      key,
      lazyPopup(async () => {
        const Component = (await all()).get(key);
        if (!Component) throw new Error(`popup "${key}" was not registered by its module`);
        return Component;
      }),
    );
  }
}
