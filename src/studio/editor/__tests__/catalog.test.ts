import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { colorSchema, imageUrlSchema, linkSchema } from '../../../../schemas/design';
import { widgetEntries } from '../../../app/widgets';
import { loadCatalog, type CatalogEntry } from '../catalog';
import { fieldsOf, unsupportedFields, type FieldDef } from '../form/spec';
import { roundTrip, valueProblems } from '../form/values';

/** Everything the generated form could not show or would change: the checks every widget must pass. */
function formProblems(fields: FieldDef[], defaults: Record<string, unknown>): string[] {
  const spec = { kind: 'object' as const, fields };
  return [...fields.flatMap((f) => unsupportedFields(f.spec, f.key)), ...valueProblems(spec, defaults, 'props')];
}

const catalog = await loadCatalog();

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

  it('turns JSDoc on schema fields into help text', () => {
    const banner = catalog.byType.get('banner-swiper')!;
    const items = banner.fields.find((f) => f.key === 'items')!;
    expect(items.doc).toBe('The slides, in order (at most 10).');
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
