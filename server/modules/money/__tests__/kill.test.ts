import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startFakeWechatPay } from '../../../providers/payment/fake-server';
import { MONEY_PATHS as P } from '../../../../schemas/money';
import { withDatabase } from '../../../../tests/helpers/template-db';
import { protocolClient } from '../../../../tests/e2e/helpers/protocol';

/**
 * A crash between WeChat Pay's notification and our answer must not lose or
 * double a payment. The server runs as a child process behind a small proxy
 * that kills it with -9: first as the notification arrives (mid-transaction),
 * then right after it answered (committed, but the answer never reaches the
 * provider). The fake provider retries as WeChat Pay does; after each restart
 * the order is credited exactly once.
 */
let fake: Awaited<ReturnType<typeof startFakeWechatPay>>;
let proxy: Server;
let child: ChildProcess | null = null;
let childUp = false;
let childPort = 0;
let proxyUrl = '';
const dbEnv: Record<string, string> = {};
let cleanup: () => Promise<void> = async () => {};
/** What the proxy does with each notification that reaches a running server, in order; then it passes them on. */
const plan: ('killOnArrival' | 'killAfterAnswer')[] = ['killOnArrival', 'killAfterAnswer'];

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

function startChild(): Promise<void> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/modules/money/__tests__/child-server.ts'], {
    env: { ...process.env, ...dbEnv, CHILD_PORT: String(childPort), CHILD_NOTIFY_BASE: proxyUrl, CHILD_PAY_CONFIG: JSON.stringify(fake.config(fake.url)) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = proc;
  proc.on('exit', () => {
    if (child === proc) childUp = false;
  });
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('child ready')) {
        childUp = true;
        resolve();
      }
    });
    proc.once('exit', (code) => reject(new Error(`child exited (${code}) before it was ready`)));
  });
}

const exited = (proc: ChildProcess) => new Promise<void>((r) => (proc.exitCode !== null || proc.signalCode !== null ? r() : proc.once('exit', () => r())));

beforeAll(async () => {
  fake = await startFakeWechatPay({ retryMs: 100, retries: 600 });
  childPort = await freePort();
  proxy = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      // While the server is down the provider's retry finds nobody, as it would.
      const target = child;
      if (!childUp || !target) return void res.destroy();
      const mode = plan.shift() ?? 'pass';
      const fwd = request({ host: '127.0.0.1', port: childPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        let text = '';
        answer.on('data', (c: Buffer) => (text += c.toString()));
        answer.on('end', () => {
          if (mode === 'killAfterAnswer') {
            target.kill('SIGKILL');
            return void res.destroy();
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers).end(text);
        });
      });
      fwd.on('error', () => res.destroy());
      fwd.end(body, () => {
        if (mode === 'killOnArrival') target.kill('SIGKILL');
      });
    });
  });
  await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

  const tpl = inject('dbTemplate');
  if (tpl.kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'rm-kill-'));
    Object.assign(dbEnv, { CHILD_DATA_DIR: dir, CHILD_DUMP: tpl.dumpFile, DATABASE_URL: '' });
    cleanup = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const name = `rm_kill_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: tpl.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${tpl.template}`);
    await admin.end();
    dbEnv.DATABASE_URL = withDatabase(tpl.url, name);
    cleanup = async () => {
      const c = new pg.Client({ connectionString: tpl.url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  await startChild();
}, 60_000);

afterAll(async () => {
  if (child && childUp) {
    child.kill('SIGKILL');
    await exited(child);
  }
  proxy?.closeAllConnections();
  await new Promise<void>((r) => (proxy ? proxy.close(() => r()) : r()));
  await fake?.close();
  await cleanup();
});

it('kill -9 between the notification and our answer, twice: after restarts the retried notification credits the order exactly once', async () => {
  const base = `http://127.0.0.1:${childPort}`;
  const seeker = await protocolClient(base);
  await seeker.loginUser('13800000001');
  const vip = (await seeker.call<{ list: { id: number; name: string }[] }>('/api-user/product/find', { kind: 'vip' })).list.find((p) => p.name === '月度会员')!;
  const order = await seeker.call<{ no: string; amountFen: number }>(P.tradeCreate, { productId: vip.id, channel: 'wechat' });

  // Paid at the provider: the first notification kills the server as it arrives.
  const first = child!;
  fake.pay(order.no);
  await exited(first);
  await startChild();
  // The retry reaches the new server, which credits and answers; that answer is lost with the server.
  const second = child!;
  await exited(second);
  expect(plan).toEqual([]);
  await startChild();

  // The next retry is answered: the provider stops.
  const delivered = fake.orders.get(order.no)!;
  await expect.poll(() => delivered.deliveries.at(-1), { timeout: 20_000 }).toBe(204);
  expect(delivered.deliveries.filter((s) => s === 204)).toHaveLength(1);
  expect(delivered.deliveries.length).toBeGreaterThanOrEqual(3);

  expect((await seeker.call<{ status: string }>(P.tradeStatus, { no: order.no })).status).toBe('fulfilled');
  expect(await seeker.call(P.vipFindMe)).toMatchObject({ active: true, level: 1, daysLeft: 30 });
  const operator = await protocolClient(base);
  await operator.loginOperator();
  // One order paid once: two ledger entries (provider clearing → revenue), balanced.
  expect(await operator.call('/api-admin/money/ledgerCheck')).toEqual({ unbalancedTxns: 0, mismatchedAccounts: 0, entries: 2, total: 0 });
}, 90_000);
