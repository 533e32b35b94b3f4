export { NAV_DEFAULTS, THEME_VARS, cssUrl, rpx, rpxToPx, safeColor, themeVariables } from './theme';
export { ThemeScope, type ThemeScopeProps } from './theme-scope';
