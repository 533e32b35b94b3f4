import type { ReactNode } from 'react';
import './forms.css';

export interface FormItemProps {
  /** The field key, for tests and the e2e (data-field). */
  field: string;
  label: string;
  required?: boolean | undefined;
  error?: string | undefined;
  /** Label above the control (a text area) instead of beside it. */
  vertical?: boolean | undefined;
  /** The id of the control, so the label names it. */
  htmlFor?: string | undefined;
  /** Under the control, right-aligned (a character count). */
  extra?: ReactNode;
  children: ReactNode;
}

/** The look every form widget shares: label, control, error under it. */
export function FormItem({ field, label, required, error, vertical, htmlFor, extra, children }: FormItemProps) {
  return (
    <div className={`rm-form-item${vertical ? ' rm-form-item--vertical' : ''}${error ? ' rm-form-item--error' : ''}`} data-field={field}>
      <div className="rm-form-item__row">
        {/* The star is drawn by CSS, so the control's accessible name is the label alone. */}
        <label className={`rm-form-item__label${required ? ' rm-form-item__label--required' : ''}`} htmlFor={htmlFor}>
          {label}
        </label>
        <div className="rm-form-item__control">{children}</div>
      </div>
      {(error || extra) && (
        <div className="rm-form-item__foot">
          {error && (
            <span className="rm-form-item__error" role="alert">
              {error}
            </span>
          )}
          {extra && <span className="rm-form-item__extra">{extra}</span>}
        </div>
      )}
    </div>
  );
}
