import { Button, Collapse, Input, Radio, Select, Switch } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { linkSchema, ruleSchema, type LinkType } from '../../../../schemas/design';
import { localizeFields, RULE_SCOPE } from './field-docs.zh';
import { useFormEnv } from './form-env';
import { fieldsOf, type FieldDef } from './spec';

/** The generic object form (field-controls.tsx), handed in to keep the modules free of a cycle. */
export type ObjectFieldsComponent = ComponentType<{ fields: readonly FieldDef[]; value: unknown; onChange(v: unknown, leaf: string): void; path?: string }>;

/** The link types of schemas/design.ts, in the order an operator reaches for them. */
export const LINK_TYPES: readonly { value: LinkType; label: string }[] = [
  { value: 'navigate', label: '跳转页面' },
  { value: 'popup', label: '打开弹窗' },
  { value: 'api', label: '调用接口' },
  { value: 'login', label: '要求登录' },
  { value: 'toast', label: '提示文字' },
  { value: 'copy', label: '复制文字' },
  { value: 'call', label: '拨打电话' },
  { value: 'back', label: '返回上一页' },
];

/** Roles of spec §2 a login link may require. */
const ROLES = [
  { value: 0, label: '求职者' },
  { value: 1, label: '招聘者' },
  { value: 3, label: '经纪人' },
];

const ruleFields = localizeFields(RULE_SCOPE, fieldsOf(ruleSchema));

type AnyLink = Record<string, unknown> & { type?: LinkType };

/** A fresh link of a type, with the fields it needs. */
function linkOf(type: LinkType, old: AnyLink): AnyLink {
  const keep = { ...(old.rules ? { rules: old.rules } : {}), ...(old.resLink ? { resLink: old.resLink } : {}) };
  switch (type) {
    case 'navigate':
      return { type, path: '/', ...keep };
    case 'api':
      return { type, api: '/api-user/', ...keep };
    case 'popup':
      return { type, path: 'login', ...keep };
    case 'copy':
    case 'toast':
      return { type, data: { text: '' }, ...keep };
    case 'call':
      return { type, data: { phone: '' }, ...keep };
    case 'login':
      return { type, params: { role: 0 }, ...keep };
    case 'back':
      return { type, ...keep };
  }
}

/** zod's messages for a link, by path under it. */
export function linkErrors(value: unknown): Map<string, string> {
  const r = linkSchema.safeParse(value);
  const out = new Map<string, string>();
  if (!r.success) for (const i of r.error.issues) out.set(i.path.join('.'), i.message);
  return out;
}

/**
 * The link object editor: type, then the fields of that type (a route or
 * page to go to, a popup kind, an API, …), the rules checked before it runs
 * and the link that runs after it (resLink).
 */
export function LinkEditor({ value, onChange, path, depth = 0, Fields }: { value: unknown; onChange(v: unknown, leaf?: string): void; path: string; depth?: number; Fields: ObjectFieldsComponent }) {
  const env = useFormEnv();
  const link = (value && typeof value === 'object' ? value : null) as AnyLink | null;
  const set = (patch: Record<string, unknown>) => {
    const next: AnyLink = { ...(link ?? {}), ...patch };
    for (const [k, v] of Object.entries(patch)) if (v === undefined || v === '') delete next[k];
    // The changed field names the undo step: typing in one box is one step, picking a page another.
    onChange(next, `${path}.${Object.keys(patch).join(',')}`);
  };
  const err = (k: string) => env.errors.get(`${path}.${k}`);
  const dataText = (link?.data as { text?: string; phone?: string } | undefined) ?? {};
  const pageOptions = env.pages.map((p) => ({ value: p.route, label: `${p.title}（${p.route}）` }));

  return (
    <div className="sf-link" data-testid={`link-editor-${path}`}>
      <Select
        aria-label="链接类型"
        style={{ width: '100%' }}
        placeholder="无链接"
        allowClear
        value={link?.type}
        options={LINK_TYPES.map((t) => ({ value: t.value, label: t.label }))}
        onChange={(t?: LinkType) => onChange(t ? linkOf(t, link ?? {}) : undefined, `${path}.type`)}
      />
      {link?.type === 'navigate' && (
        <>
          <Sub label="目标页面" error={err('path')}>
            <Select
              aria-label="目标页面"
              showSearch
              style={{ width: '100%' }}
              value={typeof link.path === 'string' ? link.path : undefined}
              options={pageOptions}
              optionFilterProp="label"
              placeholder="选择路由或专题页"
              onChange={(v: string) => set({ path: v, h5: undefined })}
            />
          </Sub>
          <Sub label="或站内路径" error={undefined}>
            <Input aria-label="站内路径" value={typeof link.path === 'string' ? link.path : ''} onChange={(e) => set({ path: e.target.value })} placeholder="/job?keyword=销售" />
          </Sub>
          <Sub label="外部链接" error={err('h5')}>
            <Input aria-label="外部链接" value={typeof link.h5 === 'string' ? link.h5 : ''} onChange={(e) => set({ h5: e.target.value })} placeholder="https://" />
          </Sub>
          <Sub label="替换当前页" error={undefined}>
            <Switch size="small" checked={link.replace === true} onChange={(v) => set({ replace: v || undefined })} />
          </Sub>
        </>
      )}
      {link?.type === 'popup' && (
        <Sub label="弹窗" error={err('path')}>
          <Select
            aria-label="弹窗"
            showSearch
            style={{ width: '100%' }}
            value={typeof link.path === 'string' ? link.path : undefined}
            options={env.popupKeys.map((p) => ({ value: p.value, label: p.label }))}
            onChange={(v: string) => set({ path: v })}
          />
        </Sub>
      )}
      {link?.type === 'api' && (
        <>
          <Sub label="接口路径" error={err('api')}>
            <Input aria-label="接口路径" value={typeof link.api === 'string' ? link.api : ''} onChange={(e) => set({ api: e.target.value })} placeholder="/api-user/userFavorites/save" />
          </Sub>
          <Sub label="成功提示" error={err('successText')}>
            <Input aria-label="成功提示" value={typeof link.successText === 'string' ? link.successText : ''} onChange={(e) => set({ successText: e.target.value })} />
          </Sub>
        </>
      )}
      {(link?.type === 'copy' || link?.type === 'toast') && (
        <Sub label={link.type === 'copy' ? '复制的文字' : '提示文字'} error={err('data.text')}>
          <Input aria-label={link.type === 'copy' ? '复制的文字' : '提示文字'} value={dataText.text ?? ''} onChange={(e) => set({ data: { text: e.target.value } })} />
        </Sub>
      )}
      {link?.type === 'call' && (
        <Sub label="电话号码" error={err('data.phone')}>
          <Input aria-label="电话号码" value={dataText.phone ?? ''} onChange={(e) => set({ data: { phone: e.target.value } })} />
        </Sub>
      )}
      {link?.type === 'login' && (
        <Sub label="需要的身份" error={err('params.role')}>
          <Radio.Group
            aria-label="需要的身份"
            value={(link.params as { role?: number } | undefined)?.role}
            options={ROLES}
            onChange={(e) => set({ params: { ...((link.params as object) ?? {}), role: e.target.value as number } })}
          />
        </Sub>
      )}
      {link && (link.type === 'navigate' || link.type === 'popup' || link.type === 'api') && (
        <Sub label={link.type === 'api' ? '提交数据' : '参数'} error={err(link.type === 'api' ? 'data' : 'params')}>
          <KeyValues value={(link.type === 'api' ? link.data : link.params) as Record<string, unknown> | undefined} onChange={(v) => set(link.type === 'api' ? { data: v } : { params: v })} />
        </Sub>
      )}
      {link?.type && (
        <Collapse
          size="small"
          ghost
          items={[
            {
              key: 'more',
              label: '校验规则与后续动作',
              children: (
                <>
                  <Sub label="校验规则" error={err('rules')}>
                    <RulesEditor value={link.rules as Record<string, unknown> | undefined} onChange={(v) => set({ rules: v })} path={`${path}.rules`} Fields={Fields} />
                  </Sub>
                  {depth < 3 && (
                    <Sub label="成功后执行" error={undefined}>
                      <LinkEditor value={link.resLink} onChange={(v) => set({ resLink: v })} path={`${path}.resLink`} depth={depth + 1} Fields={Fields} />
                    </Sub>
                  )}
                </>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}

function Sub({ label, error, children }: { label: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className={`sf-sub${error ? ' sf-row--error' : ''}`}>
      <div className="sf-sub__label">{label}</div>
      {children}
      {error && (
        <div className="sf-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

function KeyValues({ value, onChange }: { value: Record<string, unknown> | undefined; onChange(v: Record<string, unknown> | undefined): void }) {
  const entries = Object.entries(value ?? {});
  const set = (next: [string, unknown][]) => onChange(next.length ? Object.fromEntries(next) : undefined);
  return (
    <div className="sf-record">
      {entries.map(([k, v], i) => (
        <div className="sf-record__row" key={i}>
          <Input size="small" aria-label="参数名" value={k} onChange={(e) => set(entries.map((x, j) => (j === i ? [e.target.value, x[1]] : x)))} />
          <Input size="small" aria-label={`参数 ${k}`} value={typeof v === 'string' ? v : JSON.stringify(v)} onChange={(e) => set(entries.map((x, j) => (j === i ? [x[0], e.target.value] : x)))} placeholder="值，可用 {{item.id}}" />
          <Button size="small" type="text" danger onClick={() => set(entries.filter((_, j) => j !== i))} aria-label={`删除参数 ${k}`}>
            删除
          </Button>
        </div>
      ))}
      <Button size="small" onClick={() => set([...entries, [`key${entries.length + 1}`, '']])}>
        添加参数
      </Button>
    </div>
  );
}

/** `rules`: data field → rules (one or several), each rule's fields generated from ruleSchema. */
function RulesEditor({ value, onChange, path, Fields }: { value: Record<string, unknown> | undefined; onChange(v: Record<string, unknown> | undefined): void; path: string; Fields: ObjectFieldsComponent }) {
  const entries = Object.entries(value ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v : [v]] as [string, unknown[]]);
  const set = (next: [string, unknown[]][]) => onChange(next.length ? Object.fromEntries(next) : undefined);
  return (
    <div className="sf-rules">
      {entries.map(([field, rules], i) => (
        <div className="sf-array__item" key={i}>
          <div className="sf-array__head">
            <Input size="small" aria-label="校验字段" value={field} style={{ width: 160 }} onChange={(e) => set(entries.map((x, j) => (j === i ? [e.target.value, x[1]] : x)))} />
            <Button size="small" type="text" danger onClick={() => set(entries.filter((_, j) => j !== i))}>
              删除
            </Button>
          </div>
          {rules.map((rule, r) => (
            <Fields
              key={r}
              fields={ruleFields}
              value={rule}
              path={`${path}.${field}.${r}`}
              onChange={(v) => set(entries.map((x, j) => (j === i ? [x[0], x[1].map((y, q) => (q === r ? v : y))] : x)))}
            />
          ))}
        </div>
      ))}
      <Button size="small" onClick={() => set([...entries, ['phone', [{ required: true, message: '请填写' }]]])}>
        添加规则
      </Button>
    </div>
  );
}
