import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { SendItem } from '../../../schemas/job-send';
import { formatSalary, relativeTime } from '../format';
import { Avatar } from '../ui/avatar';
import './send-card.css';

const STATUS_COLOR: Record<number, string> = { 1: 'primary', 2: 'warning', 3: 'success', 4: 'success', 5: 'default', 6: 'default' };

/** An application's status as a coloured tag. */
export function SendStatusTag({ item }: { item: Pick<SendItem, 'status' | 'statusText'> }) {
  return (
    <Tag color={STATUS_COLOR[item.status] ?? 'default'} fill="outline" className="rm-send-card__status" data-testid="send-status">
      {item.statusText}
    </Tag>
  );
}

/**
 * One application in a list. The seeker sees the job and the company; the
 * recruiter (`side` recruiter) sees who applied and to which job.
 */
export function SendCard({ item, side, onOpen, actions }: { item: SendItem; side: 'seeker' | 'recruiter'; onOpen?: () => void; actions?: ReactNode }) {
  const salary = formatSalary(item.job.salaryMin, item.job.salaryMax, item.job.salaryUnit);
  return (
    <article className="rm-send-card" data-testid="send-card" data-send-id={item.id}>
      <div className="rm-send-card__main" role="button" tabIndex={0} onClick={onOpen} onKeyDown={(e) => e.key === 'Enter' && onOpen?.()}>
        {side === 'recruiter' ? (
          <header className="rm-send-card__head">
            <Avatar src={item.seeker.avatar} name={item.seeker.name} size={40} />
            <div className="rm-send-card__who">
              <strong className="rm-send-card__title">
                {item.seeker.name}
                {item.improper && <span className="rm-send-card__improper">不合适标记</span>}
              </strong>
              <span className="rm-send-card__sub">{[item.seeker.degree, item.seeker.workingDate ? `${item.seeker.workingDate} 参加工作` : ''].filter(Boolean).join(' · ') || '求职者'}</span>
            </div>
            <SendStatusTag item={item} />
          </header>
        ) : (
          <header className="rm-send-card__head">
            <div className="rm-send-card__who">
              <strong className="rm-send-card__title">{item.job.title}</strong>
              <span className="rm-send-card__salary">{salary}</span>
            </div>
            <SendStatusTag item={item} />
          </header>
        )}
        <div className="rm-send-card__meta">
          {side === 'recruiter' ? (
            <span>
              应聘：{item.job.title} · {salary}
            </span>
          ) : (
            <span>{[item.company.name, item.job.cityName].filter(Boolean).join(' · ')}</span>
          )}
          <time dateTime={item.createdAt}>{relativeTime(item.createdAt)}投递</time>
        </div>
        {item.form && <p className="rm-send-card__note">报名信息已提交</p>}
        {item.note && <p className="rm-send-card__note">附言：{item.note}</p>}
        {item.reply && <p className="rm-send-card__reply">回复：{item.reply}</p>}
      </div>
      {actions && <footer className="rm-send-card__actions">{actions}</footer>}
    </article>
  );
}
