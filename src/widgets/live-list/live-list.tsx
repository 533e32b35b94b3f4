import { livePageSchema, LIVE_STATUS, type LiveSummary } from '../../../schemas/content';
import { imageUrlSchema } from '../../../schemas/design';
import { ListStates } from '../../runtime/ui/list-states';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiQuery } from '../../runtime/runtime';
import { compactCount, startLabel, STATUS_BADGE } from './format';
import type { LiveListProps } from './schema';
import './live-list.css';

/** Placeholder gradients for streams without a cover, picked by id. */
const GRADIENTS = [
  'linear-gradient(135deg, #4e8cff, #7c5cff)',
  'linear-gradient(135deg, #ff7a45, #ff4d6a)',
  'linear-gradient(135deg, #13c2c2, #1677ff)',
  'linear-gradient(135deg, #36cfc9, #00b578)',
  'linear-gradient(135deg, #9254de, #f759ab)',
  'linear-gradient(135deg, #ffa940, #fa541c)',
] as const;

export function LiveCard({ live: l, onOpen }: { live: LiveSummary; onOpen: (l: LiveSummary) => void }) {
  const badge = STATUS_BADGE[l.status];
  const cover = imageUrlSchema.safeParse(l.cover).success ? l.cover : '';
  return (
    <article className="w-live" onClick={() => onOpen(l)} role="link" aria-label={l.title}>
      <div className="w-live__cover" style={cover ? undefined : { background: GRADIENTS[l.id % GRADIENTS.length] }}>
        {cover ? (
          <img className="w-live__img" src={cover} alt="" loading="lazy" />
        ) : (
          <svg className="w-live__play" viewBox="0 0 40 40" aria-hidden>
            <circle cx="20" cy="20" r="19" fill="rgba(255,255,255,0.22)" />
            <path d="M16 12.5v15l12-7.5Z" fill="#fff" />
          </svg>
        )}
        <span className={`w-live__badge w-live__badge--${badge.tone}`}>
          {l.status === LIVE_STATUS.live && <i className="w-live__dot" aria-hidden />}
          {badge.text}
        </span>
        <span className="w-live__info">{l.status === LIVE_STATUS.upcoming ? `${startLabel(l.startAt)} 开播` : `${compactCount(l.viewers)}人看过`}</span>
      </div>
      <h3 className="w-live__title">{l.title}</h3>
      <p className="w-live__company">{l.company.name}</p>
    </article>
  );
}

/** Live streams from /api-user/live/find: `limit` cards, two per row, no paging. */
export function LiveList(props: WidgetRenderProps<LiveListProps>) {
  const input = { page: 1, limit: props.limit, ...(props.status === undefined ? {} : { status: props.status }) };
  const q = useApiQuery('/api-user/live/find', input, { parse: (raw) => livePageSchema.parse(raw) });
  const lives = q.data?.list.slice(0, props.limit) ?? [];
  const open = (l: LiveSummary) => props.host?.runLink(props.itemLink ?? { type: 'navigate', path: `/live/${l.id}` }, { item: l });

  return (
    <section className="w-live-list" aria-label={props.title || '直播列表'}>
      {props.title && <h2 className="w-live-list__title">{props.title}</h2>}
      <ListStates query={q} empty={lives.length === 0} errorTitle="直播加载失败" emptyTitle="暂无直播" emptyDescription="敬请期待下一场直播" stateClassName="w-live-list__state" blockClassName="w-live-list__block" />
      {lives.length > 0 && (
        <div className="w-live-list__grid">
          {lives.map((l) => (
            <LiveCard key={l.id} live={l} onOpen={open} />
          ))}
        </div>
      )}
    </section>
  );
}
