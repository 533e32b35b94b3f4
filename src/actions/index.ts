/** The action interpreter (ARCHITECTURE.md step 5): link object → effect. */
export { createLinkRunner, runLink } from './run-link';
export type { LinkRunner } from './run-link';
export { copyTextToClipboard, createActionContext } from './browser';
export type { BrowserActionDeps } from './browser';
export type { Action, ActionContext, ActionPopups, ActionResult, LinkOf, StopReason } from './types';
export { EXTERNAL_URL_PATTERN, toInternalPath, withQuery } from './navigate';
