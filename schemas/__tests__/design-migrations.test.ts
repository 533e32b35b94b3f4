import { describe, expect, it } from 'vitest';
import { DESIGN_SCHEMA_VERSION, designPageSchema, nodeSchema } from '../design';
import { DESIGN_MIGRATIONS, DesignVersionError, migrateDesignPage } from '../design-migrations';
import homeV1 from './fixtures/home-v1.json' with { type: 'json' };

describe('design page migrations', () => {
  it('form one ordered chain up to the current version', () => {
    DESIGN_MIGRATIONS.forEach((m, i) => expect(m.from).toBe(i + 1));
    expect(DESIGN_MIGRATIONS.length + 1).toBe(DESIGN_SCHEMA_VERSION);
  });

  it('v1 → v2: components become nodes with a type, an id and a style', () => {
    const page = migrateDesignPage(homeV1) as { schemaVersion: number; nodes: Record<string, unknown>[] };
    expect(page.schemaVersion).toBe(2);
    expect(designPageSchema.safeParse(page).success).toBe(true);
    expect(page.nodes.map((n) => n.type)).toEqual(['search-bar', 'banner-swiper', 'tabs-container']);
    expect(page.nodes[1]).toMatchObject({ style: { mt: 8 } });
    expect(page.nodes[1]).not.toHaveProperty('styles');
    expect(page.nodes[2]!.id).toBe('tabs');
    const ids = [page.nodes[0]!.id, page.nodes[1]!.id, (page.nodes[2]!.children as Record<string, unknown>[])[0]!.id];
    expect(new Set(ids).size).toBe(3);
    for (const n of page.nodes) expect(nodeSchema.safeParse(n).success).toBe(true);
  });

  it('is pure: the stored page is not changed', () => {
    const before = JSON.stringify(homeV1);
    migrateDesignPage(homeV1);
    expect(JSON.stringify(homeV1)).toBe(before);
  });

  it('leaves a current page as it is', () => {
    const v2 = { schemaVersion: 2, page: 'x', updatedAt: 'now', nodes: [] };
    expect(migrateDesignPage(v2)).toBe(v2);
  });

  it('refuses a page from a newer build with a readable message', () => {
    expect(() => migrateDesignPage({ schemaVersion: 99, page: 'x', nodes: [] })).toThrow(DesignVersionError);
    expect(() => migrateDesignPage({ schemaVersion: 99 })).toThrow('页面版本 99 高于本程序支持的 2');
  });
});
