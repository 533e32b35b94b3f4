import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { E2E_TURN_PORT, E2E_TURN_SECRET } from './fakes';
import { e2eBase as base, newAccount, newRecruiter, phoneLoggedIn, type Account } from './helpers/accounts';

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screens/${name}.png` });

// Chromium's fake camera and microphone (a test pattern and a beep), allowed without a prompt: for this spec only.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

/** A phone logged in as `account`, in China's time zone, with the fake camera and microphone allowed. */
const phoneOf = (browser: Browser, account: Pick<Account, 'token'>): Promise<Page> =>
  phoneLoggedIn(browser, account, { context: { timezoneId: 'Asia/Shanghai', permissions: ['camera', 'microphone'] } });

/**
 * The other party's video is decoding: it has a size and its time moves on. Up to 60 s: a first
 * connection that stalls waits for the client's ICE restarts (after 10 s, then every 5 s) and then for
 * a new connection (call-session.ts).
 */
async function expectRemoteVideoPlaying(page: Page, timeout = 60_000) {
  const video = page.getByTestId('remote-video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout }).toBeGreaterThan(0);
  const t0 = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(t0 + 0.5);
}

/**
 * Issue 17: a recruiter books a video interview with a seeker; both enter the call from two
 * phones and see each other's video; the seeker mutes and the recruiter sees it; the recruiter
 * hangs up and both see the recorded duration; a third user cannot enter the room.
 */
test('a video interview: both parties see each other, mute shows, hang up records the duration, a third user is refused', async ({ browser }) => {
  test.setTimeout(180_000);
  const seeker = await newAccount();
  const thirdUser = await newAccount();
  const hrAccount = await newRecruiter();
  const hr = hrAccount.api;
  const conv = await hr.call<{ id: number }>('/api-user/im/conversation/byRelation', { relationId: seeker.id });
  const iv = await hr.call<{ id: number }>('/api-user/interview/create', { type: 1, cid: conv.id, videoMinute: 30, time: Date.now() + 2 * 60_000, note: '请准备一段自我介绍' });

  const recruiter = await phoneOf(browser, hrAccount);
  const candidate = await phoneOf(browser, seeker);

  // The seeker finds it under 我的面试 and enters from there.
  await candidate.goto(`${base}/my/interviews`);
  const card = candidate.getByTestId('interview').first();
  await expect(card).toContainText('视频面试');
  await expect(card).toContainText('待面试');
  await shot(candidate, 'interview-list');
  await card.getByRole('button', { name: '进入面试' }).click();
  await expect(candidate).toHaveURL(`${base}/interview/${iv.id}`);
  await expect(candidate.getByTestId('call')).toBeVisible();

  await recruiter.goto(`${base}/interview/${iv.id}`);
  await expectRemoteVideoPlaying(recruiter);
  await expectRemoteVideoPlaying(candidate);
  await expect(recruiter.getByTestId('call')).toHaveAttribute('data-conn', 'connected');
  await expect(recruiter.getByTestId('call-timer')).toContainText('/ 30:00');
  await shot(recruiter, 'interview-call');

  // The seeker mutes: the recruiter is told.
  await candidate.getByRole('button', { name: '静音' }).click();
  await expect(recruiter.getByTestId('peer-muted')).toHaveText('对方已静音');
  await candidate.getByRole('button', { name: '取消静音' }).click();
  await expect(recruiter.getByTestId('peer-muted')).toHaveCount(0);

  // A third user cannot enter the room.
  const third = await phoneOf(browser, thirdUser);
  await third.goto(`${base}/interview/${iv.id}`);
  await expect(third.getByText('无法进入面试')).toBeVisible();
  await expect(third.getByText('面试不存在')).toBeVisible();
  await expect(third.getByTestId('call')).toHaveCount(0);

  // The recruiter hangs up after at least a few seconds (on a loaded machine the steps above may already
  // have taken longer): both see the call ended with its duration.
  await expect(recruiter.getByTestId('call-timer')).toContainText(/^(00:0[3-9]|00:[1-5]\d)/, { timeout: 15_000 });
  await recruiter.getByRole('button', { name: '挂断' }).click();
  await expect(recruiter.getByTestId('call-ended')).toContainText('面试已结束');
  await expect(candidate.getByTestId('call-ended')).toBeVisible();
  const shown = await recruiter.getByTestId('call-duration').textContent();
  expect(shown).toMatch(/^00:0[3-9]|^00:[1-5]\d/);

  // The interview is recorded as ended with that duration, in both lists.
  const mine = await seeker.api.call<{ list: { id: number; status: number; durationSec: number }[] }>('/api-user/interview/find', {});
  const done = mine.list.find((x) => x.id === iv.id)!;
  expect(done.status).toBe(3);
  expect(done.durationSec).toBeGreaterThanOrEqual(3);
  await recruiter.getByTestId('call-ended').getByRole('button', { name: '返回' }).click();
  await expect(recruiter).toHaveURL(`${base}/my/interviews`);
  const recorded = recruiter.getByTestId('interview').filter({ hasText: '已结束' }).first();
  await expect(recorded.getByTestId('interview-duration')).toContainText('通话时长');
  await shot(recruiter, 'interview-list-recruiter');
});

/**
 * Debian's coturn on loopback with the REST API secret the server signs call credentials with.
 * Started and stopped by the test: stopping it is a real network loss for calls relayed through it.
 */
async function startCoturn(): Promise<ChildProcess> {
  const relayBase = 40_000 + (E2E_TURN_PORT % 1000) * 20;
  const proc = spawn('/usr/bin/turnserver', [
    '-n', '--no-cli', '--no-tls', '--no-dtls', '--fingerprint', '--simple-log', '--log-file', 'stdout',
    '--listening-ip', '127.0.0.1', '--relay-ip', '127.0.0.1', '--listening-port', String(E2E_TURN_PORT),
    '--min-port', String(relayBase), '--max-port', String(relayBase + 19),
    '--use-auth-secret', '--static-auth-secret', E2E_TURN_SECRET, '--realm', 'e2e.local', '--allow-loopback-peers',
    '--pidfile', `/tmp/e2e-coturn-${E2E_TURN_PORT}.pid`,
  ], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const onData = (b: Buffer) => {
      out += b.toString();
      if (/UDP listener opened on|Total General servers/i.test(out)) resolve();
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    if (process.env.E2E_TURN_LOG) proc.stdout!.on('data', (b: Buffer) => void appendFileSync(process.env.E2E_TURN_LOG!, b));
    proc.once('exit', (code) => reject(new Error(`coturn exited (${code}): ${out.slice(-500)}`)));
  });
  return proc;
}

async function stopCoturn(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null) return;
  const gone = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGKILL');
  await gone;
}

/** Every call of the page goes through the TURN server only (relay candidates), so the TURN server going away is the network going away. */
async function relayOnly(page: Page) {
  await page.addInitScript(() => {
    const Native = window.RTCPeerConnection;
    const pcs: RTCPeerConnection[] = [];
    (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs = pcs;
    window.RTCPeerConnection = class extends Native {
      constructor(cfg?: RTCConfiguration) {
        super({ ...(cfg ?? {}), iceTransportPolicy: 'relay' });
        pcs.push(this);
        // What each connection did, for the report of a failed run (see withConnectionLog).
        const n = pcs.length;
        const w = window as unknown as { __rtcLog: string[] };
        w.__rtcLog ??= [];
        const log = (m: string) => w.__rtcLog.push(`${(performance.now() / 1000).toFixed(2)} pc${n} ${m}`);
        log('created');
        this.addEventListener('connectionstatechange', () => log(`connection ${this.connectionState}`));
        this.addEventListener('signalingstatechange', () => log(`signaling ${this.signalingState}`));
        this.addEventListener('icegatheringstatechange', () => log(`gathering ${this.iceGatheringState}`));
        this.addEventListener('icecandidate', (e) => log(`local candidate ${e.candidate?.type ?? '(end)'}`));
      }
    } as typeof RTCPeerConnection;
  });
}

/** A failed step attaches what each phone's connections did (created, signaling, gathering, candidates, states) to the report. */
async function withConnectionLog<T>(phones: Record<string, Page>, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (e) {
    for (const [name, p] of Object.entries(phones)) {
      const body = await p.evaluate(() => (window as unknown as { __rtcLog?: string[] }).__rtcLog?.join('\n') ?? '').catch(() => '(page gone)');
      await test.info().attach(`${name}: connections`, { body, contentType: 'text/plain' });
    }
    throw e;
  }
}

/** The candidate types of the call's selected pair now (local, remote). */
const selectedPair = (page: Page) =>
  page.evaluate(async () => {
    const pcs = (window as unknown as { __pcs: RTCPeerConnection[] }).__pcs.filter((p) => p.connectionState !== 'closed');
    const pc = pcs.at(-1);
    if (!pc) return null;
    const stats = await pc.getStats();
    let pair: { localCandidateId?: string; remoteCandidateId?: string } | null = null;
    stats.forEach((r: { type: string; selectedCandidatePairId?: string }) => {
      if (r.type === 'transport' && r.selectedCandidatePairId) pair = stats.get(r.selectedCandidatePairId) as typeof pair;
    });
    if (!pair) return null;
    const p = pair as { localCandidateId: string; remoteCandidateId: string };
    return { local: (stats.get(p.localCandidateId) as { candidateType: string }).candidateType, remote: (stats.get(p.remoteCandidateId) as { candidateType: string }).candidateType };
  });

/**
 * Issue 17: the network drops during a call and the call recovers by ICE restart. Both phones
 * relay through a local coturn only; the test kills coturn (the relayed path is gone), both screens
 * show 重新连接中, then coturn comes back and ICE restarts find new relayed candidates: the videos
 * move again, and the interview keeps one record whose duration covers the whole call.
 */
test('the network drops during a call: 重新连接中, then the call recovers by ICE restart and keeps one record', async ({ browser }) => {
  test.skip(!existsSync('/usr/bin/turnserver'), 'coturn (Debian package coturn) is not installed');
  test.setTimeout(240_000);
  let turn = await startCoturn();
  try {
    const seeker = await newAccount();
    const hrAccount = await newRecruiter();
    const hr = hrAccount.api;
    const conv = await hr.call<{ id: number }>('/api-user/im/conversation/byRelation', { relationId: seeker.id });
    const iv = await hr.call<{ id: number }>('/api-user/interview/create', { type: 1, cid: conv.id, videoMinute: 15, time: Date.now() + 60_000 });

    const recruiter = await phoneOf(browser, hrAccount);
    const candidate = await phoneOf(browser, seeker);
    await relayOnly(recruiter);
    await relayOnly(candidate);
    await recruiter.goto(`${base}/interview/${iv.id}`);
    await candidate.goto(`${base}/interview/${iv.id}`);
    // Through the relay a first connection that stalls restarts ICE (after 10 s, then every 5 s) and then opens anew.
    await withConnectionLog({ recruiter, candidate }, async () => {
      await expectRemoteVideoPlaying(recruiter, 60_000);
      await expectRemoteVideoPlaying(candidate, 60_000);
    });
    const connectedAt = Date.now();
    // The call runs through the TURN server (relayed on both ends).
    expect(await selectedPair(recruiter)).toEqual({ local: 'relay', remote: 'relay' });

    // The network goes: the TURN server dies with the relayed path.
    await stopCoturn(turn);
    for (const p of [recruiter, candidate]) {
      await expect(p.getByTestId('call')).toHaveAttribute('data-conn', 'reconnecting', { timeout: 30_000 });
      await expect(p.getByTestId('reconnecting')).toContainText('重新连接中');
    }
    await shot(recruiter, 'interview-call-reconnecting');

    // The network comes back: ICE restarts gather new relayed candidates and the call goes on.
    turn = await startCoturn();
    await withConnectionLog({ recruiter, candidate }, async () => {
      for (const p of [recruiter, candidate]) {
        await expect(p.getByTestId('call')).toHaveAttribute('data-conn', 'connected', { timeout: 60_000 });
        await expect(p.getByTestId('reconnecting')).toHaveCount(0);
      }
      await expectRemoteVideoPlaying(recruiter);
      await expectRemoteVideoPlaying(candidate);
    });
    expect(await selectedPair(candidate)).toEqual({ local: 'relay', remote: 'relay' });
    // The timer kept counting from the first connection (it did not start over).
    const shownSec = await recruiter.getByTestId('call-timer').evaluate((el) => {
      const [m, s] = (el.textContent ?? '').split(' / ')[0]!.split(':').map(Number);
      return m! * 60 + s!;
    });
    expect(shownSec).toBeGreaterThanOrEqual(Math.floor((Date.now() - connectedAt) / 1000) - 3);
    await shot(recruiter, 'interview-call-recovered');

    await recruiter.getByRole('button', { name: '挂断' }).click();
    await expect(candidate.getByTestId('call-ended')).toBeVisible();
    const callSec = (Date.now() - connectedAt) / 1000;
    // One interview, ended, whose duration is the whole call (the outage included).
    const mine = await seeker.api.call<{ list: { id: number; status: number; durationSec: number }[] }>('/api-user/interview/find', {});
    expect(mine.list).toHaveLength(1);
    expect(mine.list[0]).toMatchObject({ id: iv.id, status: 3 });
    expect(mine.list[0]!.durationSec).toBeGreaterThanOrEqual(Math.floor(callSec) - 3);
    expect(mine.list[0]!.durationSec).toBeLessThanOrEqual(Math.ceil(callSec) + 15);
    await recruiter.context().close();
    await candidate.context().close();
  } finally {
    await stopCoturn(turn);
  }
});
