import { showTopToast } from '../runtime/popups/built-in/common';
import { copyTextToClipboard } from '../runtime/utils/clipboard';
import type { ActionContext } from './types';

export { copyTextToClipboard };

export type BrowserActionDeps = Pick<ActionContext, 'api' | 'navigate' | 'popups' | 'session'> & Partial<Omit<ActionContext, 'api' | 'navigate' | 'popups' | 'session'>>;

/** An action context with the browser's ways of opening, copying, dialling and going back. */
export function createActionContext(deps: BrowserActionDeps): ActionContext {
  return {
    toast: showTopToast,
    // http(s) in a new tab (without access back to us); tel: and mailto: hand over to the system.
    openExternal: (url) => (/^https?:/i.test(url) ? void window.open(url, '_blank', 'noopener,noreferrer') : window.location.assign(url)),
    copyText: copyTextToClipboard,
    callPhone: (phone) => window.location.assign(`tel:${phone}`),
    back: () => window.history.back(),
    ...deps,
  };
}
