import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../catalog';

describe('studio catalogue', () => {
  it('has every registered widget with its JSDoc', async () => {
    const c = await loadCatalog();
    const banner = c.byType.get('banner-swiper')!;
    console.log(banner.title, banner.description, banner.fields.map((f) => [f.key, f.spec.kind, f.doc]));
    console.log(c.entries.filter((e) => e.unsupported.length).map((e) => [e.type, e.unsupported]));
    console.log(c.nodeStyleFields.map((f) => [f.key, f.spec.kind, f.doc]));
    expect(c.entries.length).toBeGreaterThan(50);
  });
});
