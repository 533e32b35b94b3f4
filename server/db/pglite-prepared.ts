/**
 * Named prepared statements for the embedded PGlite (used by its worker thread).
 *
 * PGlite's own `query()` sends every call as an unnamed statement: PostgreSQL parses, rewrites
 * and plans it each time. The job search plans in ~1-2 ms on PGlite (it has many candidate
 * indexes and a join), as long as a third of its run. Here each SQL text is parsed once into a named
 * statement, and PostgreSQL's plan cache does the rest: custom plans for the first five runs,
 * then the generic plan when it costs no more (plan_cache_mode auto, as any driver's named
 * statements get on PostgreSQL). Plans are invalidated by PostgreSQL itself on DDL, ANALYZE and a
 * change of role (row-level security is part of the plan, so a statement prepared as the app role
 * is replanned when run as another).
 *
 * The rows come back exactly as PGlite's `query()` gives them: the same parameter serialisers
 * (picked by the types PostgreSQL infers for the statement) and the same result parsers.
 */
import { parse as pgliteParse, protocol, type PGlite } from '@electric-sql/pglite';

const { serialize } = protocol;
type BackendMessage = Parameters<typeof pgliteParse.parseResults>[0][number];

/** A database error as PGlite reports it: the message and the fields of PostgreSQL's error. */
type DatabaseErrorMessage = BackendMessage & { name: 'error'; message: string };

interface Statement {
  name: string;
  /** Parameter type oids PostgreSQL inferred, for PGlite's serialisers. */
  paramTypes: number[];
}

/**
 * Cached statements by SQL text. Most SQL the app sends is a fixed text with parameters; text with
 * values written in (a few admin and report queries) only cycles through the oldest entries.
 */
export const PREPARED_STATEMENTS_MAX = 200;

function concat(parts: Uint8Array[]): Uint8Array {
  let size = 0;
  for (const p of parts) size += p.length;
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const isError = (m: BackendMessage): m is DatabaseErrorMessage => m.name === 'error';
/** PostgreSQL's "cached plan must not change result type" (feature_not_supported). */
const isChangedResultType = (e: unknown) => (e as { code?: string }).code === '0A000' && /cached plan must not change result type/.test((e as Error).message);

export function createPreparedQueries(lite: PGlite) {
  /** Least recently used first (a Map keeps insertion order; a hit is moved to the end). */
  const statements = new Map<string, Statement>();
  let nextName = 1;

  /** One protocol exchange; a database error comes back as the error it is, after the Sync. */
  async function exchange(parts: Uint8Array[], syncToFs: boolean): Promise<BackendMessage[]> {
    const { messages } = await lite.execProtocol(concat([...parts, serialize.sync()]), { throwOnError: false, syncToFs });
    const failed = messages.find(isError);
    if (failed) throw failed;
    return messages;
  }

  async function prepare(sql: string, syncToFs: boolean): Promise<Statement> {
    const hit = statements.get(sql);
    if (hit) {
      statements.delete(sql);
      statements.set(sql, hit);
      return hit;
    }
    const name = `rm_${nextName++}`;
    const parts = [serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name })];
    if (statements.size >= PREPARED_STATEMENTS_MAX) {
      const [oldSql, old] = statements.entries().next().value!;
      statements.delete(oldSql);
      // Freed in the same exchange: the plan of a statement no longer asked for holds memory.
      parts.unshift(serialize.close({ type: 'S', name: old.name }));
    }
    const messages = await exchange(parts, syncToFs);
    const statement = { name, paramTypes: pgliteParse.parseDescribeStatementResults(messages) };
    statements.set(sql, statement);
    return statement;
  }

  return {
    /**
     * Runs `sql` with `params` as a named statement, prepared on first use. `inTransaction`: inside
     * a transaction PGlite writes its files at the commit, outside it after the statement.
     */
    async query<T>(sql: string, params: readonly unknown[] | undefined, inTransaction: boolean): Promise<T[]> {
      return lite.runExclusive(async () => {
        const syncToFs = !inTransaction;
        const run = async () => {
          const statement = await prepare(sql, syncToFs);
          const values = (params ?? []).map((p, i) => {
            if (p === null || p === undefined) return null;
            const serializer = lite.serializers[statement.paramTypes[i]!];
            return serializer ? serializer(p) : String(p);
          });
          const messages = await exchange(
            [serialize.bind({ statement: statement.name, values }), serialize.describe({ type: 'P' }), serialize.execute({})],
            syncToFs,
          );
          return (pgliteParse.parseResults(messages, lite.parsers)[0]?.rows ?? []) as T[];
        };
        try {
          return await run();
        } catch (e) {
          // A table's columns changed under a statement that returns them (`SELECT *` after ALTER TABLE):
          // PostgreSQL refuses the old statement. It is prepared anew; outside a transaction the
          // query is asked again, inside one the transaction has failed and the error stands.
          if (!isChangedResultType(e)) throw e;
          const stale = statements.get(sql);
          statements.delete(sql);
          if (stale) await exchange([serialize.close({ type: 'S', name: stale.name })], syncToFs).catch(() => {});
          if (inTransaction) throw e;
          return run();
        }
      });
    },
    /** How many statements are held (tests). */
    size: () => statements.size,
  };
}
