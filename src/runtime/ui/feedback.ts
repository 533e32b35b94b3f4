import type { ToastShowProps } from 'antd-mobile/es/components/toast';
import type { DialogConfirmProps } from 'antd-mobile/es/components/dialog';

/**
 * antd-mobile's Toast, Dialog and ActionSheet (and the animation library under
 * them) load on their first use, off the first route. Calls made before the
 * chunk is in keep their order: each waits on the same promise. A failed fetch
 * is forgotten, so the next call tries again.
 */
function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () =>
    (loaded ??= load().catch((err: unknown) => {
      loaded = null;
      throw err;
    }));
}

export const loadToast = onFirstUse(() => import('antd-mobile/es/components/toast'));
export const loadDialog = onFirstUse(() => import('antd-mobile/es/components/dialog'));
export const loadActionSheet = onFirstUse(() => import('antd-mobile/es/components/action-sheet'));

/** Toast.show, once the toast's code is in. */
export function showToastLater(props: ToastShowProps): void {
  void loadToast().then((m) => m.default.show(props));
}

/** Dialog.confirm, once the dialog's code is in; a dialog whose code could not be fetched confirms nothing (false). */
export function confirmLater(props: DialogConfirmProps): Promise<boolean> {
  return loadDialog().then(
    (m) => m.default.confirm(props),
    () => false,
  );
}
