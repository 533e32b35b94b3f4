import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Input, Radio, Select } from 'antd';
import { CONDITION_OPS, visibilitySchema, type Condition } from '../../../../schemas/design';

const OP_LABELS: Record<(typeof CONDITION_OPS)[number], string> = {
  eq: '等于',
  ne: '不等于',
  gt: '大于',
  gte: '大于等于',
  lt: '小于',
  lte: '小于等于',
  in: '属于（逗号分隔）',
  nin: '不属于（逗号分隔）',
  exists: '存在',
  empty: '为空',
  truthy: '为真',
  falsy: '为假',
};
const NO_VALUE = new Set(['exists', 'empty', 'truthy', 'falsy']);

/** Data paths a condition usually reads (the page data: user, route). */
const FIELD_HINTS = ['user', 'user.role', 'user.id', 'user.vip', 'route.path', 'route.query.from', 'route.params.id'].map((value) => ({ value }));

type Mode = 'always' | 'never' | 'all' | 'any';

function modeOf(v: unknown): Mode {
  if (v === false) return 'never';
  if (v && typeof v === 'object') return 'any' in v ? 'any' : 'all';
  return 'always';
}

function conditionsOf(v: unknown): Condition[] {
  if (!v || typeof v !== 'object') return [];
  if ('all' in v) return (v as { all: Condition[] }).all;
  if ('any' in v) return (v as { any: Condition[] }).any;
  return [v as Condition];
}

/** A typed value: numbers and true/false as such, lists for in / nin, else text. */
function parseValue(op: string, text: string): Condition['value'] {
  const one = (s: string): string | number => (/^-?\d+(\.\d+)?$/.test(s.trim()) ? Number(s.trim()) : s.trim());
  if (op === 'in' || op === 'nin') return text.split(/[,，]/).filter((s) => s.trim() !== '').map(one);
  if (text === 'true' || text === 'false') return text === 'true';
  return text === '' ? undefined : one(text);
}

function showValue(v: Condition['value']): string {
  if (Array.isArray(v)) return v.join(',');
  return v === undefined || v === null ? '' : String(v);
}

/** When a node shows: always, never, or when all / any of some (field, op, value) conditions hold. */
export function VisibilityEditor({ value, onChange }: { value: unknown; onChange(v: unknown): void }) {
  const mode = modeOf(value);
  const list = conditionsOf(value);
  const write = (m: Mode, conds: Condition[]) => {
    if (m === 'always') return onChange(undefined);
    if (m === 'never') return onChange(false);
    const c = conds.length ? conds : [{ field: 'user.role', op: 'eq' as const, value: 1 }];
    onChange(m === 'all' ? { all: c } : { any: c });
  };
  const check = value === undefined ? null : visibilitySchema.safeParse(value);
  return (
    <div className="sf-visibility">
      <Radio.Group
        aria-label="显示条件"
        optionType="button"
        size="small"
        value={mode}
        onChange={(e) => write(e.target.value as Mode, list)}
        options={[
          { value: 'always', label: '始终显示' },
          { value: 'never', label: '隐藏' },
          { value: 'all', label: '满足全部条件' },
          { value: 'any', label: '满足任一条件' },
        ]}
      />
      {(mode === 'all' || mode === 'any') && (
        <div className="sf-conditions">
          {list.map((c, i) => (
            <div className="sf-condition" key={i}>
              <AutoComplete
                aria-label="数据字段"
                size="small"
                style={{ width: 120 }}
                value={c.field}
                options={FIELD_HINTS}
                onChange={(field: string) => write(mode, list.map((x, j) => (j === i ? { ...x, field } : x)))}
              />
              <Select
                aria-label="比较方式"
                size="small"
                style={{ width: 110 }}
                value={c.op}
                options={CONDITION_OPS.map((op) => ({ value: op, label: OP_LABELS[op] }))}
                onChange={(op) => write(mode, list.map((x, j) => (j === i ? { ...x, op, ...(NO_VALUE.has(op) ? { value: undefined } : {}) } : x)))}
              />
              {!NO_VALUE.has(c.op) && (
                <Input
                  aria-label="比较值"
                  size="small"
                  style={{ width: 90 }}
                  value={showValue(c.value)}
                  onChange={(e) => write(mode, list.map((x, j) => (j === i ? { ...x, value: parseValue(x.op, e.target.value) } : x)))}
                />
              )}
              <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label="删除条件" disabled={list.length === 1} onClick={() => write(mode, list.filter((_, j) => j !== i))} />
            </div>
          ))}
          <Button size="small" icon={<PlusOutlined />} onClick={() => write(mode, [...list, { field: 'user', op: 'exists' }])}>
            添加条件
          </Button>
        </div>
      )}
      {check && !check.success && (
        <div className="sf-error" role="alert">
          {check.error.issues[0]?.message}
        </div>
      )}
    </div>
  );
}
