import type { CompanySummary } from '../../../schemas/content';
import { imageUrlSchema } from '../../../schemas/design';
import './company-card.css';

/** Logo tints for companies without a logo, picked by id so a company keeps its colour. */
const TINTS = ['#1677ff', '#00b578', '#ff8f1f', '#7c5cff', '#13a8a8', '#eb2f96', '#fa541c', '#2f54eb'] as const;

/** One company in a list: logo (or a tinted initial), name with the verified badge, industry, size, city, open jobs. */
export function CompanyCard({ company: c, onOpen }: { company: CompanySummary; onOpen: (c: CompanySummary) => void }) {
  const initial = (c.shortName || c.name).slice(0, 1);
  const meta = [c.industryName, c.scale, c.cityName].filter(Boolean).join(' · ');
  return (
    <article className="w-company" onClick={() => onOpen(c)} role="link" aria-label={c.name}>
      {imageUrlSchema.safeParse(c.logo).success ? (
        <img className="w-company__logo" src={c.logo} alt="" loading="lazy" />
      ) : (
        <span className="w-company__logo w-company__logo--initial" style={{ background: TINTS[c.id % TINTS.length] }} aria-hidden>
          {initial}
        </span>
      )}
      <div className="w-company__main">
        <h3 className="w-company__name">
          <span className="w-company__name-text">{c.name}</span>
          {c.verified && (
            <span className="w-company__badge" title="已认证">
              <svg viewBox="0 0 12 12" aria-hidden>
                <path d="M6 .8 10.4 2.4v3.3c0 2.7-1.9 4.8-4.4 5.5C3.5 10.5 1.6 8.4 1.6 5.7V2.4Z" fill="currentColor" />
                <path d="m3.9 6 1.5 1.5 2.8-2.8" fill="none" stroke="#fff" strokeWidth="1.2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              认证
            </span>
          )}
        </h3>
        {meta && <p className="w-company__meta">{meta}</p>}
      </div>
      <div className={`w-company__jobs${c.jobCount > 0 ? '' : ' w-company__jobs--none'}`}>
        {c.jobCount > 0 ? (
          <>
            <strong>{c.jobCount}</strong>
            <span>在招职位</span>
          </>
        ) : (
          <span>暂无职位</span>
        )}
      </div>
    </article>
  );
}

