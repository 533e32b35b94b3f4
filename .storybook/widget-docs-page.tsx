import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { Args } from 'storybook/internal/types';
import { describeProp, widgetOfStoryFile, type WidgetDoc, type WidgetProp } from './widget-docs';

/**
 * The docs page of each widget (the "Docs" entry above its stories): what it is, its first
 * story live in a phone-sized frame, and its props table generated from the zod schema (the
 * studio's Chinese label and help, the JSDoc, type, default) with a control per prop that
 * changes the live story. Storybook's own docs addon is not installed here, so this is the
 * renderer of `parameters.docs` that draws the autodocs entries (preview.tsx).
 */

/** The parts of Storybook's docs context this page uses. */
interface Story {
  id: string;
  name: string;
  title: string;
  initialArgs: Args;
  parameters: Record<string, unknown>;
}
interface Channel {
  on(event: string, fn: (payload: unknown) => void): void;
  off(event: string, fn: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
}
interface DocsContext {
  channel: Channel;
  storyById(id?: string): Story;
  componentStories(): Story[];
  renderStoryToElement(
    story: Story,
    element: HTMLElement,
    callbacks: { showMain(): void; showError(e: { title: string; description: string }): void; showException(e: Error): void },
    options: { autoplay: boolean; forceInitialArgs?: boolean },
  ): () => Promise<void>;
}

const roots = new WeakMap<HTMLElement, Root>();

export class WidgetDocsRenderer {
  render(context: DocsContext, _parameters: unknown, element: HTMLElement): Promise<void> {
    return new Promise((resolve) => {
      let root = roots.get(element);
      if (!root) roots.set(element, (root = createRoot(element)));
      root.render(<WidgetDocsPage context={context} onReady={resolve} />);
    });
  }

  unmount(element: HTMLElement): void {
    roots.get(element)?.unmount();
    roots.delete(element);
  }
}

function LiveStory({ context, story }: { context: DocsContext; story: Story }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const teardown = context.renderStoryToElement(
      story,
      el,
      { showMain: () => undefined, showError: ({ title }) => console.error(title), showException: (e) => console.error(e) },
      { autoplay: true, forceInitialArgs: false },
    );
    return () => void teardown();
  }, [context, story]);
  return <div ref={ref} className="wd-story" data-story-id={story.id} />;
}

function Control({ prop, value, onChange }: { prop: WidgetProp; value: unknown; onChange(v: unknown): void }) {
  const id = `wd-control-${prop.key}`;
  const label = `${prop.key}${prop.label ? ` ${prop.label}` : ''}`;
  const spec = prop.spec;
  switch (spec.kind) {
    case 'boolean':
      return <input id={id} aria-label={label} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />;
    case 'number':
      return (
        <input
          id={id}
          aria-label={label}
          type="number"
          min={spec.min}
          max={spec.max}
          step={spec.int ? 1 : 'any'}
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        />
      );
    case 'select':
      return (
        <select id={id} aria-label={label} value={JSON.stringify(value ?? null)} onChange={(e) => onChange(JSON.parse(e.target.value))}>
          {value === undefined && <option value="null">—</option>}
          {spec.options.map((o) => (
            <option key={String(o.value)} value={JSON.stringify(o.value)}>
              {o.label === String(o.value) ? o.label : `${o.label}（${String(o.value)}）`}
            </option>
          ))}
        </select>
      );
    case 'color':
      return <input id={id} aria-label={label} type="text" value={typeof value === 'string' ? value : ''} placeholder="#1677ff" onChange={(e) => onChange(e.target.value)} />;
    case 'text':
    case 'image':
    case 'text-or-number':
      return (
        <input
          id={id}
          aria-label={label}
          type="text"
          maxLength={spec.kind === 'text' ? spec.maxLength : undefined}
          value={value === undefined || value === null ? '' : String(value)}
          onChange={(e) => onChange(spec.kind === 'text-or-number' && /^-?\d+(\.\d+)?$/.test(e.target.value) ? Number(e.target.value) : e.target.value)}
        />
      );
    default:
      return <JsonControl id={id} label={label} value={value} onChange={onChange} />;
  }
}

/** Lists, objects, links: edited as JSON, applied when it parses. */
function JsonControl({ id, label, value, onChange }: { id: string; label: string; value: unknown; onChange(v: unknown): void }) {
  const [text, setText] = useState(() => JSON.stringify(value ?? null, null, 1));
  const [bad, setBad] = useState(false);
  return (
    <textarea
      id={id}
      aria-label={label}
      aria-invalid={bad}
      rows={Math.min(6, text.split('\n').length)}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        try {
          onChange(JSON.parse(e.target.value));
          setBad(false);
        } catch {
          setBad(true);
        }
      }}
    />
  );
}

function PropsTable({ doc, args, onChange }: { doc: WidgetDoc; args: Args; onChange(key: string, v: unknown): void }) {
  return (
    <table className="wd-props" aria-label="属性">
      <thead>
        <tr>
          <th>属性</th>
          <th>说明</th>
          <th>类型</th>
          <th>默认值</th>
          <th>试一试</th>
        </tr>
      </thead>
      <tbody>
        {doc.props.map((p) => (
          <tr key={p.key} data-prop={p.key}>
            <td>
              <code>{p.key}</code>
              {p.required && <span className="wd-required" title="必填">*</span>}
            </td>
            <td className="wd-desc">
              {describeProp(p)
                .split('\n\n')
                .map((line, i) => (
                  <p key={i} className={i === 0 && p.label ? 'wd-zh' : 'wd-doc'}>
                    {line}
                  </p>
                ))}
            </td>
            <td>
              <code className="wd-type">{p.type}</code>
            </td>
            <td>{p.defaultValue !== undefined ? <code>{p.defaultValue}</code> : '—'}</td>
            <td>
              {/* A prop the story leaves out shows the default the widget gets. */}
              <Control prop={p} value={args[p.key] === undefined ? p.defaultRaw : args[p.key]} onChange={(v) => onChange(p.key, v)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="wd-section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function WidgetDocsPage({ context, onReady }: { context: DocsContext; onReady(): void }) {
  const primary = context.storyById();
  const stories = context.componentStories();
  const doc = widgetOfStoryFile(primary.parameters.fileName);
  const [args, setArgs] = useState<Args>(primary.initialArgs);
  useEffect(() => {
    const updated = (p: unknown) => {
      const { storyId, args: next } = p as { storyId: string; args: Args };
      if (storyId === primary.id) setArgs(next);
    };
    context.channel.on('storyArgsUpdated', updated);
    onReady();
    return () => context.channel.off('storyArgsUpdated', updated);
  }, [context, primary.id, onReady]);
  const change = (key: string, value: unknown) => context.channel.emit('updateStoryArgs', { storyId: primary.id, updatedArgs: { [key]: value } });
  const heading = primary.title.replace(/^Widgets\//, '');
  return (
    <article className="wd-page">
      <style>{css}</style>
      <header>
        <h1>
          {doc?.title ?? heading} <small>{doc ? doc.type : heading}</small>
        </h1>
        {doc?.description && <p className="wd-lead">{doc.description}</p>}
        {doc?.doc && <p className="wd-doc">{doc.doc}</p>}
      </header>
      <div className="wd-body">
        <div className="wd-phone" aria-label={`示例：${primary.name}`}>
          <LiveStory context={context} story={primary} />
        </div>
        <div className="wd-main">
          {doc ? (
            <Section title={`属性（${doc.props.length}）`}>
              <p className="wd-hint">由组件的 zod 属性 schema 生成：中文名与说明同工作室表单，英文为 schema 的 JSDoc。改动“试一试”一栏，左侧示例随之更新。</p>
              <PropsTable doc={doc} args={args} onChange={change} />
            </Section>
          ) : (
            <p>这个故事不属于某个组件，没有属性表。</p>
          )}
          <Section title={`故事（${stories.length}）`}>
            <ul className="wd-stories">
              {stories.map((s) => (
                <li key={s.id}>
                  <a href={`?path=/story/${s.id}`} target="_top">
                    {s.name}
                  </a>
                </li>
              ))}
            </ul>
          </Section>
        </div>
      </div>
    </article>
  );
}

const css = `
.wd-page { font: 14px/1.6 -apple-system, BlinkMacSystemFont, 'PingFang SC', 'Microsoft YaHei', sans-serif; color: #1f2329; padding: 24px 32px 48px; max-width: 1360px; margin: 0 auto; background: #fff; }
.wd-page h1 { font-size: 26px; margin: 0 0 8px; }
.wd-page h1 small { font-size: 14px; color: #8a8f99; font-weight: normal; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; margin-left: 8px; }
.wd-lead { font-size: 15px; margin: 0 0 4px; }
.wd-doc { color: #646a73; margin: 0; }
.wd-body { display: flex; gap: 32px; align-items: flex-start; margin-top: 24px; }
.wd-phone { flex: 0 0 375px; width: 375px; max-height: 760px; overflow: auto; border: 1px solid #dee0e3; border-radius: 24px; box-shadow: 0 4px 24px rgba(0,0,0,.08); background: var(--app-bg, #f5f6f7); position: sticky; top: 16px; }
.wd-main { flex: 1; min-width: 0; }
.wd-section h2 { font-size: 18px; margin: 0 0 8px; }
.wd-section + .wd-section { margin-top: 28px; }
.wd-hint { color: #8a8f99; font-size: 12px; margin: 0 0 8px; }
.wd-props { width: 100%; border-collapse: collapse; table-layout: fixed; }
.wd-props th { text-align: left; font-weight: 600; background: #f5f6f7; color: #646a73; font-size: 12px; }
.wd-props th, .wd-props td { border-bottom: 1px solid #eceef0; padding: 8px; vertical-align: top; word-break: break-word; }
.wd-props th:nth-child(1) { width: 120px; } .wd-props th:nth-child(3) { width: 150px; } .wd-props th:nth-child(4) { width: 110px; } .wd-props th:nth-child(5) { width: 200px; }
.wd-props p { margin: 0; } .wd-props .wd-zh { font-weight: 500; } .wd-props .wd-doc { font-size: 12px; margin-top: 2px; }
.wd-props code { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12px; background: #f2f3f5; border-radius: 4px; padding: 1px 4px; }
.wd-required { color: #f54a45; margin-left: 2px; }
.wd-props input[type=text], .wd-props input[type=number], .wd-props select, .wd-props textarea { width: 100%; box-sizing: border-box; font: inherit; font-size: 12px; padding: 4px 6px; border: 1px solid #d0d3d6; border-radius: 6px; }
.wd-props textarea { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.wd-props textarea[aria-invalid=true] { border-color: #f54a45; }
.wd-stories { display: flex; flex-wrap: wrap; gap: 8px; padding: 0; list-style: none; margin: 0; }
.wd-stories a { display: inline-block; padding: 2px 10px; border: 1px solid #dee0e3; border-radius: 12px; color: #1677ff; text-decoration: none; }
`;
