import type { Redis } from 'ioredis';

/** How long a shutdown waits for a connection still being opened. */
export const REDIS_QUIT_WAIT_MS = 5_000;

/**
 * Quits a connection once it has finished connecting. Commands given while a connection is
 * being opened wait for it to be ready; a QUIT between the TCP connect and the ready check
 * drops them, and their promises reject with 'Connection is closed.' (the socket.io adapter's
 * subscriptions do so unhandled: a server closed right after it started failed a CI run).
 * Once ready, QUIT queues behind them and they complete.
 */
export async function quitWhenSettled(client: Redis): Promise<void> {
  if (client.status === 'wait' || client.status === 'connecting' || client.status === 'connect') {
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        client.off('ready', done);
        client.off('end', done);
        resolve();
      };
      // Bounded: a Redis that never answers must not hold the shutdown open.
      const timer = setTimeout(done, REDIS_QUIT_WAIT_MS);
      client.once('ready', done);
      client.once('end', done);
    });
  }
  await client.quit().catch(() => {});
}
