import { Button, ProgressBar, Toast } from 'antd-mobile';
import { POPUP_EMPHASIS_ADD, POPUP_RESUME_FORM, POPUP_RESUME_REGISTER } from '../../runtime/constants';
import { usePopups } from '../../runtime/popups';
import type { WidgetRenderProps } from '../../runtime/registry';
import { MAX_SECTION_ITEMS, RESUME_MESSAGES } from '../../../schemas/resume';
import { DEFAULT_EXPECT_LIMIT, DEFAULT_EXPECT_PART_TIME_LIMIT, saveSection, sectionLabel, useMyResume, useResumeRefresh, useResumeTopRefresh, type MyResume } from '../../runtime/resume/api';
import { ResumeAttachments } from '../../runtime/resume/attachments';
import { ResumeBar } from '../../runtime/resume/bar';
import { salaryText, UNTIL_NOW, type SalaryValue } from '../../runtime/resume/fields';
import type { ResumeExpect } from '../../runtime/resume/model';
import { sectionItems } from '../../runtime/resume/section-values';
import { JOB_STATUSES, sectionDef } from '../../runtime/resume/sections';
import { useRuntime, useSession } from '../../runtime/runtime';
import { Avatar } from '../../runtime/ui/avatar';
import { ListStates } from '../../runtime/ui/list-states';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import type { ResumeEditorProps } from './schema';
import './resume-editor.css';

const nameOf = (v: unknown) => (v && typeof v === 'object' && 'name' in v ? String((v as { name: unknown }).name) : '');
const period = (s?: string, e?: string) => (s ? `${s} - ${e || UNTIL_NOW}` : '');

/** The message shown when the expectations of a kind are at their limit (spec §9: 3 and 3 by default): the server's own words. */
export function expectLimitMessage(partTime: boolean, limit: number): string {
  return partTime ? RESUME_MESSAGES.expectPartTimeLimit(limit) : RESUME_MESSAGES.expectLimit(limit);
}

/** One line of an item in its section: headline, right-hand text and the line under it. */
function itemLines(key: string, item: Record<string, unknown>): [string, string, string] {
  const s = (k: string) => (typeof item[k] === 'string' ? (item[k] as string) : '');
  switch (key) {
    case 'expect':
      return [nameOf(item.position), salaryText(item.salary as SalaryValue | null), [nameOf(item.city), nameOf(item.industry)].filter(Boolean).join(' · ')];
    case 'work':
      return [s('company'), period(s('start'), s('end')), s('title')];
    case 'education':
      return [s('school'), period(s('start'), s('end')), [s('major'), s('degree')].filter(Boolean).join(' · ')];
    case 'project':
      return [s('name'), period(s('start'), s('end')), s('role')];
    case 'certificate':
      return [s('name'), s('date'), ''];
    default:
      return [s('name'), s('level'), ''];
  }
}

function Card({ title, extra, children, testId }: { title: string; extra?: React.ReactNode; children: React.ReactNode; testId: string }) {
  return (
    <section className="w-resume-editor__card" data-testid={testId} aria-label={title}>
      <header className="w-resume-editor__card-head">
        <h3>{title}</h3>
        {extra}
      </header>
      {children}
    </section>
  );
}

function ItemRow({ lines, onClick }: { lines: [string, string, string]; onClick: () => void }) {
  return (
    <button type="button" className="w-resume-editor__item" onClick={onClick}>
      <span className="w-resume-editor__item-top">
        <strong>{lines[0] || '未填写'}</strong>
        <span>{lines[1]}</span>
      </span>
      {lines[2] && <span className="w-resume-editor__item-sub">{lines[2]}</span>}
    </button>
  );
}

/**
 * The online resume, section by section (spec §2 /resume/resume): the label
 * summary and completeness at the top, each section's items opening the
 * 'resume-form' popup, the expectation limits, attachments and their analysis.
 */
export function ResumeEditor(props: WidgetRenderProps<ResumeEditorProps>) {
  const { user } = useSession();
  const rt = useRuntime();
  const popups = usePopups();
  const q = useMyResume();
  const refresh = useResumeRefresh();
  const topRefresh = useResumeTopRefresh();

  if (!user) return <LoginPrompt host={props.host} text="登录后编辑你的在线简历" button="去登录" />;

  const openForm = (key: string, id?: number | string, extra: Record<string, unknown> = {}) =>
    void popups.open(POPUP_RESUME_FORM, { key, ...(id !== undefined ? { id } : {}), ...extra });

  const bar = props.showSummary && (
    <ResumeBar title={props.title}>
      {q.data?.exists && (
        <button type="button" onClick={() => rt.navigator.navigate?.(props.previewPath)}>
          预览
        </button>
      )}
    </ResumeBar>
  );

  if (!q.data) {
    return (
      <div className="w-resume-editor">
        {bar}
        {q.isError ? (
          <NoResume onCreate={() => void popups.open(POPUP_RESUME_REGISTER, {})} />
        ) : (
          <ListStates query={q} empty={false} errorTitle="简历加载失败" emptyTitle="" stateClassName="w-resume-editor__state" />
        )}
      </div>
    );
  }
  const r: MyResume = q.data;
  if (!r.exists) {
    return (
      <div className="w-resume-editor">
        {bar}
        <NoResume onCreate={() => void popups.open(POPUP_RESUME_REGISTER, {})} />
      </div>
    );
  }

  const limits = { full: r.umExpectNum || DEFAULT_EXPECT_LIMIT, part: r.umExpectPartTimeNum || DEFAULT_EXPECT_PART_TIME_LIMIT };
  const addExpect = (partTime: boolean) => {
    const count = r.doc.expects.filter((e) => e.partTime === partTime).length;
    const limit = partTime ? limits.part : limits.full;
    if (count >= limit) {
      Toast.show({ content: expectLimitMessage(partTime, limit) });
      return;
    }
    openForm('expect', undefined, { partTime, title: partTime ? '添加兼职期望' : '添加全职期望' });
  };

  /** Refresh (spec §7): puts the resume at the top of recruiters' search, once an hour; 13009 before the wizard is done opens it. */
  const refreshResume = async () => {
    if (topRefresh.isPending) return;
    try {
      await topRefresh.mutateAsync();
      Toast.show({ content: '简历已刷新，招聘者将优先看到你' });
    } catch {
      /* shown by the request wrapper (13009 opens the registration wizard) */
    }
  };
  /** Skill tags from the emphasis add popup, each saved as a skill of the resume. */
  const addEmphasis = async () => {
    const existing = r.doc.skills.map((s) => s.name);
    const room = MAX_SECTION_ITEMS - existing.length;
    if (room <= 0) {
      Toast.show({ content: `每个模块最多添加${MAX_SECTION_ITEMS}条` });
      return;
    }
    const positionId = r.doc.expects.find((e) => !e.partTime && e.position)?.position?.id;
    const res = await popups.open<string[]>(POPUP_EMPHASIS_ADD, { existing, max: room, ...(positionId ? { positionId } : {}) });
    if (!res.confirmed || res.value.length === 0) return;
    let added = 0;
    try {
      for (const name of res.value) {
        await saveSection(rt.api, 'skill', { name, level: '' });
        added++;
      }
    } catch {
      // The request wrapper has shown the server's message; the tags saved before it stay.
    }
    await refresh();
    if (added > 0) Toast.show({ content: `已添加 ${added} 个技能标签` });
  };
  const base = r.doc.base;
  const labels = r.labels;
  const status = JOB_STATUSES.find((s) => s.value === base.jobStatus)?.label;
  const missingTitles = r.missing.map(sectionLabel);

  const sectionCard = (key: (typeof props.sections)[number]) => {
    switch (key) {
      case 'base':
        return (
          <Card key={key} testId="section-base" title={sectionLabel('base')} extra={<EditButton text="编辑" onClick={() => openForm('base')} />}>
            <dl className="w-resume-editor__facts">
              <Fact label="姓名" value={base.name} />
              <Fact label="手机号" value={base.phone} />
              <Fact label="邮箱" value={base.email} />
              <Fact label="现居城市" value={nameOf(base.city)} />
              <Fact label="求职状态" value={status ?? ''} />
            </dl>
          </Card>
        );
      case 'expect': {
        const group = (partTime: boolean) => {
          const list = r.doc.expects.filter((e) => e.partTime === partTime);
          const limit = partTime ? limits.part : limits.full;
          const full = list.length >= limit;
          return (
            <div className="w-resume-editor__group" data-testid={partTime ? 'expect-part-time' : 'expect-full-time'}>
              <div className="w-resume-editor__group-head">
                <span>
                  {partTime ? '兼职期望' : '全职期望'}（{list.length}/{limit}）
                </span>
                <EditButton text={partTime ? '+ 兼职' : '+ 全职'} onClick={() => addExpect(partTime)} disabled={full} />
              </div>
              {list.map((e: ResumeExpect, i) => (
                <ItemRow key={e.id ?? i} lines={itemLines('expect', e as unknown as Record<string, unknown>)} onClick={() => openForm('expect', e.id, { partTime })} />
              ))}
              {full && (
                <p className="w-resume-editor__limit" role="note">
                  {expectLimitMessage(partTime, limit)}
                </p>
              )}
            </div>
          );
        };
        return (
          <Card key={key} testId="section-expect" title={sectionLabel('expect')}>
            {group(false)}
            {group(true)}
          </Card>
        );
      }
      case 'intro':
        return (
          <Card key={key} testId="section-intro" title={sectionLabel('intro')} extra={<EditButton text={r.doc.intro ? '编辑' : '+ 添加'} onClick={() => openForm('intro')} />}>
            {r.doc.intro ? <p className="w-resume-editor__text">{r.doc.intro}</p> : <p className="w-resume-editor__empty">介绍一下自己，让招聘者更了解你</p>}
          </Card>
        );
      case 'attachment':
        return (
          <Card key={key} testId="section-attachment" title="附件简历">
            <ResumeAttachments />
          </Card>
        );
      default: {
        const def = sectionDef(key);
        if (!def) return null;
        const items = sectionItems(r.doc, key);
        return (
          <Card
            key={key}
            testId={`section-${key}`}
            title={sectionLabel(key)}
            extra={
              key === 'skill' ? (
                <span className="w-resume-editor__extras">
                  <EditButton text="+ 添加" onClick={() => openForm(key)} />
                  <EditButton text="# 标签" onClick={() => void addEmphasis()} />
                </span>
              ) : (
                <EditButton text="+ 添加" onClick={() => openForm(key)} />
              )
            }
          >
            {items.length === 0 && <p className="w-resume-editor__empty">暂未填写{sectionLabel(key)}</p>}
            {items.map((it, i) => (
              <ItemRow key={it.id ?? i} lines={itemLines(key, it as Record<string, unknown>)} onClick={() => openForm(key, it.id)} />
            ))}
          </Card>
        );
      }
    }
  };

  return (
    <div className="w-resume-editor">
      {bar}
      {props.showSummary && (
        <>
          <button type="button" className="w-resume-editor__hero" onClick={() => openForm('base')} data-testid="resume-summary">
            <Avatar src={base.avatar ?? ''} name={base.name || user.account.name || '我'} size={56} />
            <span className="w-resume-editor__who">
              <span className="w-resume-editor__name">{base.name || '未填写姓名'}</span>
              <span className="w-resume-editor__labels" data-testid="resume-labels">
                {labels.join(' · ')}
              </span>
              {status && <span className="w-resume-editor__status">{status}</span>}
            </span>
          </button>
          <div className="w-resume-editor__score" data-testid="resume-completeness">
            <div className="w-resume-editor__score-top">
              <span>
                简历完整度 <strong>{r.score}%</strong>
              </span>
              <button type="button" className="w-resume-editor__edit" disabled={topRefresh.isPending} onClick={() => void refreshResume()}>
                刷新简历
              </button>
            </div>
            <ProgressBar percent={r.score} style={{ '--track-width': '6px' } as React.CSSProperties} />
            {r.missing.length > 0 ? (
              <div className="w-resume-editor__missing">
                <span>还差：{missingTitles.join('、')}</span>
                <Button size="mini" color="primary" fill="outline" onClick={() => (r.missing[0] === 'attachment' ? undefined : openForm(r.missing[0]!))}>
                  去完善
                </Button>
              </div>
            ) : (
              <div className="w-resume-editor__missing">简历已完善，招聘者更容易找到你</div>
            )}
          </div>
        </>
      )}
      {props.sections.map(sectionCard)}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value || <span className="w-resume-editor__empty">未填写</span>}</dd>
    </>
  );
}

function EditButton({ text, onClick, disabled }: { text: string; onClick: () => void; disabled?: boolean }) {
  return (
    // At the limit it still answers a tap, with the limit message: greyed, not disabled.
    <button type="button" className={`w-resume-editor__edit${disabled ? ' w-resume-editor__edit--off' : ''}`} onClick={onClick}>
      {text}
    </button>
  );
}

function NoResume({ onCreate }: { onCreate: () => void }) {
  return (
    <div className="w-resume-editor__none" data-testid="resume-none">
      <p className="w-resume-editor__none-title">你还没有在线简历</p>
      <p>完善简历后即可投递职位，招聘者也能主动找到你</p>
      <Button color="primary" onClick={onCreate}>
        创建简历
      </Button>
    </div>
  );
}
