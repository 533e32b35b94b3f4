/** The popup manager (spec §2, §4): what the app wires and widgets use. */
export { connectPopupEvents, createPopupManager } from './manager';
export type { PopupEntry, PopupEnvironment, PopupManager, PopupManagerOptions, PopupRenderProps, PopupResult } from './manager';
export { layerStyle, PopupHost, PopupProvider, usePopups } from './host';
export { validateRules, ZH_VALIDATE_MESSAGES } from './rules';
export { BUILT_IN_POPUPS, registerBuiltInPopups } from './built-in';
export type { BuiltInPopupDeps, BuiltInPopupKey } from './built-in';
export { showTopToast } from './built-in/common';
export type { Area, LoadAreas } from './built-in/address-area-select';
export type { DesignPopupControls } from './built-in/design';
