import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake identity (real-name) service on loopback. It knows a list of people;
 * a name and number pair on the list matches, anything else does not. The
 * test can make it fail as a real service would.
 */
export async function startFakeIdentityServer(people: { name: string; idCard: string }[]) {
  const received: { headers: IncomingHttpHeaders; body: { name: string; idCard: string } }[] = [];
  let failWith: number | null = null;
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(data) as { name: string; idCard: string };
      received.push({ headers: req.headers, body });
      if (failWith) return void res.writeHead(failWith, { 'content-type': 'application/json' }).end('{"error":"busy"}');
      const match = people.some((p) => p.name === body.name && p.idCard === body.idCard);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ match }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/identity/verify`,
    received,
    fail(status: number | null) {
      failWith = status;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
