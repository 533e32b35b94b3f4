import { InputNumber } from 'antd';

/**
 * An amount of money typed in yuan (two decimals) and kept as integer fen, as the money calls
 * store it: value and onChange speak fen, so a form or a state holds fen only.
 */
export function YuanInput({
  value,
  onChange,
  min = 0,
  max = 1_000_000,
  id,
  'aria-label': ariaLabel,
}: {
  value?: number | null;
  onChange?: (fen: number | null) => void;
  /** In yuan. */
  min?: number;
  /** In yuan. */
  max?: number;
  id?: string;
  'aria-label'?: string;
}) {
  return (
    <InputNumber<number>
      id={id}
      aria-label={ariaLabel}
      min={min}
      max={max}
      precision={2}
      step={1}
      addonAfter="元"
      value={value == null ? null : value / 100}
      onChange={(yuan) => onChange?.(yuan == null ? null : Math.round(yuan * 100))}
    />
  );
}
