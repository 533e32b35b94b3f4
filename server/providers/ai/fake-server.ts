import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible chat-completions server on loopback: it checks the
 * bearer key, then streams `answer` (a function of the request) as server-sent
 * events in small pieces, `pauseMs` apart, ending with [DONE].
 */
export async function startFakeAiServer(opts: { apiKey: string; port?: number; pieceChars?: number; pauseMs?: number; answer?: (body: { model: string; messages: { role: string; content: string }[] }) => string }) {
  const requests: { model: string; messages: { role: string; content: string }[]; stream: boolean }[] = [];
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
    if (req.headers.authorization !== `Bearer ${opts.apiKey}`) return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"message":"invalid api key"}}');
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw) as (typeof requests)[number];
      requests.push(body);
      const text = opts.answer ? opts.answer(body) : `润色后：${body.messages.at(-1)?.content ?? ''}`;
      const size = opts.pieceChars ?? 4;
      const pieces: string[] = [];
      for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      let i = 0;
      const next = () => {
        if (res.destroyed) return;
        if (i < pieces.length) {
          res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: pieces[i++] } }] })}\n\n`);
          setTimeout(next, opts.pauseMs ?? 30);
        } else {
          res.end('data: [DONE]\n\n');
        }
      };
      next();
    });
  });
  await new Promise<void>((r) => server.listen(opts.port ?? 0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}
