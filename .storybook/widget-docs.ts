import type { ArgTypes, InputType } from 'storybook/internal/types';
import type { z } from 'zod';
import * as designSchemas from '../schemas/design';
import designSource from '../schemas/design.ts?raw';
import { createDocSource, scanSourceDocs } from '../src/studio/editor/form/docs';
import { localizeFields, widgetTextOf } from '../src/studio/editor/form/field-docs.zh';
import type { FieldDef, FieldSpec } from '../src/studio/editor/form/spec';
import { fieldsOf } from '../src/studio/editor/form/spec';

/**
 * What Storybook shows about a widget's props, read the way the studio reads
 * them (src/studio/editor/catalog.ts): the fields of its zod props schema, the
 * Chinese label and help operators see (field-docs.zh.ts) and the schema's
 * JSDoc (read from the schema file's source). From them come each story's
 * argTypes (the Controls panel: description, type, default, a control per
 * prop) and the widget's docs page (.storybook/widget-docs-page.tsx).
 */

const schemaModules = import.meta.glob('../src/widgets/*/schema.ts', { eager: true }) as Record<string, Record<string, unknown>>;
const schemaSources = import.meta.glob('../src/widgets/*/schema.ts', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const indexSources = import.meta.glob('../src/widgets/*/index.ts', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

const docSource = createDocSource([
  ...Object.entries(schemaModules).map(([path, module]) => ({ module, source: schemaSources[path] ?? '' })),
  { module: designSchemas as unknown as Record<string, unknown>, source: designSource },
]);

/** One prop of a widget, as its docs page and Controls panel show it. */
export interface WidgetProp {
  key: string;
  /** The Chinese name operators see in the studio. */
  label?: string | undefined;
  /** The Chinese help sentence of the studio's form. */
  help?: string | undefined;
  /** The schema's JSDoc (English, for developers). */
  doc?: string | undefined;
  /** A short type: `string ≤ 20`, `'new' | 'salary'`, `number 1–50`, `link`… */
  type: string;
  required: boolean;
  /** The default as JSON, when the schema has one. */
  defaultValue?: string | undefined;
  /** The default itself (what the widget gets when the prop is left out). */
  defaultRaw?: unknown;
  spec: FieldSpec;
}

export interface WidgetDoc {
  /** The widget type (its folder under src/widgets). */
  type: string;
  /** Palette name and description in Chinese (as the studio shows them). */
  title?: string | undefined;
  description?: string | undefined;
  /** The JSDoc above the widget definition (index.ts) or its props schema. */
  doc?: string | undefined;
  props: WidgetProp[];
}

function typeOf(spec: FieldSpec): string {
  switch (spec.kind) {
    case 'text':
      return spec.maxLength !== undefined ? `string ≤ ${spec.maxLength}` : 'string';
    case 'number': {
      const base = spec.int ? 'integer' : 'number';
      if (spec.min !== undefined && spec.max !== undefined) return `${base} ${spec.min}–${spec.max}`;
      if (spec.min !== undefined) return `${base} ≥ ${spec.min}`;
      if (spec.max !== undefined) return `${base} ≤ ${spec.max}`;
      return base;
    }
    case 'select':
      return spec.options.map((o) => JSON.stringify(o.value)).join(' | ');
    case 'text-or-number':
      return 'string | number';
    case 'color':
      return 'color';
    case 'image':
      return 'image URL';
    case 'link':
      return 'link';
    case 'visibility':
      return 'visibility';
    case 'array':
      return `${typeOf(spec.item)}[]${spec.max !== undefined ? ` (≤ ${spec.max})` : ''}`;
    case 'object':
      return `{ ${spec.fields.map((f) => f.key).join(', ')} }`;
    case 'record':
      return `Record<string, ${typeOf(spec.value)}>`;
    case 'boolean':
      return 'boolean';
    case 'unsupported':
      return spec.reason;
  }
}

function defaultOf(f: FieldDef): { json?: string; raw?: unknown } {
  if (!f.hasDefault) return {};
  const parsed = f.schema.safeParse(undefined);
  return parsed.success ? { json: JSON.stringify(parsed.data), raw: parsed.data } : {};
}

function folderOf(path: string | undefined): string | undefined {
  return path ? /widgets\/([^/]+)\//.exec(path)?.[1] : undefined;
}

const cache = new Map<string, WidgetDoc | null>();

/** The docs of the widget in `src/widgets/<type>/`, or null when there is no such widget. */
export function widgetDoc(type: string): WidgetDoc | null {
  if (cache.has(type)) return cache.get(type)!;
  const path = Object.keys(schemaModules).find((p) => folderOf(p) === type);
  const module = path ? schemaModules[path] : undefined;
  const schema = module && Object.entries(module).find(([name]) => name.endsWith('PropsSchema'))?.[1];
  if (!schema) {
    cache.set(type, null);
    return null;
  }
  const indexPath = Object.keys(indexSources).find((p) => folderOf(p) === type);
  const indexDocs = indexPath ? scanSourceDocs(indexSources[indexPath] ?? '') : new Map<string, Map<string, string>>();
  const zh = widgetTextOf(type);
  // The palette name: the definition's editor title (index.ts), as the studio takes it first.
  const editorTitle = /editor:\s*\{[^}]*?\btitle:\s*'([^']+)'/.exec(indexPath ? (indexSources[indexPath] ?? '') : '')?.[1];
  const fields = localizeFields(type, fieldsOf(schema as z.ZodType, docSource));
  const doc: WidgetDoc = {
    type,
    title: editorTitle ?? zh.title,
    description: zh.description,
    doc: [...indexDocs.values()].map((m) => m.get('')).find(Boolean) ?? docSource.docOf(schema as z.ZodType),
    props: fields.map((f) => ({
      key: f.key,
      label: f.label,
      help: f.help,
      doc: f.doc,
      type: typeOf(f.spec),
      required: !f.optional && !f.hasDefault,
      defaultValue: defaultOf(f).json,
      defaultRaw: defaultOf(f).raw,
      spec: f.spec,
    })),
  };
  cache.set(type, doc);
  return doc;
}

/** The widget a story file belongs to (its `parameters.fileName`, e.g. ./src/widgets/job-list/job-list.stories.tsx). */
export function widgetOfStoryFile(fileName: unknown): WidgetDoc | null {
  const type = typeof fileName === 'string' ? folderOf(fileName) : undefined;
  return type ? widgetDoc(type) : null;
}

/** The Storybook control of one prop: text, number with its bounds, a switch, choices, a colour, or JSON. */
export function controlOf(spec: FieldSpec): InputType['control'] {
  switch (spec.kind) {
    case 'text':
    case 'image':
    case 'text-or-number':
      return { type: 'text', ...(spec.kind === 'text' && spec.maxLength !== undefined ? { maxLength: spec.maxLength } : {}) };
    case 'number':
      return { type: 'number', min: spec.min, max: spec.max, step: spec.int ? 1 : undefined };
    case 'boolean':
      return { type: 'boolean' };
    case 'select':
      return {
        type: spec.options.length <= 4 ? 'inline-radio' : 'select',
        labels: Object.fromEntries(spec.options.map((o) => [String(o.value), o.label === String(o.value) ? o.label : `${o.label} (${String(o.value)})`])),
      };
    case 'color':
      return { type: 'color' };
    default:
      return { type: 'object' };
  }
}

/** The description column: the studio's Chinese label and help, then the developer's JSDoc. */
export function describeProp(p: WidgetProp): string {
  const zh = [p.label, p.help].filter(Boolean).join('：');
  return [zh, p.doc].filter(Boolean).join('\n\n');
}

/** argTypes of a widget's props, for the Controls panel and the docs page. */
export function widgetArgTypes(doc: WidgetDoc): ArgTypes {
  return Object.fromEntries(
    doc.props.map((p): [string, InputType] => [
      p.key,
      {
        name: p.key,
        description: describeProp(p),
        type: { name: 'other', value: p.type, required: p.required },
        control: controlOf(p.spec),
        ...(p.spec.kind === 'select' ? { options: p.spec.options.map((o) => o.value) } : {}),
        table: { type: { summary: p.type }, ...(p.defaultValue !== undefined ? { defaultValue: { summary: p.defaultValue } } : {}) },
      },
    ]),
  );
}

/**
 * The argTypes enhancer of preview.tsx: a widget story's argTypes from its schema, with what
 * the story itself wrote on top (a story may pick another control, hide a prop…).
 */
export function enhanceWidgetArgTypes(context: { argTypes: ArgTypes; parameters: Record<string, unknown> }): ArgTypes {
  const doc = widgetOfStoryFile(context.parameters.fileName);
  if (!doc) return context.argTypes;
  const generated = widgetArgTypes(doc);
  const out: ArgTypes = { ...generated };
  for (const [key, own] of Object.entries(context.argTypes)) {
    const base = generated[key];
    out[key] = base ? { ...base, ...own, table: { ...base.table, ...own.table }, control: own.control ?? base.control } : own;
  }
  return out;
}
