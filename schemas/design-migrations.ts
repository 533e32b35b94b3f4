import { DESIGN_SCHEMA_VERSION } from './design';

/**
 * Stored design pages carry `schemaVersion`; older ones are upgraded on read,
 * before parsing, on both sides, by this ordered list of pure functions.
 * A migration never mutates its input.
 */
export interface DesignMigration {
  /** The version this migration upgrades from (to from + 1). */
  from: number;
  up(page: Record<string, unknown>): Record<string, unknown>;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** v1 → v2: v1 kept widgets in `components` under `name` with `styles`; v2 has `nodes` with `type`, `style` and an id on each. */
function v1ToV2(page: Obj): Obj {
  let seq = 0;
  const node = (c: unknown): unknown => {
    if (!isObj(c)) return c;
    const { name, styles, children, ...rest } = c;
    seq++;
    return {
      ...rest,
      id: typeof rest.id === 'string' && rest.id ? rest.id : `n${seq}`,
      type: typeof rest.type === 'string' ? rest.type : name,
      ...(styles !== undefined && rest.style === undefined ? { style: styles } : {}),
      ...(Array.isArray(children) ? { children: children.map(node) } : {}),
    };
  };
  const { components, ...rest } = page;
  const list = Array.isArray(rest.nodes) ? rest.nodes : Array.isArray(components) ? components : [];
  return { ...rest, schemaVersion: 2, nodes: list.map(node) };
}

export const DESIGN_MIGRATIONS: readonly DesignMigration[] = [{ from: 1, up: v1ToV2 }];

export class DesignVersionError extends Error {}

/** Upgrades a stored page to DESIGN_SCHEMA_VERSION; a page without a version is version 1. */
export function migrateDesignPage(raw: unknown): unknown {
  if (!isObj(raw)) return raw;
  let page: Obj = raw;
  let version = typeof page.schemaVersion === 'number' ? page.schemaVersion : 1;
  if (version > DESIGN_SCHEMA_VERSION) {
    throw new DesignVersionError(`页面版本 ${version} 高于本程序支持的 ${DESIGN_SCHEMA_VERSION}，请刷新页面`);
  }
  for (const m of DESIGN_MIGRATIONS) {
    if (m.from === version) {
      page = m.up(page);
      version = m.from + 1;
    }
  }
  return page;
}
