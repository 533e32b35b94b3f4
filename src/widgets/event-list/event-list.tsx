import { useState } from 'react';
import { EVENT_KIND_TEXT, eventPageSchema, type EventKind, type EventSummary } from '../../../schemas/events';
import { eventDateBlock, eventKindLabel, eventPath, eventPhase, EVENT_PHASE_TEXT, eventPlaceLabel, eventTimeLabel } from '../../runtime/events/format';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiQuery } from '../../runtime/runtime';
import { ListStates } from '../../runtime/ui/list-states';
import { paths } from '../../runtime/paths';
import type { EventListProps } from './schema';
import './event-list.css';

const TABS: readonly { kind: EventKind | undefined; text: string }[] = [
  { kind: undefined, text: '全部' },
  { kind: 'fair', text: EVENT_KIND_TEXT.fair },
  { kind: 'teach-in', text: EVENT_KIND_TEXT['teach-in'] },
  { kind: 'talk', text: EVENT_KIND_TEXT.talk },
];

export function EventCard({ event: e, onOpen }: { event: EventSummary; onOpen: (e: EventSummary) => void }) {
  const date = eventDateBlock(e.startsAt);
  const phase = eventPhase(e);
  const seats = e.capacity > 0 ? `已报名 ${e.signedCount}/${e.capacity}` : e.signedCount > 0 ? `已报名 ${e.signedCount}` : '';
  return (
    <article className={`w-event-card w-event-card--${phase}`} onClick={() => onOpen(e)} role="link" aria-label={e.title} data-testid="event-card">
      <div className="w-event-card__date" aria-hidden>
        <span className="w-event-card__month">{date.month}</span>
        <span className="w-event-card__day">{date.day}</span>
      </div>
      <div className="w-event-card__body">
        <h3 className="w-event-card__title">{e.title}</h3>
        <p className="w-event-card__meta">{eventTimeLabel(e.startsAt, e.endsAt)}</p>
        <p className="w-event-card__meta">{eventPlaceLabel(e)}</p>
        <div className="w-event-card__foot">
          <span className={`w-event-card__tag w-event-card__tag--${e.kind}`}>{eventKindLabel(e)}</span>
          {phase !== 'upcoming' && <span className={`w-event-card__phase w-event-card__phase--${phase}`}>{EVENT_PHASE_TEXT[phase]}</span>}
          {e.companyCount > 0 && <span>{e.companyCount} 家企业</span>}
          {e.hostCompany && <span className="w-event-card__host">{e.hostCompany.name}</span>}
          {seats && <span className="w-event-card__seats">{seats}</span>}
        </div>
      </div>
    </article>
  );
}

/** Events from /api-user/event/find: upcoming first by start, then (unless hidden) ended ones. */
export function EventList(props: WidgetRenderProps<EventListProps>) {
  const [kind, setKind] = useState<EventKind | undefined>(props.kind);
  const shownKind = props.kindTabs ? kind : props.kind;
  const input = {
    page: 1,
    limit: props.limit,
    ...(shownKind ? { kind: shownKind } : {}),
    ...(props.online === undefined ? {} : { online: props.online }),
    ...(props.cityCode ? { cityCode: props.cityCode } : {}),
    ...(props.upcomingOnly ? { upcoming: true } : {}),
  };
  const q = useApiQuery('/api-user/event/find', input, { parse: (raw) => eventPageSchema.parse(raw) });
  const list = q.data?.list ?? [];
  const open = (e: EventSummary) => props.host?.runLink(props.itemLink ?? { type: 'navigate', path: eventPath(e.id) }, { item: e });
  const more = () => props.host?.runLink(props.moreLink ?? { type: 'navigate', path: paths.eventList.href() });

  return (
    <section className="w-event-list" aria-label={props.title || '活动列表'}>
      {props.title && (
        <div className="w-event-list__head">
          <h2 className="w-event-list__title">{props.title}</h2>
          {props.moreText && (
            <button type="button" className="w-event-list__more" onClick={more}>
              {props.moreText}
            </button>
          )}
        </div>
      )}
      {props.kindTabs && (
        <div className="w-event-list__tabs" role="tablist">
          {TABS.map((t) => (
            <button key={t.text} type="button" role="tab" aria-selected={kind === t.kind} className={`w-event-list__tab${kind === t.kind ? ' w-event-list__tab--on' : ''}`} onClick={() => setKind(t.kind)}>
              {t.text}
            </button>
          ))}
        </div>
      )}
      <ListStates query={q} empty={list.length === 0} errorTitle="活动加载失败" emptyTitle="暂无活动" emptyDescription="近期没有安排，过几天再来看看" stateClassName="w-event-list__state" blockClassName="w-event-list__block" />
      {list.map((e) => (
        <EventCard key={e.id} event={e} onOpen={open} />
      ))}
    </section>
  );
}
