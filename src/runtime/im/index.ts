export { createImClient, ImError, type ImClient, type ImClientDeps } from './client';
export { ImProvider, imClientOf, useConversationState, useEmojiConfig, useImClient, useImState } from './react';
export * from './store';
export { IM_LONG_PRESS_MS, useHold } from './use-hold';
