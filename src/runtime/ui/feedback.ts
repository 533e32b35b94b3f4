import type * as DialogModule from 'antd-mobile/es/components/dialog';
import type * as ToastModule from 'antd-mobile/es/components/toast';
import type { ToastShowProps } from 'antd-mobile/es/components/toast';

/**
 * antd-mobile's Toast and Dialog (and the animation library under them) load on
 * their first use, off the first route. Calls made before the chunk is in keep
 * their order: each waits on the same promise.
 */
let toastModule: Promise<typeof ToastModule> | null = null;
let dialogModule: Promise<typeof DialogModule> | null = null;

export const loadToast = () =>
  (toastModule ??= import('antd-mobile/es/components/toast').catch((err: unknown) => {
    toastModule = null;
    throw err;
  }));

export const loadDialog = () =>
  (dialogModule ??= import('antd-mobile/es/components/dialog').catch((err: unknown) => {
    dialogModule = null;
    throw err;
  }));

/** Toast.show, once the toast's code is in. */
export function showToastLater(props: ToastShowProps): void {
  void loadToast().then((m) => m.default.show(props));
}
