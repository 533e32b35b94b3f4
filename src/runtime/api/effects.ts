import { Dialog, Toast } from 'antd-mobile';
import { TOAST_DURATION_MS } from '../constants';
import type { Events } from '../events';
import type { ApiEffects } from './client';

export interface BrowserEffectsDeps {
  events: Events;
  logout: () => void;
  /** Set by the router once it exists; until then a full page load does it. */
  navigator: { navigate: ((path: string) => void) | null };
}

/** The request wrapper's effects in the browser: antd-mobile toasts and dialogs, the router, the event bus. */
export function createBrowserEffects({ events, logout, navigator }: BrowserEffectsDeps): ApiEffects {
  return {
    toast: (content) => void Toast.show({ content, duration: TOAST_DURATION_MS }),
    modal: ({ title, content, confirmText, cancelText }) =>
      cancelText
        ? Dialog.confirm({ title, content, confirmText: confirmText ?? '确定', cancelText })
        : Dialog.alert({ title, content, confirmText: confirmText ?? '我知道了' }).then(() => true),
    logout,
    navigate: (path) => (navigator.navigate ? navigator.navigate(path) : window.location.assign(path)),
    emit: (event, data) => events.emit(event, data),
    openPopup: (key, props) => events.emit('popup:open', props ? { key, props } : { key }),
    currentPath: () => window.location.pathname + window.location.search,
  };
}
