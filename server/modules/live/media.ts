import { execFile } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LIVE_MEDIA_PREFIX } from '../../../schemas/live';

/**
 * The demo stream the seed's lives play: a few seconds of test pattern and tone as VOD HLS,
 * made once by ffmpeg (Debian's package) into `<dir>/demo/` and served by our server under
 * /live-media/demo/. Without ffmpeg nothing is made, the playlist answers 404 and the room
 * shows 暂无直播画面. Real lives point playUrl at their own HLS origin (README).
 */
export const DEMO_STREAM = 'demo';
const SECONDS = 8;
const FILE = /^[a-z0-9_-]{1,40}\.(m3u8|ts)$/;
const TYPES: Record<string, string> = { m3u8: 'application/vnd.apple.mpegurl', ts: 'video/mp2t' };

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { timeout: 120_000 }, (err) => (err ? reject(err) : resolve()));
  });
}

/** Makes the demo stream unless it is there; several processes may race: each writes its own temp dir and renames it in place. */
export async function ensureDemoStream(dir: string, ffmpeg = '/usr/bin/ffmpeg'): Promise<boolean> {
  const out = join(dir, DEMO_STREAM);
  if (existsSync(join(out, 'index.m3u8'))) return true;
  if (!existsSync(ffmpeg)) return false;
  await mkdir(dir, { recursive: true });
  const tmp = await mkdtemp(join(dir, '.demo-'));
  try {
    await run(ffmpeg, [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=25:duration=${SECONDS}`,
      '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${SECONDS}`,
      '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-profile:v', 'main', '-g', '50',
      '-c:a', 'aac', '-b:a', '64k', '-shortest',
      '-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_segment_filename', join(tmp, 'seg%03d.ts'), join(tmp, 'index.m3u8'),
    ]);
    if (existsSync(join(out, 'index.m3u8'))) return true;
    await rename(tmp, out).catch((e: unknown) => {
      // Another process got there first.
      if (!existsSync(join(out, 'index.m3u8'))) throw e;
    });
    return true;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/** GET /live-media/demo/<file>: the playlist and its segments; anything else is 404. */
export function registerLiveMedia(app: FastifyInstance, dir: string): void {
  app.get<{ Params: { stream: string; file: string } }>(`${LIVE_MEDIA_PREFIX}:stream/:file`, async (req, reply) => {
    const { stream, file } = req.params;
    const path = join(dir, DEMO_STREAM, file);
    if (stream !== DEMO_STREAM || !FILE.test(file) || !existsSync(path)) return reply.code(404).type('text/plain; charset=utf-8').send('暂无直播画面');
    const ext = file.slice(file.lastIndexOf('.') + 1);
    return reply
      .type(TYPES[ext] ?? 'application/octet-stream')
      .header('cache-control', ext === 'm3u8' ? 'no-cache' : 'public, max-age=3600')
      .header('access-control-allow-origin', '*')
      .send(createReadStream(path));
  });
}
