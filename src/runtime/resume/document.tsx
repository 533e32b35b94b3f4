import type { ReactNode } from 'react';
import { Avatar } from '../ui/avatar';
import { JOB_STATUSES } from './sections';
import { salaryText, UNTIL_NOW, type SalaryValue } from './fields';
import type { ResumeDoc } from './model';
import './resume.css';

const period = (start?: string | null, end?: string | null) => (start ? `${start} - ${end || UNTIL_NOW}` : '');
const nameOf = (v: unknown) => (v && typeof v === 'object' && 'name' in v ? String((v as { name: unknown }).name) : '');

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="rm-resume-doc__section" data-testid={testId}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/**
 * The resume as a recruiter sees it (the preview and the detail page): the
 * label summary, contact (masked when the server masks it, with why), and
 * every filled section. Empty sections are left out.
 */
export function ResumeDocument({ resume, labels, contactHint, actions }: { resume: ResumeDoc; labels: string[]; contactHint?: string | null | undefined; actions?: ReactNode }) {
  const b = resume.base;
  const status = JOB_STATUSES.find((s) => s.value === b.jobStatus)?.label;
  const fullTime = resume.expects.filter((e) => !e.partTime);
  const partTime = resume.expects.filter((e) => e.partTime);
  return (
    <article className="rm-resume-doc" data-testid="resume-document">
      <header className="rm-resume-doc__head">
        <Avatar src={b.avatar ?? ''} name={b.name || '简历'} size={64} />
        <div className="rm-resume-doc__who">
          <h2 className="rm-resume-doc__name">{b.name || '未填写姓名'}</h2>
          <div className="rm-resume-doc__labels" data-testid="resume-labels">
            {labels.join(' · ')}
          </div>
          {status && <div className="rm-resume-doc__status">{status}</div>}
        </div>
      </header>
      {(b.phone || b.email || b.city) && (
        <dl className="rm-resume-doc__contact" data-testid="resume-contact">
          {b.phone && (
            <>
              <dt>电话</dt>
              <dd>{b.phone}</dd>
            </>
          )}
          {b.email && (
            <>
              <dt>邮箱</dt>
              <dd>{b.email}</dd>
            </>
          )}
          {b.city && (
            <>
              <dt>现居</dt>
              <dd>{nameOf(b.city)}</dd>
            </>
          )}
          {contactHint && (
            <div className="rm-resume-doc__mask-hint" role="note">
              {contactHint}
            </div>
          )}
        </dl>
      )}
      {actions}
      {resume.expects.length > 0 && (
        <Section title="求职期望" testId="doc-expect">
          {[...fullTime, ...partTime].map((e, i) => (
            <div className="rm-resume-doc__item" key={e.id ?? i}>
              <div className="rm-resume-doc__row">
                <strong>{nameOf(e.position)}</strong>
                <span>{salaryText(e.salary as SalaryValue | null)}</span>
              </div>
              <div className="rm-resume-doc__sub">{[e.partTime ? '兼职' : '全职', nameOf(e.city), nameOf(e.industry)].filter(Boolean).join(' · ')}</div>
            </div>
          ))}
        </Section>
      )}
      {resume.intro && (
        <Section title="自我介绍" testId="doc-intro">
          <div className="rm-resume-doc__text">{resume.intro}</div>
        </Section>
      )}
      {resume.works.length > 0 && (
        <Section title="工作经历" testId="doc-work">
          {resume.works.map((w, i) => (
            <div className="rm-resume-doc__item" key={w.id ?? i}>
              <div className="rm-resume-doc__row">
                <strong>{w.company}</strong>
                <span className="rm-resume-doc__when">{period(w.start, w.end)}</span>
              </div>
              <div className="rm-resume-doc__sub">{w.title}</div>
              {w.description && <div className="rm-resume-doc__text">{w.description}</div>}
            </div>
          ))}
        </Section>
      )}
      {resume.educations.length > 0 && (
        <Section title="教育经历" testId="doc-education">
          {resume.educations.map((e, i) => (
            <div className="rm-resume-doc__item" key={e.id ?? i}>
              <div className="rm-resume-doc__row">
                <strong>{e.school}</strong>
                <span className="rm-resume-doc__when">{period(e.start, e.end)}</span>
              </div>
              <div className="rm-resume-doc__sub">{[e.major, e.degree].filter(Boolean).join(' · ')}</div>
            </div>
          ))}
        </Section>
      )}
      {resume.projects.length > 0 && (
        <Section title="项目经历" testId="doc-project">
          {resume.projects.map((p, i) => (
            <div className="rm-resume-doc__item" key={p.id ?? i}>
              <div className="rm-resume-doc__row">
                <strong>{p.name}</strong>
                <span className="rm-resume-doc__when">{period(p.start, p.end)}</span>
              </div>
              {p.role && <div className="rm-resume-doc__sub">{p.role}</div>}
              {p.description && <div className="rm-resume-doc__text">{p.description}</div>}
            </div>
          ))}
        </Section>
      )}
      {resume.skills.length > 0 && (
        <Section title="专业技能" testId="doc-skill">
          <div className="rm-resume-doc__tags">
            {resume.skills.map((s, i) => (
              <span className="rm-resume-doc__tag" key={s.id ?? i}>
                {s.name}
                {s.level ? ` · ${s.level}` : ''}
              </span>
            ))}
          </div>
        </Section>
      )}
      {resume.certificates.length > 0 && (
        <Section title="资格证书" testId="doc-certificate">
          <div className="rm-resume-doc__tags">
            {resume.certificates.map((c, i) => (
              <span className="rm-resume-doc__tag" key={c.id ?? i}>
                {c.name}
              </span>
            ))}
          </div>
        </Section>
      )}
      {resume.languages.length > 0 && (
        <Section title="语言能力" testId="doc-language">
          <div className="rm-resume-doc__tags">
            {resume.languages.map((l, i) => (
              <span className="rm-resume-doc__tag" key={l.id ?? i}>
                {l.name} · {l.level}
              </span>
            ))}
          </div>
        </Section>
      )}
    </article>
  );
}
