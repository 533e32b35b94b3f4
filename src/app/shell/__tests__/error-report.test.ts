import { describe, expect, it } from 'vitest';
import { createErrorReporter, ERROR_REPORT_PER_MINUTE, ERROR_REPORT_SAME_MS, installErrorReporter, type ErrorReport } from '../error-report';

function setup() {
  let now = 1_000_000;
  const sent: ErrorReport[] = [];
  const reporter = createErrorReporter({ send: async (r) => void sent.push(r), now: () => now, url: () => '/job/1', userAgent: 'UA', version: '1.2.0' });
  return { reporter, sent, advance: (ms: number) => void (now += ms) };
}

describe('client error reports', () => {
  it('sends an error with its message, stack, page and version', () => {
    const { reporter, sent } = setup();
    const e = new TypeError('x is undefined');
    expect(reporter.report('error', e)).toBe(true);
    expect(sent).toEqual([{ kind: 'error', message: 'TypeError: x is undefined', stack: e.stack, url: '/job/1', userAgent: 'UA', version: '1.2.0' }]);
  });

  it('a page stuck in a loop of one error sends it once a minute', () => {
    const { reporter, sent, advance } = setup();
    for (let i = 0; i < 100; i++) reporter.report('error', new Error('loop'));
    expect(sent).toHaveLength(1);
    advance(ERROR_REPORT_SAME_MS);
    reporter.report('error', new Error('loop'));
    expect(sent).toHaveLength(2);
  });

  it(`sends at most ${ERROR_REPORT_PER_MINUTE} different errors a minute`, () => {
    const { reporter, sent, advance } = setup();
    for (let i = 0; i < 20; i++) reporter.report('rejection', `reason ${i}`);
    expect(sent).toHaveLength(ERROR_REPORT_PER_MINUTE);
    advance(60_000);
    reporter.report('rejection', 'after a minute');
    expect(sent.at(-1)!.message).toBe('after a minute');
  });

  it('a report that fails is dropped, not thrown or reported again', async () => {
    const sends: ErrorReport[] = [];
    const reporter = createErrorReporter({ send: async (r) => (sends.push(r), Promise.reject(new Error('offline'))), now: () => 0, url: () => '/', userAgent: '', version: '' });
    expect(reporter.report('error', new Error('a'))).toBe(true);
    await Promise.resolve();
    expect(sends).toHaveLength(1);
  });

  it('tells failed chunk loads apart from other rejections', () => {
    const { reporter, sent } = setup();
    const win = new EventTarget() as unknown as Window;
    const off = installErrorReporter(win, reporter);
    const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });
    win.dispatchEvent(rejection(new TypeError('Failed to fetch dynamically imported module: /assets/job-abc123.js')));
    win.dispatchEvent(rejection(new Error('加载失败')));
    // A failed <img> fires a bare error event: nothing to report.
    win.dispatchEvent(new Event('error'));
    off();
    win.dispatchEvent(rejection(new Error('after removal')));
    expect(sent.map((r) => r.kind)).toEqual(['chunk', 'rejection']);
  });
});
