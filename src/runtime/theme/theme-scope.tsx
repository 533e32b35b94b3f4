import { useMemo, type CSSProperties, type ReactNode } from 'react';
import type { AppSetting, PageStyle } from '../../../schemas/design';
import { themeVariables } from './theme';
import './theme.css';

export interface ThemeScopeProps {
  /** The tenant's app setting (its design.pageStyle or legacy pageStyle); absent while it loads. */
  setting?: Partial<Pick<AppSetting, 'design' | 'pageStyle'>> | null | undefined;
  /** The current design page's own style, which wins over the setting's. */
  page?: PageStyle | null | undefined;
  /** Extra class names for the wrapper, e.g. the app frame. */
  className?: string | undefined;
  children?: ReactNode;
}

/**
 * Applies the theme's CSS variables to everything inside, and paints the page
 * background colour and image. Inline custom properties, not a stylesheet:
 * two pages with different styles can be mounted at once (keep-alive).
 */
export function ThemeScope({ setting, page, className, children }: ThemeScopeProps) {
  const style = useMemo(() => themeVariables(setting, page) as CSSProperties, [setting, page]);
  return (
    <div className={className ? `rm-theme ${className}` : 'rm-theme'} style={style}>
      {children}
    </div>
  );
}
