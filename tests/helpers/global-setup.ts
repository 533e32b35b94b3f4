import { writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildTemplate, openDb, withDatabase, type DbTemplate } from './template-db';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

/**
 * Migrates and seeds one database per run; each test file then starts from a
 * copy: a PGlite data-directory dump (~0.3 s to load) or, when DATABASE_URL is
 * set, a PostgreSQL database created from a template database.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `rm_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const db = await openDb({ databaseUrl: withDatabase(url, template), poolSize: 2 });
    await buildTemplate(db);
    await db.close();
    project.provide('dbTemplate', { kind: 'postgres', url, template });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const db = await openDb({});
  await buildTemplate(db);
  const dumpFile = join(tmpdir(), `rm-test-db-${process.pid}.tar`);
  if (!db.dumpDataDir) throw new Error('the embedded database cannot dump its data directory');
  const dump = await db.dumpDataDir();
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await db.close();
  project.provide('dbTemplate', { kind: 'pglite', dumpFile });
  return async () => {
    await rm(dumpFile, { force: true });
  };
}
