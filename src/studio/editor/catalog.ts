import * as designSchemas from '../../../schemas/design';
import designSource from '../../../schemas/design.ts?raw';
import widgetsSource from '../../app/widgets.ts?raw';
import { widgetEntries } from '../../app/widgets';
import type { WidgetDefinition, WidgetEditorHints } from '../../runtime/registry';
import { createDocSource, scanSourceDocs } from './form/docs';
import { localizeFields, NODE_STYLE_SCOPE, PAGE_META_SCOPE, PAGE_STYLE_SCOPE, widgetTextOf } from './form/field-docs.zh';
import { fieldsOf, unsupportedFields, type FieldDef } from './form/spec';

/** One palette entry: a registered widget, with what the studio generated from its definition. */
export interface CatalogEntry {
  type: string;
  title: string;
  icon: string;
  description: string;
  group: string;
  container: boolean;
  def: WidgetDefinition;
  /** The property form: one field per top-level prop. */
  fields: FieldDef[];
  /** Props the form cannot edit (should be none; the catalogue test checks). */
  unsupported: string[];
  hints: WidgetEditorHints;
}

export interface Catalog {
  entries: CatalogEntry[];
  byType: Map<string, CatalogEntry>;
  /** Fields of the node style, page meta and page style (schemas/design.ts), with their docs. */
  nodeStyleFields: FieldDef[];
  pageMetaFields: FieldDef[];
  pageStyleFields: FieldDef[];
}

const schemaSources = import.meta.glob('../../widgets/*/schema.ts', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const indexSources = import.meta.glob('../../widgets/*/index.ts', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
const schemaModules = import.meta.glob('../../widgets/*/schema.ts') as Record<string, () => Promise<Record<string, unknown>>>;

/** The group of each type: the comment line above its entry in src/app/widgets.ts. */
function groupsOfRegistry(source: string): Map<string, string> {
  const out = new Map<string, string>();
  let group = '其他';
  for (const line of source.split('\n')) {
    const comment = /^\s*\/\/\s*(.+)$/.exec(line);
    if (comment) group = comment[1]!.replace(/\s*\(.*$/, '').trim();
    const entry = /^\s*\['([a-z0-9-]+)'/.exec(line);
    if (entry) out.set(entry[1]!, group);
  }
  return out;
}

/** Registry groups in Chinese for the palette; an unknown group shows as written. */
const GROUP_TITLES: Record<string, string> = {
  'Data lists': '数据列表',
  'Navigation and promotion': '导航与推广',
  'Content and layout': '内容与布局',
  Forms: '表单',
  'Personal centre and account': '个人中心与账号',
  'Applying and applications': '投递',
  'Recruiter job management and favorites': '职位管理与收藏',
  Chat: '聊天',
  'Career fairs, teach-ins and online talks': '招聘活动',
  'Video interviews': '视频面试',
  'Money: VIP, packages, wallet and checkout': '会员与支付',
  'Job hunting: search, job and company pages, articles, help': '求职与资讯',
  Resumes: '简历',
  'Company members and join requests': '公司成员',
};

function folderOf(path: string): string {
  return /widgets\/([^/]+)\//.exec(path)?.[1] ?? '';
}

let loading: Promise<Catalog> | null = null;

/** Loads every registered widget once, with its schema docs: the palette and the forms come from here. */
export function loadCatalog(): Promise<Catalog> {
  loading ??= build();
  return loading;
}

async function build(): Promise<Catalog> {
  const modules = await Promise.all(
    Object.entries(schemaModules).map(async ([path, load]) => ({ module: await load(), source: schemaSources[path] ?? '' })),
  );
  const docs = createDocSource([...modules, { module: designSchemas as unknown as Record<string, unknown>, source: designSource }]);
  const groups = groupsOfRegistry(widgetsSource);
  const defs = await Promise.all(widgetEntries.map(async ([, load]) => load()));
  const entries = defs.map((def): CatalogEntry => {
    const hints = def.editor ?? {};
    const indexPath = Object.keys(indexSources).find((p) => folderOf(p) === def.type);
    const indexDocs = indexPath ? scanSourceDocs(indexSources[indexPath] ?? '') : new Map<string, Map<string, string>>();
    const ownDoc = [...indexDocs.values()].map((m) => m.get('')).find(Boolean);
    const fields = localizeFields(def.type, fieldsOf(def.propsSchema, docs));
    const zh = widgetTextOf(def.type);
    const group = groups.get(def.type) ?? '其他';
    return {
      type: def.type,
      title: hints.title ?? zh.title ?? def.type,
      icon: hints.icon ?? '▦',
      // Operators read Chinese: the English JSDoc only until a line is written (the catalogue test asks for it).
      description: zh.description ?? hints.description ?? ownDoc ?? docs.docOf(def.propsSchema) ?? '',
      group: GROUP_TITLES[group] ?? group,
      container: hints.container ?? false,
      def,
      fields,
      unsupported: fields.flatMap((f) => unsupportedFields(f.spec, f.key)),
      hints,
    };
  });
  return {
    entries,
    byType: new Map(entries.map((e) => [e.type, e])),
    nodeStyleFields: localizeFields(NODE_STYLE_SCOPE, fieldsOf(designSchemas.nodeStyleSchema, docs)),
    pageMetaFields: localizeFields(PAGE_META_SCOPE, fieldsOf(designSchemas.pageMetaSchema, docs)),
    pageStyleFields: localizeFields(PAGE_STYLE_SCOPE, fieldsOf(designSchemas.pageStyleSchema, docs)),
  };
}
