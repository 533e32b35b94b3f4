import { DotLoading } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import './list-states.css';
import { ErrorBlock } from './error-block';
import { errorText, isServerAnswer } from '../api/error-text';

export interface ListStatesProps {
  /** The read's state, as TanStack Query reports it. */
  query: { isPending: boolean; isError: boolean; isSuccess: boolean; error?: unknown };
  /** Nothing to show although the read succeeded. */
  empty: boolean;
  /** e.g. 职位加载失败 */
  errorTitle: string;
  /** Under the error title; by default the server's message, or the network hint when the server was not reached. */
  errorDescription?: string;
  /** e.g. 暂无职位 */
  emptyTitle: string;
  emptyDescription?: string;
  /** Class names of the loading row and of the blocks (each list styles its own). */
  stateClassName?: string;
  blockClassName?: string;
}

/**
 * The loading, error and empty states every data list shows. The loading row
 * is marked aria-busy: tests and the Storybook smoke test wait for it to go.
 */
export function ListStates({ query, empty, errorTitle, errorDescription, emptyTitle, emptyDescription = '稍后再来看看吧', stateClassName, blockClassName }: ListStatesProps) {
  if (query.isPending) {
    return (
      <div className={stateClassName} role="status" aria-busy="true">
        <DotLoading color="primary" /> 加载中
      </div>
    );
  }
  if (query.isError) return <ErrorBlock className={blockClassName} status={isServerAnswer(query.error) ? 'default' : 'disconnected'} title={errorTitle} description={errorDescription ?? errorText(query.error)} />;
  if (query.isSuccess && empty) return <ErrorBlock className={blockClassName} status="empty" title={emptyTitle} description={emptyDescription} />;
  return null;
}

export interface ListFooterProps {
  /** The paged read, as TanStack Query's infinite query reports it. */
  query: { isSuccess: boolean; hasNextPage: boolean; isFetchingNextPage: boolean; isFetchNextPageError?: boolean; fetchNextPage: () => Promise<unknown> };
  /** How many rows the list shows: no footer under an empty list (its empty state says enough). */
  shown: number;
  /** The last line once every page is loaded, e.g. 没有更多职位了. */
  endText?: string;
}

/** How far below the screen the foot may still be when the next page is asked (as antd-mobile's InfiniteScroll). */
export const LOAD_MORE_MARGIN_PX = 250;

/**
 * Calls `load` when the element comes within LOAD_MORE_MARGIN_PX of the screen
 * while `active`. An IntersectionObserver tells it, so nothing measures the
 * page on a render or a scroll. antd-mobile's InfiniteScroll read the foot's
 * position after every render of the list, and each read laid the whole page
 * out again on the main thread (issue 15).
 *
 * The observer is made afresh when the list has drawn another page (`rows`
 * changed) and the load has ended. Its first report then says where the foot
 * is with the new rows laid out: a short page that leaves the foot near asks
 * for the next one, a long one does not. Re-observing as soon as the request
 * ended would measure the old layout, before the rows are drawn, and load one
 * page too many.
 */
function useLoadWhenNear(active: boolean, rows: number, load: () => Promise<unknown>) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    const el = ref.current;
    if (!active || !el || typeof IntersectionObserver === 'undefined') return;
    let asked = false;
    const io = new IntersectionObserver(
      (entries) => {
        if (asked || !entries.some((e) => e.isIntersecting)) return;
        asked = true;
        void latest.current();
      },
      { rootMargin: `0px 0px ${LOAD_MORE_MARGIN_PX}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [active, rows]);
  return ref;
}

/**
 * The foot of every paged list: loads the next page when scrolled near (加载中
 * while it comes), then says there is no more. The moving dots show only while
 * a page is on its way: below the fold they would still animate every frame,
 * and keep a phone's main thread busy for nothing (issue 15). 上拉加载更多 is
 * also a button, for a browser without IntersectionObserver. A page that
 * failed is not asked again by itself (an offline phone would ask in a loop):
 * 加载失败，点击重试 asks on a tap.
 */
export function ListFooter({ query, shown, endText = '没有更多了' }: ListFooterProps) {
  const visible = query.isSuccess && shown > 0;
  const more = () => query.fetchNextPage();
  const failed = query.isFetchNextPageError === true;
  const ref = useLoadWhenNear(visible && query.hasNextPage && !query.isFetchingNextPage && !failed, shown, more);
  if (!visible) return null;
  return (
    <div ref={ref} className="list-footer">
      {query.isFetchingNextPage ? (
        <span role="status" aria-busy="true">
          <DotLoading /> 加载中
        </span>
      ) : query.hasNextPage ? (
        <button type="button" className="list-footer__more" onClick={() => void more()}>
          {failed ? '加载失败，点击重试' : '上拉加载更多'}
        </button>
      ) : (
        <span>{endText}</span>
      )}
    </div>
  );
}

export interface DetailStatesProps {
  /** The record id from the link, null when the link has none that could be one. */
  id: number | null;
  query: { isPending: boolean; isError: boolean; error?: unknown };
  /** What the page shows, e.g. 职位. */
  what: string;
  /** The title when the server has no such record, e.g. 职位不存在或已下线. */
  goneTitle: string;
  /** Under it, e.g. 看看其他职位吧. */
  goneDescription: string;
  stateClassName?: string;
}

/**
 * What a detail page (a job, a company, an article) shows before it has its
 * record: a link without an id, loading, a record the server does not have,
 * or a network failure named as one (not as a missing record).
 */
const DETAIL_PENDING_STYLE = { minHeight: '100vh', boxSizing: 'border-box' } as const;

export function DetailStates({ id, query, what, goneTitle, goneDescription, stateClassName }: DetailStatesProps) {
  if (id === null) return <ErrorBlock status="empty" title={`${what}不存在`} description="链接可能有误" />;
  if (query.isPending) {
    return (
      // A screen tall while loading: what follows the detail on the page starts below the fold and stays there
      // when the record arrives, instead of being pushed down on screen (issue 15: CLS 0.94 on /job/:id).
      <div className={stateClassName} style={DETAIL_PENDING_STYLE} role="status" aria-busy="true">
        <DotLoading color="primary" /> 加载中
      </div>
    );
  }
  if (query.isError && !isServerAnswer(query.error)) return <ErrorBlock status="disconnected" title={`${what}加载失败`} description={errorText(query.error)} />;
  return <ErrorBlock status="empty" title={goneTitle} description={goneDescription} />;
}
