import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, ColorPicker, Input, InputNumber, Select, Space, Switch, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { ImageField } from '../../components/image-field';
import { useFormEnv } from './form-env';
import { labelOf } from './field-docs.zh';
import { LinkEditor } from './link-editor';
import type { FieldDef, FieldSpec } from './spec';
import { fromInput, toInput } from './values';
import { VisibilityEditor } from './visibility-editor';

/** A change, with the path of the leaf changed (quick edits of one leaf are one undo step). */
export type OnChange = (value: unknown, leaf: string) => void;

const joinPath = (a: string, b: string | number) => (a ? `${a}.${b}` : String(b));
/** "items.0.image" → "items[].image", the key of custom editors. */
const patternOf = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '[]');

/** The first error at this path or under it (a list shows its items' problems too). */
function errorAt(errors: ReadonlyMap<string, string>, path: string, deep: boolean): string | undefined {
  const own = errors.get(path);
  if (own || !deep) return own;
  for (const [p, m] of errors) if (p.startsWith(`${path}.`)) return m;
  return undefined;
}

function FieldRow({ label, doc, error, children, block }: { label: string; doc?: string | undefined; error?: string | undefined; children: ReactNode; block?: boolean }) {
  return (
    <div className={`sf-row${block ? ' sf-row--block' : ''}${error ? ' sf-row--error' : ''}`}>
      <div className="sf-label">
        <span>{label}</span>
        {doc && (
          <Tooltip title={doc}>
            <QuestionCircleOutlined className="sf-help" aria-label={`说明：${doc}`} />
          </Tooltip>
        )}
      </div>
      <div className="sf-control">
        {children}
        {error && (
          <div className="sf-error" role="alert">
            {error}
          </div>
        )}
      </div>
    </div>
  );
}

/** The fields of an object, one row each. */
export function ObjectFields({ fields, value, onChange, path = '' }: { fields: readonly FieldDef[]; value: unknown; onChange: OnChange; path?: string }) {
  const obj = (value && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
  const set = (key: string, v: unknown, leaf: string) => {
    const next = { ...obj };
    if (v === undefined) delete next[key];
    else next[key] = v;
    onChange(next, leaf);
  };
  return (
    <div className="sf-object">
      {fields.map((f) => (
        <Field key={f.key} def={f} value={obj[f.key]} onChange={(v, leaf) => set(f.key, v, leaf)} path={joinPath(path, f.key)} />
      ))}
    </div>
  );
}

export function Field({ def, value, onChange, path }: { def: FieldDef; value: unknown; onChange: OnChange; path: string }) {
  const env = useFormEnv();
  const label = def.label ?? labelOf(def.key);
  const Custom = env.custom?.[patternOf(path)];
  const structured = def.spec.kind === 'object' || def.spec.kind === 'array' || def.spec.kind === 'record' || def.spec.kind === 'link' || def.spec.kind === 'visibility';
  const error = errorAt(env.errors, path, structured);
  return (
    <FieldRow label={label} doc={def.help} error={error} block={structured}>
      {Custom ? <Custom value={value} onChange={(v) => onChange(v, path)} /> : <Control spec={def.spec} presence={def} value={value} onChange={onChange} path={path} label={label} />}
    </FieldRow>
  );
}

interface ControlProps {
  spec: FieldSpec;
  presence: Pick<FieldDef, 'optional' | 'hasDefault'>;
  value: unknown;
  onChange: OnChange;
  path: string;
  label: string;
}

const ITEM_PRESENCE = { optional: false, hasDefault: false };

function Control({ spec, presence, value, onChange, path, label }: ControlProps) {
  const write = (input: unknown) => onChange(fromInput(spec, presence, input, value), path);
  switch (spec.kind) {
    case 'text':
      return spec.image ? (
        <ImageInput value={toInput(spec, value) as string} onChange={write} label={label} allowText />
      ) : spec.multiline ? (
        <Input.TextArea aria-label={label} autoSize={{ minRows: 2, maxRows: 8 }} value={toInput(spec, value) as string} maxLength={spec.maxLength} onChange={(e) => write(e.target.value)} />
      ) : (
        <Input aria-label={label} value={toInput(spec, value) as string} maxLength={spec.maxLength} onChange={(e) => write(e.target.value)} allowClear={presence.optional} />
      );
    case 'text-or-number':
      return <Input aria-label={label} value={toInput(spec, value) as string} onChange={(e) => write(e.target.value)} />;
    case 'number':
      return <InputNumber aria-label={label} style={{ width: '100%' }} value={toInput(spec, value) as number | null} min={spec.min} max={spec.max} precision={spec.int ? 0 : undefined} onChange={(v) => write(v)} />;
    case 'boolean':
      return <Switch aria-label={label} checked={toInput(spec, value) as boolean} onChange={(v) => write(v)} size="small" />;
    case 'select':
      return (
        <Select
          aria-label={label}
          style={{ width: '100%' }}
          value={value as string | number | undefined}
          allowClear={presence.optional}
          options={spec.options.map((o) => ({ value: o.value as string | number, label: o.label }))}
          onChange={(v) => write(v)}
        />
      );
    case 'color':
      return <ColorInput value={toInput(spec, value) as string} onChange={write} label={label} />;
    case 'image':
      return <ImageInput value={toInput(spec, value) as string} onChange={write} label={label} />;
    case 'link':
      return <LinkEditor value={value} onChange={(v) => onChange(v, path)} path={path} Fields={ObjectFields} />;
    case 'visibility':
      return <VisibilityEditor value={value} onChange={(v) => onChange(v, path)} />;
    case 'object':
      return <ObjectFields fields={spec.fields} value={value} onChange={(v, leaf) => onChange(v, leaf)} path={path} />;
    case 'array':
      return <ArrayControl spec={spec} value={value} onChange={onChange} path={path} label={label} />;
    case 'record':
      return <RecordControl spec={spec.value} value={value} onChange={onChange} path={path} label={label} />;
    case 'unsupported':
      return <span className="sf-unsupported">无法编辑：{spec.reason}</span>;
  }
}

/** An empty item of a list, so "add" gives the operator something to fill. */
function emptyOf(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'object':
      return Object.fromEntries(spec.fields.filter((f) => !f.optional).map((f) => [f.key, emptyOf(f.spec)]));
    case 'number':
      return spec.min ?? 0;
    case 'boolean':
      return false;
    case 'select':
      return spec.options[0]?.value;
    case 'array':
      return [];
    case 'record':
      return {};
    default:
      return '';
  }
}

function ArrayControl({ spec, value, onChange, path, label }: { spec: Extract<FieldSpec, { kind: 'array' }>; value: unknown; onChange: OnChange; path: string; label: string }) {
  const list = Array.isArray(value) ? value : [];
  const set = (next: unknown[]) => onChange(next, path);
  const full = spec.max !== undefined && list.length >= spec.max;
  return (
    <div className="sf-array">
      {list.map((item, i) => (
        <div className="sf-array__item" key={i}>
          <div className="sf-array__head">
            <span>
              {label} {i + 1}
            </span>
            <Space size={2}>
              <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={`上移第 ${i + 1} 项`} disabled={i === 0} onClick={() => set(move(list, i, i - 1))} />
              <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={`下移第 ${i + 1} 项`} disabled={i === list.length - 1} onClick={() => set(move(list, i, i + 1))} />
              <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`删除第 ${i + 1} 项`} onClick={() => set(list.filter((_, j) => j !== i))} />
            </Space>
          </div>
          <Control
            spec={spec.item}
            presence={ITEM_PRESENCE}
            value={item}
            path={joinPath(path, i)}
            label={`${label} ${i + 1}`}
            onChange={(v, leaf) => onChange(list.map((x, j) => (j === i ? v : x)), leaf)}
          />
        </div>
      ))}
      <Button size="small" icon={<PlusOutlined />} disabled={full} onClick={() => set([...list, emptyOf(spec.item)])}>
        添加{label}
        {spec.max !== undefined ? `（${list.length}/${spec.max}）` : ''}
      </Button>
    </div>
  );
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [x] = next.splice(from, 1);
  next.splice(to, 0, x as T);
  return next;
}

/** Key/value pairs (link params, api data): values are text, and may hold {{path}} placeholders. */
function RecordControl({ spec, value, onChange, path, label }: { spec: FieldSpec; value: unknown; onChange: OnChange; path: string; label: string }) {
  const entries = Object.entries(value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
  const set = (next: [string, unknown][]) => onChange(next.length ? Object.fromEntries(next) : undefined, path);
  return (
    <div className="sf-record">
      {entries.map(([k, v], i) => (
        <div className="sf-record__row" key={i}>
          <Input size="small" aria-label={`${label}名`} placeholder="名称" value={k} onChange={(e) => set(entries.map((x, j) => (j === i ? [e.target.value, x[1]] : x)))} />
          <div className="sf-record__value">
            <Control spec={spec} presence={ITEM_PRESENCE} value={v} path={joinPath(path, k)} label={`${label} ${k}`} onChange={(nv) => set(entries.map((x, j) => (j === i ? [x[0], nv] : x)))} />
          </div>
          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`删除 ${k}`} onClick={() => set(entries.filter((_, j) => j !== i))} />
        </div>
      ))}
      <Button size="small" icon={<PlusOutlined />} onClick={() => set([...entries, [`key${entries.length + 1}`, emptyOf(spec)]])}>
        添加{label}
      </Button>
    </div>
  );
}

/** A colour as text (what is stored, checked by the schema) with antd's picker beside it. */
function ColorInput({ value, onChange, label }: { value: string; onChange(v: string): void; label: string }) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <ColorPicker
        value={/^#|^rgb/.test(value) ? value : undefined}
        onChangeComplete={(c) => onChange(c.toHexString())}
        size="middle"
        aria-label={`选择${label}`}
      />
      <Input aria-label={label} value={value} placeholder="#1677ff" onChange={(e) => onChange(e.target.value)} allowClear />
    </Space.Compact>
  );
}

/** An image URL with a preview, uploaded through the operator's upload door. */
function ImageInput({ value, onChange, label, allowText }: { value: string; onChange(v: string): void; label: string; allowText?: boolean }) {
  const env = useFormEnv();
  return <ImageField value={value} onChange={onChange} label={label} placeholder={allowText ? '图片地址，或文字 / 表情' : '图片地址'} upload={env.upload} />;
}
