import { useEffect, useMemo, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import type { z } from 'zod';
import { TOAST_DURATION_MS, TOP_LAYER_Z_INDEX } from '../../constants';
import { showToastLater } from '../../ui/feedback';
import type { PopupRenderProps } from '../manager';
import './popups.css';

/** A toast above every popup (antd-mobile's default layer, 1000, sits under popups at 2000 and up). */
export function showTopToast(text: string): void {
  showToastLater({ content: text, duration: TOAST_DURATION_MS, maskStyle: { '--z-index': String(TOP_LAYER_Z_INDEX) } });
}

/**
 * Popup props arrive as data (design JSON, server answers): they are parsed
 * with the popup's schema; props that do not parse are reported and the popup
 * is cancelled instead of drawing garbage.
 */
export function withParsedProps<S extends z.ZodType, T>(
  key: string,
  schema: S,
  Inner: ComponentType<PopupRenderProps<z.output<S>, T>>,
): ComponentType<PopupRenderProps<Record<string, unknown>, T>> {
  function ParsedPopup(p: PopupRenderProps<Record<string, unknown>, T>) {
    const parsed = useMemo(() => schema.safeParse(p.props), [p.props]);
    const { cancel, visible } = p;
    const issues = parsed.success ? null : parsed.error.issues.map((i) => `${i.path.join('.') || '(props)'}: ${i.message}`).join('; ');
    useEffect(() => {
      if (issues && visible) {
        console.warn(`popup "${key}": invalid props: ${issues}`);
        cancel();
      }
    }, [issues, visible, cancel]);
    if (!parsed.success) return null;
    return <Inner {...p} props={parsed.data} />;
  }
  ParsedPopup.displayName = `Popup(${key})`;
  return ParsedPopup;
}

/** Cancel, title and confirm across the top of a bottom sheet (the look of antd-mobile's Picker). */
export function SheetHeader({ title, onCancel, onConfirm, confirmText = '确定' }: { title?: ReactNode; onCancel: () => void; onConfirm: () => void; confirmText?: string }) {
  return (
    <div className="rm-sheet__header">
      <button type="button" className="rm-sheet__button" onClick={onCancel}>
        取消
      </button>
      <div className="rm-sheet__title">{title}</div>
      <button type="button" className="rm-sheet__button rm-sheet__button--primary" onClick={onConfirm}>
        {confirmText}
      </button>
    </div>
  );
}

/** antd-mobile components whose style carries `--z-index` take this. */
export function zStyle(zIndex: number): CSSProperties {
  return { '--z-index': String(zIndex) } as CSSProperties;
}
