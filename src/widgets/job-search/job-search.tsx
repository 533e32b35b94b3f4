import { SearchBar } from 'antd-mobile';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useInRouterContext, useSearchParams } from 'react-router-dom';
import { JOB_COUNT_CAP, JOB_SEARCH_TABS, jobPageSchema, searchHistorySchema, suggestionSchema, type Suggestion } from '../../../schemas/job';
import { usePopups } from '../../runtime/popups';
import type { WidgetRenderProps } from '../../runtime/registry';
import { JOB_PATHS, useJobFilterOptions, useSearchHistoryClear } from '../../runtime/data-hooks/use-jobs';
import { useApiPages, useApiQuery, useSession } from '../../runtime/runtime';
import { JobCard } from '../../runtime/ui/job-card';
import { ListFooter, ListStates } from '../../runtime/ui/list-states';
import { useDebounced } from '../../runtime/utils/use-debounced';
import { getPosition } from '../../runtime/utils/geolocation';
import { mapStateMessage, useMapConfig } from '../../runtime/map/map-config';

// The nearby map and the datum conversion load when the user asks for them, not with the job list (issue 15's budget).
const NearbyMap = lazy(() => import('./nearby-map').then((m) => ({ default: m.NearbyMap })));
import { showToast } from '../../runtime/utils/toast';
import { paths } from '../../runtime/paths';
import { countChoices, toFindFilters, type FilterChoice } from './filters';
import type { JobSearchProps } from './schema';
import './job-search.css';

type Mode = 'new' | 'salary' | 'hot' | 'nearby';
const TABS: readonly { mode: Mode; label: string }[] = JOB_SEARCH_TABS;
interface AreaPick {
  code: string;
  name: string;
}

/** Suggestions while typing (debounced), the history before typing. */
function SuggestPanel({ text, onPick }: { text: string; onPick: (keyword: string) => void }) {
  const historyClear = useSearchHistoryClear();
  const { user } = useSession();
  const [typed, setTyped] = useState(text.trim());
  const settle = useDebounced((v: string) => setTyped(v));
  // A new call replaces a pending one; useDebounced drops it when the panel closes.
  useEffect(() => settle(text.trim()), [text, settle]);
  const suggest = useApiQuery('/api-user/search/autoComplete', { keyword: typed }, { enabled: typed.length > 0, parse: (raw) => suggestionSchema.array().parse((raw as { list: unknown }).list) });
  const history = useApiQuery(JOB_PATHS.historyFind, {}, { enabled: Boolean(user) && typed.length === 0, parse: (raw) => searchHistorySchema.parse(raw) });

  if (typed.length > 0) {
    const list: Suggestion[] = suggest.data ?? [];
    return (
      <ul className="w-job-search__suggest" role="listbox" aria-label="搜索建议">
        {list.map((s) => (
          <li key={`${s.kind}:${s.text}`} role="option" aria-selected={false} onMouseDown={(e) => e.preventDefault()} onClick={() => onPick(s.text)}>
            <span className={`w-job-search__kind w-job-search__kind--${s.kind}`}>{s.kind === 'company' ? '公司' : s.kind === 'position' ? '职位' : '岗位'}</span>
            {s.text}
          </li>
        ))}
        {suggest.isSuccess && list.length === 0 && <li className="w-job-search__none">没有相关建议，直接搜索试试</li>}
      </ul>
    );
  }
  const words = history.data?.list ?? [];
  if (!user || words.length === 0) return null;
  return (
    <div className="w-job-search__history" aria-label="搜索历史">
      <div className="w-job-search__history-head">
        <span>搜索历史</span>
        <button
          type="button"
          onMouseDown={(e) => e.preventDefault()}
          disabled={historyClear.isPending}
          // A refusal is shown by the request wrapper.
          onClick={() => historyClear.mutate()}
        >
          清空
        </button>
      </div>
      <div className="w-job-search__history-words">
        {words.map((w) => (
          <button key={w.keyword} type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => onPick(w.keyword)}>
            {w.keyword}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The city filter as the URL keeps it (?area=330100&areaName=杭州), so a reload or a shared link finds the same list. */
function areaFromParams(params: URLSearchParams): AreaPick | null {
  const code = params.get('area') ?? '';
  if (!/^\d{6}$/.test(code)) return null;
  return { code, name: (params.get('areaName') ?? '').slice(0, 20) || '地区' };
}

function JobSearchView(
  props: WidgetRenderProps<JobSearchProps> & { initialKeyword: string; onKeyword?: (k: string) => void; startNearby?: boolean; initialArea?: AreaPick | null; onArea?: (a: AreaPick | null) => void },
) {
  const popups = usePopups();
  const filterOptions = useJobFilterOptions();
  const [text, setText] = useState(props.initialKeyword);
  const [keyword, setKeyword] = useState(props.initialKeyword);
  const [focused, setFocused] = useState(false);
  const [mode, setMode] = useState<Mode>(props.sort);
  const [area, setAreaState] = useState<AreaPick | null>(props.initialArea ?? null);
  const setArea = (a: AreaPick | null) => {
    setAreaState(a);
    props.onArea?.(a);
  };
  const [choice, setChoice] = useState<FilterChoice>({});
  const [point, setPoint] = useState<{ lat: number; lng: number } | null>(null);
  const [locating, setLocating] = useState(false);
  const [mapOn, setMapOn] = useState(false);
  const [picked, setPicked] = useState<number | null>(null);
  // Asked only on the nearby list, where the map button is: every other visit of /job makes no encrypted map call.
  const mapState = useMapConfig(mode === 'nearby');
  const inputRef = useRef<{ blur: () => void } | null>(null);

  // A new ?keyword= (a search from another screen) replaces the current one.
  const [seen, setSeen] = useState(props.initialKeyword);
  if (seen !== props.initialKeyword) {
    setSeen(props.initialKeyword);
    setText(props.initialKeyword);
    setKeyword(props.initialKeyword);
  }

  const search = (k: string) => {
    const v = k.trim().slice(0, 50);
    setText(v);
    setKeyword(v);
    setFocused(false);
    inputRef.current?.blur();
    props.onKeyword?.(v);
  };

  const filters = { ...toFindFilters(choice), ...(keyword ? { keyword } : {}), ...(area ? { areaCode: area.code } : {}), limit: props.limit };
  const nearby = mode === 'nearby' && point !== null;
  const path = nearby ? '/api-user/job/find/lbs' : '/api-user/job/find';
  const input = nearby ? { ...filters, lat: point.lat, lng: point.lng, radius: props.radius } : { ...filters, sort: mode === 'nearby' ? 'new' : mode };
  const q = useApiPages(path, input, (raw) => jobPageSchema.parse(raw));
  const jobs = q.data?.pages.flatMap((p) => p.list) ?? [];

  const pickMode = async (m: Mode) => {
    if (m !== 'nearby') return setMode(m);
    setLocating(true);
    try {
      // The device answers WGS-84; jobs are stored and searched in GCJ-02.
      const [{ wgs84ToGcj02 }, here] = await Promise.all([import('../../../schemas/geo'), getPosition()]);
      setPoint(wgs84ToGcj02(here));
      setMode('nearby');
    } catch (e) {
      showToast(e instanceof Error ? e.message : '暂时无法获取位置');
    } finally {
      setLocating(false);
    }
  };

  // Opened as /job?nearby=1 (the home shortcut 附近职位): ask for the position once, as a tap on 附近 would.
  const askedNearby = useRef(false);
  useEffect(() => {
    if (!props.startNearby || !props.nearby || askedNearby.current) return;
    askedNearby.current = true;
    void pickMode('nearby');
  }, [props.startNearby, props.nearby]);

  const pickArea = async () => {
    const r = await popups.open<{ code: string; name: string }[]>('address-area-select', { title: '选择城市', depth: 2, ...(area ? { value: [] } : {}) });
    if (!r.confirmed) return;
    const last = r.value[r.value.length - 1];
    if (last) setArea({ code: last.code, name: last.name });
  };

  const pickFilters = async () => {
    let sections;
    try {
      sections = await filterOptions();
    } catch {
      return;
    }
    const r = await popups.open<FilterChoice>('filter', { title: '筛选', sections, value: choice, resetText: '重置', confirmText: '确定' });
    if (r.confirmed) setChoice(r.value);
  };

  const filterCount = countChoices(choice);
  const tabs = props.nearby ? TABS : TABS.filter((t) => t.mode !== 'nearby');

  return (
    <section className="w-job-search" aria-label="职位搜索">
      <div className="w-job-search__top">
        <div className="w-job-search__box" role="search">
          <SearchBar
            ref={(r) => void (inputRef.current = r)}
            placeholder={props.placeholder}
            value={text}
            onChange={setText}
            onSearch={search}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            onClear={() => search('')}
            maxLength={50}
          />
          <button type="button" className="w-job-search__go" onClick={() => search(text)}>
            搜索
          </button>
        </div>
        {focused && <SuggestPanel text={text} onPick={search} />}
        <div className="w-job-search__bar">
          <div className="w-job-search__tabs" role="tablist">
            {tabs.map((t) => (
              <button
                key={t.mode}
                type="button"
                role="tab"
                aria-selected={mode === t.mode}
                className={mode === t.mode ? 'is-active' : undefined}
                disabled={locating && t.mode === 'nearby'}
                onClick={() => void pickMode(t.mode)}
              >
                {t.mode === 'nearby' && locating ? '定位中' : t.label}
              </button>
            ))}
          </div>
          <button type="button" className={`w-job-search__chip${area ? ' is-on' : ''}`} onClick={() => void pickArea()}>
            {area ? area.name : '地区'}
            {area && (
              <span
                className="w-job-search__chip-x"
                role="button"
                aria-label="清除地区"
                onClick={(e) => {
                  e.stopPropagation();
                  setArea(null);
                }}
              >
                ×
              </span>
            )}
          </button>
          <button type="button" className={`w-job-search__chip${filterCount ? ' is-on' : ''}`} onClick={() => void pickFilters()}>
            筛选{filterCount > 0 && <span className="w-job-search__count">{filterCount}</span>}
          </button>
        </div>
      </div>
      {nearby && (
        <div className="w-job-search__nearby">
          <span>我附近 {props.radius >= 1000 ? `${props.radius / 1000} 公里` : `${props.radius} 米`}内的职位</span>
          <button
            type="button"
            className={`w-job-search__chip${mapOn ? ' is-on' : ''}`}
            aria-pressed={mapOn}
            onClick={() => {
              const why = mapStateMessage(mapState);
              if (!mapOn && why) return showToast(why);
              setMapOn(!mapOn);
            }}
          >
            {mapOn ? '列表' : '地图'}
          </button>
        </div>
      )}
      {nearby && mapOn && mapState.status === 'ready' && (
        <Suspense fallback={<div className="rm-map rm-map--pending" style={{ height: 240 }} aria-busy="true" />}>
        <NearbyMap
          state={mapState}
          me={point}
          jobs={jobs}
          selectedId={picked}
          onSelect={setPicked}
          onOpen={(id) => props.host?.runLink({ type: 'navigate', path: paths.jobDetail.href(id) })}
          onFailed={() => {
            setMapOn(false);
            showToast('地图加载失败，请稍后重试');
          }}
        />
        </Suspense>
      )}
      {keyword && q.isSuccess && (
        <p className="w-job-search__summary">
          “{keyword}” 共找到 {q.data.pages[0]!.total > JOB_COUNT_CAP ? `${JOB_COUNT_CAP}+` : q.data.pages[0]!.total} 个职位
        </p>
      )}
      <div className="w-job-search__list">
        <ListStates
          query={q}
          empty={jobs.length === 0}
          errorTitle="职位加载失败"
          emptyTitle={nearby ? '附近暂无职位' : '暂无符合条件的职位'}
          emptyDescription={nearby ? '换个地方或扩大范围试试' : '换个关键词或减少筛选条件试试'}
          stateClassName="w-job-search__state"
        />
        {jobs.map((job) => (
          <JobCard key={job.id} job={job} onOpen={(id) => props.host?.runLink({ type: 'navigate', path: paths.jobDetail.href(id) })} />
        ))}
        <ListFooter query={q} shown={jobs.length} endText="没有更多职位了" />
      </div>
    </section>
  );
}

/** In the app the keyword lives in ?keyword= (a search from the home screen lands here); Storybook has no router. */
function RoutedJobSearch(props: WidgetRenderProps<JobSearchProps>) {
  const [params, setParams] = useSearchParams();
  return (
    <JobSearchView
      {...props}
      initialKeyword={params.get('keyword') ?? ''}
      startNearby={params.get('nearby') === '1'}
      initialArea={areaFromParams(params)}
      onArea={(a) =>
        setParams(
          (p) => {
            const next = new URLSearchParams(p);
            if (a) {
              next.set('area', a.code);
              next.set('areaName', a.name);
            } else {
              next.delete('area');
              next.delete('areaName');
            }
            return next;
          },
          { replace: true },
        )
      }
      onKeyword={(k) =>
        setParams(
          (p) => {
            const next = new URLSearchParams(p);
            if (k) next.set('keyword', k);
            else next.delete('keyword');
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}

export function JobSearch(props: WidgetRenderProps<JobSearchProps>) {
  return useInRouterContext() ? <RoutedJobSearch {...props} /> : <JobSearchView {...props} initialKeyword="" />;
}
