import { describe, expect, it } from 'vitest';
import { paths } from '../paths';
import { parseRecordId } from '../route-id';

describe('route ids and links', () => {
  it('reads a record id from a URL the same way everywhere: digits up to int4, else null', () => {
    expect(parseRecordId('42')).toBe(42);
    expect(parseRecordId('2147483647')).toBe(2_147_483_647);
    for (const raw of ['0', '-1', '1.5', '2147483648', '12abc', ' 7', '', null, undefined, 'spring-fair']) expect(parseRecordId(raw)).toBeNull();
  });

  it("builds detail links from the pages' routes, so a widget's link and the router agree", () => {
    expect(paths.jobDetail.href(7)).toBe('/job/7');
    expect(paths.companyDetail.href(8)).toBe('/company/8');
    expect(paths.articleDetail.href(9)).toBe('/article/9');
    expect(paths.resumeDetail.href(10)).toBe('/resume/10');
    expect(paths.jobDetail.path).toBe('/job/:id');
    expect(paths.chat.href({ userId: 12 })).toBe('/chat?userId=12');
    expect(paths.register.href({ role: 1 })).toBe('/register?role=1');
    expect(paths.register.href()).toBe('/register');
    expect(paths.switchRole.href()).toBe('/me/switch-role');
    expect(paths.eventList.href()).toBe('/event');
    expect(paths.walletFlowDetail.href()).toBe('/wallet/flow-detail');
  });
});
