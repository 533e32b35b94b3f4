import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../../tests/helpers/test-server';
import { migrate } from '../migrate';

describe('migrating at the start of a process beside running ones', () => {
  // Every start altered every tenant table (ENABLE/FORCE ROW LEVEL SECURITY) in one transaction:
  // a restarted process took exclusive locks behind the other process's queries and deadlocked
  // with its chat sends (seen in the two-process browser suite).
  it.skipIf(!process.env.DATABASE_URL)('takes no table lock that waits for queries already running', async () => {
    const s = await startTestServer();
    let release = () => {};
    try {
      const held = new Promise<void>((r) => (release = r));
      let reading = () => {};
      const started = new Promise<void>((r) => (reading = r));
      const reader = s.db.transaction(async (tx) => {
        await tx.query('SELECT count(*) FROM jobs');
        reading();
        await held;
      });
      await started;
      const bounded = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('migrate waited behind a running query')), 10_000));
      const again = await Promise.race([migrate(s.db), bounded]);
      expect(again.applied).toEqual([]);
      release();
      await reader;
    } finally {
      release();
      await s.close();
    }
  });
});
