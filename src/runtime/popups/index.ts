/** The popup manager (spec §2, §4): what the app wires and widgets use. */
export { connectPopupEvents, createPopupManager } from './manager';
export type { PopupEntry, PopupEnvironment, PopupManager, PopupManagerOptions, PopupRenderProps, PopupResult } from './manager';
export { layerStyle, PopupHost, PopupProvider, usePopups } from './host';
// The rule validator (./rules, with async-validator) is imported from its file, so the first route does not carry it.
// The built-in popups themselves load on first use: registerBuiltInPopups is imported from './built-in'.
export { BUILT_IN_POPUPS, type BuiltInPopupKey } from './built-in/keys';
export type { BuiltInPopupDeps } from './built-in';
export { lazyPopup, registerLazily, type PopupRegistrar } from './lazy';
export { showTopToast } from './built-in/common';
export type { Area, LoadAreas } from './built-in/address-area-select';
export type { DesignPopupControls } from './built-in/design';
