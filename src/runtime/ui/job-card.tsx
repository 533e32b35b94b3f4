import type { JobSummary } from '../../../schemas/job';
import { formatSalary, relativeTime } from '../format';
import './job-card.css';

/** Metres as a list shows them: 850m, 1.2km. */
export function formatDistance(m: number): string {
  return m < 1000 ? `${Math.round(m)}m` : `${Number((m / 1000).toFixed(1))}km`;
}

/** One job in a list: title, pay, requirements, tags, company and how fresh (or how far) it is. */
export function JobCard({ job, onOpen }: { job: JobSummary; onOpen?: (id: number) => void }) {
  const place = [job.cityName, job.districtName].filter(Boolean).join('·');
  return (
    <article className="job-card" onClick={() => onOpen?.(job.id)} data-testid="job-card" data-job-id={job.id}>
      <header className="job-card__head">
        <h3 className="job-card__title">
          {job.isUrgent && <span className="job-card__urgent">急聘</span>}
          {job.title}
        </h3>
        <span className="job-card__salary">{formatSalary(job.salaryMin, job.salaryMax, job.salaryUnit)}</span>
      </header>
      <div className="job-card__reqs">
        {place && <span>{place}</span>}
        <span>{job.experience}</span>
        <span>{job.degree}</span>
      </div>
      {job.tags.length > 0 && (
        <div className="job-card__tags">
          {job.tags.map((t) => (
            <span key={t} className="job-card__tag">
              {t}
            </span>
          ))}
        </div>
      )}
      <footer className="job-card__foot">
        <span className="job-card__logo" aria-hidden>
          {job.company.name.slice(0, 1)}
        </span>
        <span className="job-card__company">{job.company.name}</span>
        {job.distance !== undefined ? (
          <span className="job-card__distance">{formatDistance(job.distance)}</span>
        ) : (
          <time className="job-card__time" dateTime={job.refreshedAt}>
            {relativeTime(job.refreshedAt)}
          </time>
        )}
      </footer>
    </article>
  );
}
