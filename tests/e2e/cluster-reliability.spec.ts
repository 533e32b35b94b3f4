import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { IM_PATHS } from '../../schemas/im';
import { E2E_PROCESSES, readCluster, type ClusterProcess } from './cluster';
import { newJob, newRecruiter, newSeeker } from './helpers/accounts';
import { protocolClient } from './helpers/protocol';

/**
 * Issue 22: the production shape (E2E_PROCESSES=2, nginx in front) loses nothing when a server
 * process dies. A logged-in seeker browses and chats with a recruiter; each process in turn is
 * killed (SIGKILL, no goodbye) with her chat open and started again by the supervisor, as systemd
 * would, while an operator publishes a page. Her session, her pages, the published page and every
 * message on both sides go on through the other process, each message exactly once. Runs only in that shape (CI's PostgreSQL + Redis path).
 */
const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;
test.skip(E2E_PROCESSES < 2, 'needs E2E_PROCESSES=2 (two server processes behind nginx)');

async function healthy(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/healthz`)
    .then((r) => r.ok)
    .catch(() => false);
}

/** SIGKILLs one process and waits until the supervisor has it up again (the other serves meanwhile). */
async function killAndAwaitRestart(p: ClusterProcess, during: () => Promise<void>): Promise<void> {
  process.kill(p.pid, 'SIGKILL');
  await expect.poll(() => healthy(p.port), { timeout: 5_000 }).toBe(false);
  await during();
  await expect.poll(() => readCluster().find((x) => x.port === p.port)!.starts, { timeout: 60_000 }).toBeGreaterThan(p.starts);
  await expect.poll(() => healthy(p.port), { timeout: 90_000, intervals: [500] }).toBe(true);
}

const bubble = (page: Page, text: string) => page.getByTestId('message').filter({ hasText: text });

test('a process killed in the middle of a session: the seeker browses and chats on through the other, nothing lost', async ({ browser }) => {
  test.setTimeout(240_000);
  // A seeker and a recruiter of their own (the conversation is theirs, not the demo recruiter's).
  const { api: seekerApi, token } = await newSeeker({ base, name: '集群测试' });
  const recruiter = await newRecruiter({ base });
  const job = await newJob(recruiter);

  // The recruiter answers through the HTTP chat calls, on whichever process the balancer picks.
  const recruiterApi = recruiter.api;
  const chat = await recruiterApi.call<{ token: string }>(IM_PATHS.login, {});
  const reply = async (cid: number, text: string) => {
    const r = await fetch(`${base}${IM_PATHS.fallbackSend}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: chat.token },
      body: JSON.stringify({ type: 'text', content: { cid, text }, clientId: randomUUID() }),
    });
    const got = await r.text();
    expect(got, `${r.status} ${got.slice(0, 200)}`).toMatch(/^\{"code":200/);
  };

  const ctx = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, baseURL: base });
  await ctx.addInitScript((t) => {
    if (!localStorage.getItem('authorization-um-mobile')) localStorage.setItem('authorization-um-mobile', JSON.stringify({ v: t, e: Date.now() + 86_400_000 }));
  }, token);
  const page = await ctx.newPage();
  const sent: string[] = [];
  const replies: string[] = [];
  const say = async (text: string) => {
    await page.getByRole('textbox', { name: '消息内容' }).fill(text);
    await page.getByRole('button', { name: '发送' }).click();
    await expect(bubble(page, text).getByTestId('read-flag')).toBeVisible({ timeout: 30_000 });
    sent.push(text);
  };

  await page.goto(`/chat?jobId=${job.id}`);
  await say('您好，我想了解这个职位');
  const cid = Number(new URL(page.url()).searchParams.get('cid')) || (await seekerApi.call<{ id: number }>(IM_PATHS.byJob, { jobId: job.id })).id;
  await reply(cid, '欢迎投递，第一轮');
  replies.push('欢迎投递，第一轮');
  await expect(bubble(page, '欢迎投递，第一轮')).toBeVisible();

  // An operator publishes pages meanwhile, through whichever process the balancer picks.
  const operatorApi = await protocolClient(base);
  await operatorApi.loginOperator();
  const diy = `diy-cluster-${Date.now().toString(36)}`;
  const publish = async (text: string) => {
    const body = { schemaVersion: 2, meta: { title: '集群公告' }, nodes: [{ id: 'n', type: 'notice-bar', props: { text } }] };
    const saved = await operatorApi.call<{ revisionId: number }>('/api-admin/app/design/page/save', { page: diy, body });
    await operatorApi.call('/api-admin/app/design/page/publish', { page: diy, revisionId: saved.revisionId });
  };

  const [first, second] = readCluster();
  for (const [i, victim] of [first!, second!].entries()) {
    await killAndAwaitRestart(victim, async () => {
      // The chat page stays open across the kill: her socket (or the HTTP fallback) carries on.
      await say(`进程 ${i + 1} 停了，我还在`);
      const answer = `收到，第 ${i + 2} 轮`;
      await reply(cid, answer);
      replies.push(answer);
      await expect(bubble(page, answer)).toBeVisible({ timeout: 30_000 });
      // She browses on (pages, API calls) and sees what the operator published just now.
      const notice = `第 ${i + 1} 次发布：进程停了照样上线`;
      await publish(notice);
      await page.goto(`/public/diy?page=${diy}`);
      await expect(page.getByText(notice)).toBeVisible();
      await page.goto(`/job/${job.id}`);
      await expect(page.getByText(job.title).first()).toBeVisible();
      await page.goto(`/chat?jobId=${job.id}`);
      await expect(bubble(page, answer)).toHaveCount(1);
    });
  }
  // Still logged in: 我的 shows her name, not the login popup.
  await page.goto('/me');
  await expect(page.getByText('集群测试').first()).toBeVisible();
  await page.goto(`/chat?jobId=${job.id}`);
  for (const text of [...sent, ...replies]) await expect(bubble(page, text), text).toHaveCount(1);
  await page.screenshot({ path: 'test-results/cluster-reliability-chat.png' });

  // The conversation as stored: every message once, in the order sent.
  const history = await recruiterApi.call<{ list: { content: { text?: string } }[] }>(IM_PATHS.history, { cid, page: 1, limit: 50 });
  const texts = history.list.map((m) => m.content.text).filter((t): t is string => Boolean(t));
  expect(texts).toEqual(['您好，我想了解这个职位', '欢迎投递，第一轮', '进程 1 停了，我还在', '收到，第 2 轮', '进程 2 停了，我还在', '收到，第 3 轮']);
  await ctx.close();
});
