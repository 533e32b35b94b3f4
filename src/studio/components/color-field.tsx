import { ColorPicker } from 'antd';

/** A colour form field: antd's picker, stored as the #rrggbb text the schemas expect. */
export function ColorField({ value, onChange, allowClear }: { value?: string | undefined; onChange?: (v: string | undefined) => void; allowClear?: boolean }) {
  return (
    <ColorPicker
      value={value ?? null}
      showText
      disabledAlpha
      allowClear={allowClear ?? false}
      format="hex"
      onChange={(c) => onChange?.(c.toHexString())}
      onClear={() => onChange?.(undefined)}
    />
  );
}
