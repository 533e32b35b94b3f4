/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerResumePopups } from '../../../app/resume/register-resume-popups';
import { createEvents } from '../../events';
import { connectPopupEvents, createPopupManager } from '../../popups';
import { analysisSections } from '../analysis';
import { nextStepOf } from '../next-step';
import { resumePopupTarget } from '../resume-popup';
import { contractErrors } from '../sections';
import { toSaveData } from '../api';

afterEach(() => vi.useRealTimers());

describe('resume popups', () => {
  it('registers resume-form, resume and resume-register, so the request wrapper can open them', () => {
    const m = createPopupManager({ env: null });
    registerResumePopups(m);
    expect(['resume-form', 'resume', 'resume-register'].every((k) => m.has(k))).toBe(true);
    // 13009: the wrapper emits popup:open for resume-register; nothing is warned, the popup opens.
    const events = createEvents();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    connectPopupEvents(m, events);
    events.emit('popup:open', { key: 'resume-register', props: { data: null } });
    expect(m.isOpen('resume-register')).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    m.dispose();
  });

  it("a 'resume' next-step instruction opens resume-form 300 ms later", async () => {
    vi.useFakeTimers();
    const m = createPopupManager({ env: null });
    registerResumePopups(m);
    const step = nextStepOf({ next: 'resume', key: 'work' });
    expect(step).toEqual({ step: 'resume', props: { key: 'work' } });
    void m.openAfterNextStep(step!.step, step!.props);
    vi.advanceTimersByTime(299);
    expect(m.isOpen('resume-form')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(m.isOpen('resume-form')).toBe(true);
    m.dispose();
  });

  it('the resume popup opens the section named by type/id, by the failed call, or the next missing one', () => {
    expect(resumePopupTarget({ type: 'work', id: 3 })).toEqual({ key: 'work', id: 3 });
    expect(resumePopupTarget({ type: 'next' })).toEqual({});
    expect(resumePopupTarget({ data: { missing: [{ key: 'expect' }], key: 'education' } })).toEqual({ key: 'education' });
    expect(resumePopupTarget({ data: { missing: ['expect'] } })).toEqual({ key: 'expect' });
    expect(resumePopupTarget({ type: 'nonsense' })).toEqual({});
  });

  it('checks what a form would send against the contract: base info needs a city code, an expectation a position', () => {
    const base = toSaveData('base', { name: '林晓', gender: 2, birthday: '1998-05-12', degree: '本科', jobStatus: 1, phone: '13800000001', email: '', workingDate: '', graduation: '', city: null }, { avatar: '' });
    expect(contractErrors('base', base)).toEqual({ city: '请选择现居城市' });
    const expectData = toSaveData('expect', { position: { id: 0, name: '打字员' }, city: { code: '330100', name: '杭州市' }, salary: { min: 0, max: 0 } }, { partTime: true });
    expect(expectData).toMatchObject({ jobType: 2, areaCode: '330100', salaryMin: 0, salaryMax: 0 });
    expect(contractErrors('expect', expectData)).toEqual({ position: '请选择期望职位' });
  });

  it('turns an analysis answer into sections to accept one by one', () => {
    const sections = analysisSections({
      id: 1,
      base: { name: '张三', phone: '13900000000' },
      education: [{ school: '浙江大学', major: '软件工程', degree: '本科', start: '2012-09', end: '2016-06' }],
      work: [{ company: '云帆科技', title: '工程师', start: '2016-07', end: '', description: '' }],
      intro: '',
      skills: ['React'],
      textLength: 300,
    });
    expect(sections.map((s) => s.key)).toEqual(['base', 'education', 'work', 'skill']);
    expect(sections[0]!.lines).toEqual(['姓名：张三', '手机号：13900000000']);
    expect(sections[2]!.lines[0]).toBe('云帆科技 · 工程师 · 2016-07 - 至今');
  });
});
