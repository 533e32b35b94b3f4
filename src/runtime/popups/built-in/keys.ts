/** Keys of the built-in popups. */
export const BUILT_IN_POPUPS = [
  'picker',
  'tree-picker',
  'date-picker',
  'date-range-picker',
  'label',
  'input-dialog',
  'filter',
  'address-area-select',
  'design',
  'file-download',
] as const;
export type BuiltInPopupKey = (typeof BUILT_IN_POPUPS)[number];
