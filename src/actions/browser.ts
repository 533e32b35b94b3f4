import { showTopToast } from '../runtime/popups/built-in/common';
import type { ActionContext } from './types';

/** Copies with the async clipboard API, or through a hidden textarea where that is missing or refused. */
export async function copyTextToClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* refused (no permission, no focus): try the old way */
  }
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.opacity = '0';
  document.body.appendChild(area);
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

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
