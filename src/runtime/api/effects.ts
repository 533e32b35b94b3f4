import type { CSSProperties } from 'react';
import { TOAST_DURATION_MS, TOP_LAYER_Z_INDEX } from '../constants';
import type { Events } from '../events';
import { loadDialog, showToastLater } from '../ui/feedback';
import type { ApiEffects } from './client';

export interface BrowserEffectsDeps {
  events: Events;
  logout: () => void;
  /** Set by the router once it exists; until then a full page load does it. */
  navigator: { navigate: ((path: string, opts?: { replace?: boolean }) => void) | null };
}

/** The request wrapper's effects in the browser: antd-mobile toasts and dialogs, the router, the event bus. */
export function createBrowserEffects({ events, logout, navigator }: BrowserEffectsDeps): ApiEffects {
  // Errors must show above any open popup (popups stack from z-index 2000 upward).
  const top = { '--z-index': String(TOP_LAYER_Z_INDEX) } as CSSProperties;
  return {
    toast: (content) => showToastLater({ content, duration: TOAST_DURATION_MS, maskStyle: top }),
    modal: ({ title, content, confirmText, cancelText }) =>
      loadDialog().then(({ default: Dialog }) =>
        cancelText
          ? Dialog.confirm({ title, content, confirmText: confirmText ?? '确定', cancelText, style: top })
          : Dialog.alert({ title, content, confirmText: confirmText ?? '我知道了', style: top }).then(() => true),
      ),
    logout,
    navigate: (path) => (navigator.navigate ? navigator.navigate(path) : window.location.assign(path)),
    emit: (event, data) => events.emit(event, data),
    openPopup: (key, props) => events.emit('popup:open', props ? { key, props } : { key }),
    currentPath: () => window.location.pathname + window.location.search,
  };
}
