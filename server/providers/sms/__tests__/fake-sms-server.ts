import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSmsRequest {
  headers: IncomingHttpHeaders;
  body: { tenantId: number; mobile: string; code: string; purpose: string };
}

/** A fake SMS gateway on loopback: records what it is sent, answers what the test sets. */
export async function startFakeSmsServer() {
  const received: FakeSmsRequest[] = [];
  let reply: { status: number; body: string } = { status: 200, body: '{"ok":true}' };
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(data) as FakeSmsRequest['body'] });
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms/send`,
    received,
    /** The code in the last message sent to this number. */
    lastCode(mobile: string): string {
      const m = received.filter((r) => r.body.mobile === mobile).at(-1);
      if (!m) throw new Error(`no SMS sent to ${mobile}`);
      return m.body.code;
    },
    answer(status: number, body: string) {
      reply = { status, body };
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
export type FakeSmsServer = Awaited<ReturnType<typeof startFakeSmsServer>>;
