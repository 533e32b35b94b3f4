import { Alert, Empty, Tabs, Tag } from 'antd';
import type { Draft } from 'immer';
import type { Catalog } from './catalog';
import { errorsOf, nodeProblems, type DraftProblem } from './check-draft';
import { ObjectFields } from './form/field-controls';
import { FormEnvProvider, type FormEnv } from './form/form-env';
import { LinkEditor } from './form/link-editor';
import { VisibilityEditor } from './form/visibility-editor';
import type { DraftNode, DraftPage } from './state/tree';

type Env = Omit<FormEnv, 'errors' | 'custom'>;

interface NodePanelProps {
  node: DraftNode;
  catalog: Catalog;
  env: Env;
  /** Changes the node; `key` groups quick edits of one field into one undo step. */
  update(recipe: (n: Draft<DraftNode>) => void, key: string): void;
}

/** The selected node's props (generated from its widget's schema), link, visibility and style. */
export function NodePanel({ node, catalog, env, update }: NodePanelProps) {
  const entry = catalog.byType.get(node.type);
  const problems: DraftProblem[] = nodeProblems(node, catalog);
  const count = (part: DraftProblem['part']) => problems.filter((p) => p.part === part).length;
  const badge = (label: string, n: number) => (
    <span>
      {label}
      {n > 0 && (
        <Tag color="error" style={{ marginInlineStart: 6 }}>
          {n}
        </Tag>
      )}
    </span>
  );
  if (!entry) return <Alert type="error" showIcon message={`未知组件类型 ${node.type}`} />;
  return (
    <div className="se-props" data-testid="property-panel">
      <div className="se-props__head">
        <span className="se-props__icon" aria-hidden>
          {entry.icon}
        </span>
        <div>
          <div className="se-props__title">{entry.title}</div>
          <div className="se-props__desc">{entry.description}</div>
          <div className="se-props__id">
            {node.type} · #{node.id}
          </div>
        </div>
      </div>
      <Tabs
        size="small"
        items={[
          {
            key: 'props',
            label: badge('属性', count('props')),
            children: (
              <FormEnvProvider value={{ ...env, errors: errorsOf(problems, 'props'), custom: entry.hints.fields }}>
                {entry.fields.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="这个组件没有可设置的属性" />
                ) : (
                  <ObjectFields
                    fields={entry.fields}
                    value={node.props}
                    onChange={(v, leaf) =>
                      update((n) => {
                        n.props = v as Record<string, unknown>;
                      }, `props.${leaf}`)
                    }
                  />
                )}
              </FormEnvProvider>
            ),
          },
          {
            key: 'link',
            label: badge('点击动作', count('link')),
            children: (
              <FormEnvProvider value={{ ...env, errors: errorsOf(problems, 'link', 'link.') }}>
                <p className="se-hint">点击这个组件时执行的动作（列表项、轮播图等可在“属性”中为每一项单独设置）。</p>
                <LinkEditor
                  value={node.link}
                  path="link"
                  Fields={ObjectFields}
                  onChange={(v, leaf) =>
                    update((n) => {
                      if (v === undefined) delete n.link;
                      else n.link = v as Draft<DraftNode>['link'];
                    }, leaf ?? 'link')
                  }
                />
              </FormEnvProvider>
            ),
          },
          {
            key: 'visible',
            label: badge('显示条件', count('visible')),
            children: (
              <>
                <p className="se-hint">按用户和页面数据决定是否显示，例如只对招聘者（user.role 等于 1）显示。</p>
                <VisibilityEditor
                  value={node.visible}
                  onChange={(v) =>
                    update((n) => {
                      if (v === undefined) delete n.visible;
                      else n.visible = v as DraftNode['visible'];
                    }, 'visible')
                  }
                />
              </>
            ),
          },
          {
            key: 'style',
            label: badge('样式', count('style')),
            children: (
              <FormEnvProvider value={{ ...env, errors: errorsOf(problems, 'style') }}>
                <ObjectFields
                  fields={catalog.nodeStyleFields}
                  value={node.style ?? {}}
                  onChange={(v, leaf) =>
                    update((n) => {
                      const style = v as Record<string, unknown>;
                      if (Object.keys(style).length === 0) delete n.style;
                      else n.style = style as DraftNode['style'];
                    }, `style.${leaf}`)
                  }
                />
              </FormEnvProvider>
            ),
          },
        ]}
      />
    </div>
  );
}

/** The page's meta (title, header) and style (colours, background image), when no node is selected. */
export function PagePanel({ page, catalog, env, update }: { page: DraftPage; catalog: Catalog; env: Env; update(recipe: (p: Draft<DraftPage>) => void, key: string): void }) {
  const issues = (schemaPart: 'meta' | 'style') => {
    const fields = schemaPart === 'meta' ? catalog.pageMetaFields : catalog.pageStyleFields;
    const m = new Map<string, string>();
    const value = (page[schemaPart] ?? {}) as Record<string, unknown>;
    for (const f of fields) {
      const r = f.schema.safeParse(value[f.key]);
      if (!r.success) m.set(f.key, r.error.issues[0]?.message ?? '无效');
    }
    return m;
  };
  const write = (part: 'meta' | 'style') => (v: unknown, leaf: string) =>
    update((p) => {
      const obj = v as Record<string, unknown>;
      if (Object.keys(obj).length === 0) delete p[part];
      else (p as Record<string, unknown>)[part] = obj;
    }, `${part}.${leaf}`);
  return (
    <div className="se-props" data-testid="page-panel">
      <div className="se-props__head">
        <span className="se-props__icon" aria-hidden>
          📄
        </span>
        <div>
          <div className="se-props__title">页面设置</div>
          <div className="se-props__desc">在画布或大纲中选中组件即可编辑组件；这里设置整页的标题和样式。</div>
          <div className="se-props__id">{page.page}</div>
        </div>
      </div>
      <h4 className="se-section">页面信息</h4>
      <FormEnvProvider value={{ ...env, errors: issues('meta') }}>
        <ObjectFields fields={catalog.pageMetaFields} value={page.meta ?? {}} onChange={write('meta')} />
      </FormEnvProvider>
      <h4 className="se-section">页面样式</h4>
      <FormEnvProvider value={{ ...env, errors: issues('style') }}>
        <ObjectFields fields={catalog.pageStyleFields} value={page.style ?? {}} onChange={write('style')} />
      </FormEnvProvider>
    </div>
  );
}
