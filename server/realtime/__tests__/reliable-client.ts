import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { AGENT_SITES, APP_VERSION, PRODUCT_TYPE, TERMINAL_TYPE } from '../../../schemas/client-config';
import { IM_PATHS, IM_SOCKET_PATH, type ImMessage } from '../../../schemas/im';
import type { ClientEvents, ImAck, ServerEvents } from '../../../schemas/im-socket';
import { createEncryptor } from '../../../src/runtime/api/rsa';

/**
 * A chat client that follows the delivery rules a real client must follow (issue 8, item 2),
 * used by the reliability tests against real server processes: handlers registered once per
 * socket; on every connect log in first, then sync from the last contiguous sequence, then resend
 * what was not acknowledged with the same clientId; de-duplicate by id. Sends are serial per
 * client, so its own messages must come back in the order it sent them.
 */
export class ReliableChatClient {
  /** Messages by id (de-duplicated). */
  readonly byId = new Map<number, ImMessage>();
  /** Every imMsg push and sync item received, before de-duplication. */
  deliveries = 0;
  viaPush = 0;
  viaSync = 0;
  /** clientIds in the order this client sent them. */
  readonly sent: string[] = [];
  acked = 0;
  reconnects = 0;
  /** Resends after a lost ack whose answer was the message already held (the stored original, same id). */
  resendsAnsweredWithOriginal = 0;
  private socket: Socket<ServerEvents, ClientEvents> | null = null;
  private ready = false;
  private waiters: (() => void)[] = [];
  private stopped = false;
  private contiguous = 0;
  private urlIndex = 0;
  private pollTimer: NodeJS.Timeout | null = null;
  private lastId = 0;
  /** The last events of the connection, for the report when a test fails. */
  private readonly events: string[] = [];
  private readonly born = Date.now();

  private note(event: string): void {
    this.events.push(`${((Date.now() - this.born) / 1000).toFixed(1)}s ${event}`);
    if (this.events.length > 30) this.events.shift();
  }

  /** Where this client stands: for the report when a test fails or times out. */
  describe(): string {
    return `${this.opts.name}: sent ${this.sent.length}, acked ${this.acked}, held ${this.byId.size}, contiguous ${this.contiguous}, ready ${this.ready}, reconnects ${this.reconnects}, waiting sends ${this.waiters.length}\n  ${this.events.join('\n  ')}`;
  }

  get name(): string {
    return this.opts.name;
  }

  constructor(
    private readonly opts: {
      name: string;
      /** Servers to try in turn (several processes behind a balancer). */
      urls: string[];
      token: string;
      cid: number;
      /** 'http': the socket is blocked; send and poll over the HTTP fallback. */
      mode?: 'socket' | 'http';
      pollMs?: number;
      /**
       * Every n-th message the connection drops right after sending, before the ack (a lost ack):
       * the server has stored it, the client resends it with the same clientId after reconnecting.
       */
      dropEvery?: number;
    },
  ) {}

  get seqs(): number[] {
    return [...this.byId.values()].map((m) => m.seq).sort((a, b) => a - b);
  }

  private receive(m: ImMessage, via: 'push' | 'sync') {
    this.deliveries++;
    if (via === 'push') this.viaPush++;
    else this.viaSync++;
    if (m.cid !== this.opts.cid || this.byId.has(m.id)) return;
    this.byId.set(m.id, m);
    const have = new Set(this.seqs);
    while (have.has(this.contiguous + 1)) this.contiguous++;
  }

  async start(): Promise<void> {
    if (this.opts.mode === 'http') {
      this.ready = true;
      const poll = async () => {
        if (this.stopped) return;
        try {
          await this.pollOnce();
        } catch {
          // A failed poll is retried on the next tick.
        }
        this.pollTimer = setTimeout(() => void poll(), this.opts.pollMs ?? 100);
      };
      void poll();
      return;
    }
    await this.connectLoop();
  }

  private async connectLoop(): Promise<void> {
    while (!this.stopped) {
      const url = this.opts.urls[this.urlIndex % this.opts.urls.length]!;
      const socket: Socket<ServerEvents, ClientEvents> = io(url, { path: IM_SOCKET_PATH, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 2000 });
      const ok = await new Promise<boolean>((resolve) => {
        socket.once('connect', () => resolve(true));
        socket.once('connect_error', () => resolve(false));
      });
      if (!ok) {
        this.note(`connect to ${url} failed`);
        socket.close();
        this.urlIndex++;
        await sleep(150);
        continue;
      }
      this.socket = socket;
      // Registered once per socket, before login, so no push is missed.
      socket.on('imMsg', (m) => this.receive(m, 'push'));
      const login = await emit(socket, 'imLogin', { token: this.opts.token }, 3000).catch(() => null);
      if (!login || login.code !== 200) {
        this.note(`login on ${url}: ${login ? `${login.code} ${login.msg}` : 'no answer in 3 s'}`);
        socket.close();
        await sleep(150);
        continue;
      }
      if (!(await this.syncAll(socket))) {
        this.note(`sync on ${url} failed`);
        socket.close();
        continue;
      }
      // Only a socket that made it this far reconnects by itself; earlier failures loop here.
      socket.on('disconnect', (reason) => {
        this.note(`disconnected from ${url}: ${reason}`);
        this.ready = false;
        this.socket = null;
        if (!this.stopped) {
          this.reconnects++;
          void this.connectLoop();
        }
      });
      if (!socket.connected) continue;
      this.ready = true;
      this.note(`ready on ${url}, contiguous ${this.contiguous}`);
      for (const w of this.waiters.splice(0)) w();
      return;
    }
  }

  /** Fetches everything after the last contiguous sequence; false when the socket failed. */
  private async syncAll(socket: Socket<ServerEvents, ClientEvents>): Promise<boolean> {
    for (;;) {
      const r = await emit<{ list: ImMessage[]; done: boolean }>(socket, 'imMsgSync', { cid: this.opts.cid, afterSeq: this.contiguous, limit: 200 }, 3000).catch(() => null);
      if (!r || r.code !== 200 || !r.data) return false;
      for (const m of r.data.list) this.receive(m, 'sync');
      if (r.data.done) return true;
    }
  }

  private async pollOnce(): Promise<void> {
    const r = await httpPost(this.opts.urls[0]!, IM_PATHS.fallbackFindToMe, { startAt: Date.now() - 20_000, page: 1, limit: 50, lastId: this.lastId }, { authorization: this.opts.token });
    if (r.code !== 200) return;
    const page = r.data as { list: ImMessage[]; lastId: number };
    for (const m of page.list) this.receive(m, 'sync');
    // Only the poll's own answers move lastId: an id from my own send may be newer than a
    // message of the other side that is not polled yet.
    this.lastId = Math.max(this.lastId, page.lastId);
  }

  private async whenReady(): Promise<void> {
    if (this.ready) return;
    await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** Sends one text and retries with the same clientId until the server acknowledges it. */
  async send(text: string): Promise<ImMessage> {
    const clientId = randomUUID();
    this.sent.push(clientId);
    const payload = { type: 'text' as const, content: { cid: this.opts.cid, text }, clientId };
    let dropped = false;
    for (;;) {
      if (this.opts.mode === 'http') {
        const r = await httpPost(this.opts.urls[0]!, IM_PATHS.fallbackSend, payload, { authorization: this.opts.token }).catch(() => null);
        if (r?.code === 200) {
          this.acked++;
          this.receive(r.data as ImMessage, 'sync');
          return r.data as ImMessage;
        }
        await sleep(100);
        continue;
      }
      await this.whenReady();
      const socket = this.socket;
      if (!socket) continue;
      if (this.opts.dropEvery && this.sent.length % this.opts.dropEvery === 0 && !dropped) {
        dropped = true;
        // The server stores it and answers, but the answer is lost: the client drops the socket on it, unread.
        await new Promise<void>((resolve) => {
          // (A server going away meanwhile ends it too: the reconnect loop takes over.)
          socket.once('disconnect', () => resolve());
          socket.emit('imMsgSend', payload, () => {
            socket.disconnect();
            resolve();
          });
        });
        continue;
      }
      const r = await emit<ImMessage>(socket, 'imMsgSend', payload, 3000).catch(() => null);
      if (r?.code === 200 && r.data) {
        this.acked++;
        // After a lost ack the original usually arrived already (push or sync): the resend must answer that same message.
        if (dropped && this.byId.has(r.data.id)) this.resendsAnsweredWithOriginal++;
        this.receive(r.data, 'sync');
        return r.data;
      }
      this.note(`send ${this.sent.length}: ${r ? `${r.code} ${r.msg}` : 'no ack in 3 s'}`);
      if (r && r.code !== 200 && r.code !== 7001 && r.code < 500) throw new Error(`${this.opts.name}: send refused ${r.code} ${r.msg}`);
      // Time-out or a server going away: wait for the next login (the disconnect handler reconnects).
      await sleep(50);
    }
  }

  /** Marks read up to a message (socket 'read' command). */
  async read(msgId: string): Promise<ImAck<{ unread: number }>> {
    await this.whenReady();
    return emit(this.socket!, 'imMsgSend', { type: 'read', content: { cid: this.opts.cid, msgId }, clientId: randomUUID() }, 3000);
  }

  async syncInfo(): Promise<{ unread: number; lastSeq: number }> {
    await this.whenReady();
    const r = await emit<{ unread: number; lastSeq: number }>(this.socket!, 'imMsgSync', { cid: this.opts.cid, afterSeq: 1_000_000 }, 3000);
    return r.data!;
  }

  stop(): void {
    this.stopped = true;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.socket?.close();
  }
}

function emit<T>(socket: Socket<ServerEvents, ClientEvents>, event: keyof ClientEvents, payload: unknown, ms: number): Promise<ImAck<T>> {
  return (socket as unknown as { timeout: (ms: number) => { emitWithAck: (e: string, p: unknown) => Promise<ImAck<T>> } }).timeout(ms).emitWithAck(event, payload);
}

/** The simulated client's retry back-off (a real client's pause before it tries again), not a wait of a test. */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function httpPost(base: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ code: number; msg: string; data?: unknown }> {
  const res = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(5000) });
  return (await res.json()) as { code: number; msg: string; data?: unknown };
}

/** Calls the protocol of a running server as the web client does (agent-key, encrypted system-payload, token). */
export async function protocolClient(base: string, agent = 'demo') {
  const site = AGENT_SITES.find((s) => s.agentKey === agent)!;
  const key = await httpPost(base, '/api-auth/rsa/keyGet', {}, { 'agent-key': agent });
  const encrypt = await createEncryptor((key.data as { publicKey: string }).publicKey);
  const call = async (path: string, body: unknown, o: { token?: string; encrypt?: boolean } = {}) => {
    const payload = await encrypt(JSON.stringify({ time: Date.now(), aaid: site.aaid, acid: site.acid, productType: PRODUCT_TYPE, terminalType: TERMINAL_TYPE, version: APP_VERSION }));
    const headers: Record<string, string> = { 'agent-key': agent, 'system-payload': payload, ...(o.token ? { authorization: o.token } : {}) };
    return httpPost(base, path, o.encrypt ? { ciphertext: await encrypt(JSON.stringify(body)) } : body, headers);
  };
  return {
    call,
    /** Logs in and fetches the chat token. */
    async chatUser(account: string) {
      const login = await call('/api-auth/user/login', { account, password: 'demo1234' }, { encrypt: true });
      if (login.code !== 200) throw new Error(`login ${account}: ${login.code} ${login.msg}`);
      const access = (login.data as { access_token: string }).access_token;
      const chat = await call(IM_PATHS.login, {}, { token: access });
      return { access, chat: chat.data as { token: string; userId: number } };
    },
  };
}

export interface ServerProcess {
  url: string;
  proc: ChildProcess;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** The last lines the process printed. */
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts server/main.ts as a child process (its own port and database) and waits until it listens. */
export async function startServerProcess(opts: { port: number; dataDir: string; databaseUrl?: string; redisUrl?: string; redisPrefix?: string }): Promise<ServerProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(opts.port),
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl ?? '',
      REDIS_URL: opts.redisUrl ?? '',
      REDIS_KEY_PREFIX: opts.redisPrefix ?? `rl:rel:${process.pid}:`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server on ${opts.port} did not start:\n${out}`)), 60_000);
    const onData = (d: Buffer) => {
      out = (out + d.toString()).slice(-8000);
      if (out.includes('running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-8000)));
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server on ${opts.port} exited with ${code}:\n${out}`));
    });
  });
  return {
    url: `http://127.0.0.1:${opts.port}`,
    proc,
    exited,
    output: () => out.slice(-3000),
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      await exited;
    },
  };
}
