import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRegistry } from '../../runtime/registry';
import { widgetEntries } from '../widgets';

const dir = join(import.meta.dirname, '../../widgets');

describe('registered widgets', () => {
  it('are registered once each (the registry throws otherwise)', () => {
    expect(() => createRegistry(widgetEntries)).not.toThrow();
  });

  it('include every widget folder', () => {
    const folders = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
    expect(widgetEntries.map(([type]) => type).sort()).toEqual(folders);
  });

  it.each(widgetEntries.map(([type, load]) => [type, load] as const))('%s loads, declares its own type, parses its defaults, and has a schema and a story', async (type, load) => {
    const def = await load();
    expect(def.type).toBe(type);
    expect(def.propsSchema.parse({})).toEqual(def.defaultProps);
    expect(existsSync(join(dir, type, 'schema.ts')), `${type}/schema.ts`).toBe(true);
    const stories = readdirSync(join(dir, type)).filter((f) => f.endsWith('.stories.tsx'));
    expect(stories, `${type} has no story`).not.toEqual([]);
  });
});
