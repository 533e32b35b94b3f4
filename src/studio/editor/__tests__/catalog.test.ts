import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { colorSchema, imageUrlSchema, linkSchema, ruleSchema } from '../../../../schemas/design';
import { widgetEntries } from '../../../app/widgets';
import { loadCatalog, type CatalogEntry } from '../catalog';
import { fieldTextKeys, localizeFields, NODE_STYLE_SCOPE, PAGE_META_SCOPE, PAGE_STYLE_SCOPE, RULE_SCOPE } from '../form/field-docs.zh';
import { fieldsOf, unsupportedFields, type FieldDef, type FieldSpec } from '../form/spec';
import { roundTrip, valueProblems } from '../form/values';

/** Everything the generated form could not show or would change: the checks every widget must pass. */
function formProblems(fields: FieldDef[], defaults: Record<string, unknown>): string[] {
  const spec = { kind: 'object' as const, fields };
  return [...fields.flatMap((f) => unsupportedFields(f.spec, f.key)), ...valueProblems(spec, defaults, 'props')];
}

const catalog = await loadCatalog();

/** Every form the studio generates, by the scope its texts are keyed under in field-docs.zh.ts. */
const forms: [string, readonly FieldDef[]][] = [
  ...catalog.entries.map((e): [string, FieldDef[]] => [e.type, e.fields]),
  [NODE_STYLE_SCOPE, catalog.nodeStyleFields],
  [PAGE_META_SCOPE, catalog.pageMetaFields],
  [PAGE_STYLE_SCOPE, catalog.pageStyleFields],
  [RULE_SCOPE, localizeFields(RULE_SCOPE, fieldsOf(ruleSchema))],
];

/** Each field (nested objects and list items too) and each list item and choice, by "scope.path" with [] for list items. */
function walkForm(scope: string, fields: readonly FieldDef[], visit: (key: string, part: { field?: FieldDef; spec: FieldSpec }) => void, at = '') {
  const walkSpec = (path: string, spec: FieldSpec) => {
    if (spec.kind === 'object') walkForm(scope, spec.fields, visit, path);
    else if (spec.kind === 'array') {
      visit(`${scope}.${path}[]`, { spec: spec.item });
      walkSpec(`${path}[]`, spec.item);
    } else if (spec.kind === 'record') walkSpec(`${path}{}`, spec.value);
  };
  for (const f of fields) {
    const path = at ? `${at}.${f.key}` : f.key;
    visit(`${scope}.${path}`, { field: f, spec: f.spec });
    walkSpec(path, f.spec);
  }
}

const HAN = /\p{Script=Han}/u;

describe('the studio palette and forms come from the widget definitions', () => {
  it('list every registered widget, with a name, an icon and a description', () => {
    expect(catalog.entries.map((e) => e.type).sort()).toEqual(widgetEntries.map(([t]) => t).sort());
    for (const e of catalog.entries) {
      expect(e.title, e.type).not.toBe('');
      expect(e.icon, e.type).not.toBe('');
      expect(e.description, `${e.type} has no JSDoc on its definition`).not.toBe('');
    }
  });

  it.each(catalog.entries.map((e) => [e.type, e] as [string, CatalogEntry]))('%s: every prop has a control, and the defaults go through the form unchanged', (_type, e) => {
    const defaults = e.def.defaultProps as Record<string, unknown>;
    expect(formProblems(e.fields, defaults)).toEqual([]);
    const spec = { kind: 'object' as const, fields: e.fields };
    const back = roundTrip(spec, defaults);
    expect(back).toEqual(defaults);
    expect(e.def.propsSchema.safeParse(back).success).toBe(true);
  });

  it('shows operators Chinese only: every label, help text, choice, palette name, group and description', () => {
    const missing: string[] = [];
    const need = (what: string, text: string | undefined) => {
      if (!text || !HAN.test(text)) missing.push(`${what}: ${text ?? '(none)'}`);
    };
    for (const [scope, fields] of forms) {
      walkForm(scope, fields, (key, { field, spec }) => {
        if (field) {
          need(`${key} label`, field.label);
          need(`${key} help`, field.help);
        }
        if (spec.kind === 'select') for (const o of spec.options) need(`${key} = ${String(o.value)}`, o.label);
      });
    }
    for (const e of catalog.entries) {
      need(`${e.type} title`, e.title);
      need(`${e.type} group`, e.group);
      need(`${e.type} description`, e.description);
    }
    expect(missing, 'write these in src/studio/editor/form/field-docs.zh.ts').toEqual([]);
  });

  it('has no Chinese text for a field that does not exist (a renamed prop leaves none behind)', () => {
    const seen = new Set<string>();
    for (const [scope, fields] of forms) walkForm(scope, fields, (key) => seen.add(key));
    expect(fieldTextKeys.filter((k) => !seen.has(k))).toEqual([]);
  });

  it('turns JSDoc on schema fields into help text', () => {
    const banner = catalog.byType.get('banner-swiper')!;
    const items = banner.fields.find((f) => f.key === 'items')!;
    expect(items.doc).toBe('The slides, in order (at most 10).');
    expect(items).toMatchObject({ label: '轮播图片', help: '轮播的图片，按顺序排列（最多 10 张）。' });
    expect(items.spec.kind).toBe('array');
    const slide = items.spec.kind === 'array' && items.spec.item.kind === 'object' ? items.spec.item.fields : [];
    expect(slide.map((f) => [f.key, f.spec.kind])).toEqual([
      ['image', 'image'],
      ['title', 'text'],
      ['alt', 'text'],
      ['link', 'link'],
    ]);
    expect(slide[0]!.doc).toMatch(/750 × 300/);
    expect(catalog.nodeStyleFields.find((f) => f.key === 'bg')).toMatchObject({ spec: { kind: 'color' }, doc: 'Background colour.' });
  });

  it('reports a prop the form cannot edit (a planted widget schema with a date and a map)', () => {
    const planted = z.object({
      title: z.string().default('x'),
      startsAt: z.date().optional(),
      lookup: z.map(z.string(), z.number()).optional(),
      slides: z.array(z.object({ when: z.bigint() })).default([]),
    });
    const problems = formProblems(fieldsOf(planted), planted.parse({}));
    expect(problems).toEqual(['startsAt: 字段类型 date', 'lookup: 字段类型 map', 'slides[].when: 字段类型 bigint']);
  });

  it("knows a list's limit (the add button stops there): the banner takes at most 10 slides", () => {
    const items = catalog.byType.get('banner-swiper')!.fields.find((f) => f.key === 'items')!;
    expect(items.spec).toMatchObject({ kind: 'array', max: 10 });
    expect(fieldsOf(z.object({ l: z.array(z.string()).max(3) }))[0]!.spec).toMatchObject({ kind: 'array', max: 3 });
  });

  it('knows colours, images and links by the shared schemas, and unions of literals as choices', () => {
    const fields = fieldsOf(
      z.object({
        c: colorSchema.optional(),
        i: z.union([imageUrlSchema, z.literal('')]).default(''),
        l: linkSchema.optional(),
        n: z.union([z.literal(4), z.literal(5)]).default(4),
        s: z.union([z.string(), z.number()]),
      }),
    );
    expect(fields.map((f) => f.spec.kind)).toEqual(['color', 'image', 'link', 'select', 'text-or-number']);
    expect(valueProblems({ kind: 'object', fields }, { n: 6 }, 'props')).toEqual(['props.n: 不在选项中（6）']);
  });
});
