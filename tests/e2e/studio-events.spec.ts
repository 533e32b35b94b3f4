import { expect, test } from '@playwright/test';
import { newRecruiter } from './helpers/accounts';
import { protocolClient } from './helpers/protocol';
import { openStudio } from './helpers/studio';

const base = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;

/**
 * Organisers could create an event but not change it afterwards (cover, place, schedule), and a
 * recruiter's teach-in request sat among the drafts unmarked. The studio lists drafts with the
 * requesting company, edits every field of an event, and the published page shows the changes.
 */
test('a recruiter asks for a teach-in; the organiser finds it among the drafts, edits its schedule and cover, publishes it, and seekers see it', async ({ browser }) => {
  test.setTimeout(120_000);
  const suffix = String(Date.now()).slice(-6);
  const asked = `E2E 宣讲会申请 ${suffix}`;
  const renamed = `E2E 校园宣讲会 ${suffix}`;
  // A recruiter of its own: the request is a new event of that recruiter's company, not of the demo company.
  const { api: hr } = await newRecruiter();
  const start = new Date(Date.now() + 3 * 86_400_000);
  const { id } = await hr.call<{ id: number }>('/api-user/event/teachInSave', {
    kind: 'teach-in',
    title: asked,
    school: '浙江工业大学',
    place: '屏峰校区 报告厅',
    cityCode: '330100',
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
    capacity: 80,
  });

  const studio = await openStudio(browser, base);
  await studio.goto(`${base}/admin/events`);
  await studio.getByText('待发布（含企业申请）').click();
  const row = studio.getByRole('row', { name: new RegExp(asked) });
  await expect(row.getByText(/企业申请 · /)).toBeVisible();

  // A draft opens on its form, filled with what the recruiter sent.
  await row.getByRole('button', { name: /编\s?辑/ }).click();
  const drawer = studio.locator('.ant-drawer');
  await expect(drawer.getByLabel('标题')).toHaveValue(asked);
  await expect(drawer.getByLabel('学校（宣讲会）')).toHaveValue('浙江工业大学');
  await drawer.getByLabel('标题').fill(renamed);
  await drawer.getByRole('textbox', { name: '封面', exact: true }).fill('/favicon.svg');
  await drawer.getByRole('button', { name: /添加日程/ }).click();
  await drawer.getByLabel('日程 1 时间').fill('19:00');
  await drawer.getByLabel('日程 1 内容').fill('企业介绍与岗位宣讲');
  await drawer.getByRole('button', { name: '保存修改' }).click();
  await expect(studio.getByText('已保存')).toBeVisible();
  await studio.screenshot({ path: 'test-results/screens/studio-event-edit.png' });

  // A schedule time longer than the server takes is refused beside the field; nothing is sent.
  await drawer.getByRole('button', { name: /添加日程/ }).click();
  await drawer.getByLabel('日程 2 时间').fill('x'.repeat(21));
  await drawer.getByRole('button', { name: '保存修改' }).click();
  await expect(drawer.getByText('日程时间过长')).toBeVisible();

  const organiser = await protocolClient(base);
  await organiser.loginOperator();
  const saved = await organiser.call<{ title: string; cover: string; schedule: { time: string; title: string }[]; school: string; capacity: number }>('/api-admin/event/get', { id });
  expect(saved).toMatchObject({ title: renamed, cover: '/favicon.svg', schedule: [{ time: '19:00', title: '企业介绍与岗位宣讲' }], school: '浙江工业大学', capacity: 80 });

  await drawer.locator('.ant-drawer-close').click();
  await studio.getByRole('row', { name: new RegExp(renamed) }).getByRole('button', { name: /发\s?布/ }).click();
  await expect(studio.getByText('已完成')).toBeVisible();

  const seeker = await (await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, timezoneId: 'Asia/Shanghai' })).newPage();
  await seeker.goto(`${base}/event/${id}`);
  await expect(seeker.getByText(renamed).first()).toBeVisible();
  await expect(seeker.getByText('企业介绍与岗位宣讲')).toBeVisible();
  await studio.context().close();
  await seeker.context().close();
});
