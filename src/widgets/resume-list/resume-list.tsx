import { routeOfPage } from '../../../schemas/pages';
import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { ROLE_SEEKER } from '../../../schemas/client-config';
import { usePopups } from '../../runtime/popups';
import type { WidgetRenderProps } from '../../runtime/registry';
import { apiTreeLoader } from '../../runtime/resume/fields';
import { useResumeSearch, type ResumeCard } from '../../runtime/resume/search';
import { useRuntime, useSession } from '../../runtime/runtime';
import { Avatar } from '../../runtime/ui/avatar';
import { ListFooter, ListStates } from '../../runtime/ui/list-states';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import { relativeTime } from '../../runtime/format';
import { paths } from '../../runtime/paths';
import type { ResumeListProps } from './schema';
import './resume-list.css';

interface Filters {
  keyword: string;
  city: { code: string; name: string } | null;
  position: { id: number | string; name: string } | null;
  degree: string;
  experience: string;
}
const NONE: Filters = { keyword: '', city: null, position: null, degree: '', experience: '' };

function Card({ r, onOpen }: { r: ResumeCard; onOpen: () => void }) {
  return (
    <article className="w-resume-list__card" data-testid="resume-card" onClick={onOpen}>
      <Avatar src={r.avatar} name={r.name || '求职者'} size={48} />
      <div className="w-resume-list__body">
        <div className="w-resume-list__top">
          <strong>{r.name}</strong>
          {r.salary && <span className="w-resume-list__salary">{r.salary}</span>}
        </div>
        <div className="w-resume-list__labels">{r.labels.join(' · ')}</div>
        {r.expect && <div className="w-resume-list__expect">期望：{r.expect}</div>}
        {r.lastWork && <div className="w-resume-list__work">{r.lastWork}</div>}
        <div className="w-resume-list__foot">
          <span>{r.city}</span>
          {r.updatedAt && <time dateTime={r.updatedAt}>{relativeTime(r.updatedAt)}更新</time>}
        </div>
      </div>
    </article>
  );
}

/**
 * The recruiter's resume search (spec §2 /resume-list, kept alive, with the
 * header): keyword, city, position, degree and experience filters; pages load
 * as the list scrolls. Resumes of seekers who shielded the recruiter's company
 * never come back from the server.
 */
export function ResumeList(props: WidgetRenderProps<ResumeListProps>) {
  const { user } = useSession();
  const rt = useRuntime();
  const popups = usePopups();
  const [filters, setFilters] = useState<Filters>(NONE);
  const [text, setText] = useState('');
  const body: Record<string, unknown> = {
    limit: props.limit,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.city ? { cityCode: filters.city.code } : {}),
    ...(filters.position ? { positionId: filters.position.id } : {}),
    ...(filters.degree ? { degree: filters.degree } : {}),
    ...(filters.experience ? { experience: filters.experience } : {}),
  };
  const recruiter = user !== null && user.role !== ROLE_SEEKER;
  const q = useResumeSearch(body, recruiter);
  const cards = q.data?.pages.flatMap((p) => p.list) ?? [];

  if (!user) return <LoginPrompt host={props.host} text="登录招聘者账号后查找人才" button="去登录" link={{ type: 'login', params: { role: 1 } }} />;
  // A seeker who opens the talent pool is shown the way in, not a bare sentence.
  if (!recruiter) return <LoginPrompt host={props.host} text="人才库仅对招聘者开放，切换为招聘者身份后即可查找人才" button="切换身份" link={{ type: 'navigate', path: routeOfPage('switch-role') }} />;

  const pickCity = async () => {
    const r = await popups.open<{ code: string; name: string }[]>('address-area-select', { title: '选择城市', depth: 2 });
    if (r.confirmed) {
      const last = r.value[r.value.length - 1];
      setFilters((f) => ({ ...f, city: last ? { code: last.code, name: last.name } : null }));
    }
  };
  const pickPosition = async () => {
    try {
      const items = await apiTreeLoader(rt.api)('position');
      const r = await popups.open<{ items: { id: number | string; name: string }[] }>('tree-picker', { title: '选择职位', items });
      const last = r.confirmed ? r.value.items[r.value.items.length - 1] : undefined;
      if (last) setFilters((f) => ({ ...f, position: { id: last.id, name: last.name } }));
    } catch {
      // Without the position list the keyword still finds positions by name.
      void popups.open('input-dialog', { title: '输入职位名称' }).then((r) => {
        if (r.confirmed && typeof r.value === 'string' && r.value.trim()) setFilters((f) => ({ ...f, keyword: String(r.value).trim() }));
      });
    }
  };
  const pickFrom = async (title: string, options: { label: string; value: string | number }[]) => {
    const r = await popups.open<{ value: (string | number | null)[] }>('picker', { title, columns: [[{ label: '不限', value: '' }, ...options]] });
    return r.confirmed ? (r.value.value[0] ?? '') : null;
  };

  const chip = (label: string, active: string, onPick: () => void, clear: () => void) => (
    <button type="button" className={`w-resume-list__chip${active ? ' w-resume-list__chip--on' : ''}`} onClick={active ? clear : onPick} aria-pressed={Boolean(active)}>
      {active || label}
      {active && <span aria-hidden> ×</span>}
    </button>
  );

  return (
    <section className="w-resume-list" aria-label="人才库">
      <div className="w-resume-list__search">
        <SearchBar
          placeholder={props.placeholder}
          value={text}
          onChange={setText}
          onSearch={(v) => setFilters((f) => ({ ...f, keyword: v.trim() }))}
          onClear={() => setFilters((f) => ({ ...f, keyword: '' }))}
        />
        <div className="w-resume-list__chips">
          {chip('城市', filters.city?.name ?? '', () => void pickCity(), () => setFilters((f) => ({ ...f, city: null })))}
          {chip('职位', filters.position?.name ?? '', () => void pickPosition(), () => setFilters((f) => ({ ...f, position: null })))}
          {chip(
            '学历',
            filters.degree,
            () =>
              void pickFrom('学历', props.degrees.map((d) => ({ label: d, value: d }))).then((v) => v !== null && setFilters((f) => ({ ...f, degree: String(v) }))),
            () => setFilters((f) => ({ ...f, degree: '' })),
          )}
          {chip(
            '经验',
            filters.experience,
            () =>
              void pickFrom('工作经验', props.experiences.map((e) => ({ label: e, value: e }))).then((v) => v !== null && setFilters((f) => ({ ...f, experience: String(v) }))),
            () => setFilters((f) => ({ ...f, experience: '' })),
          )}
        </div>
      </div>
      <ListStates query={q} empty={cards.length === 0} errorTitle="简历加载失败" emptyTitle="没有找到符合条件的简历" emptyDescription="换个关键词或放宽筛选条件试试" stateClassName="w-resume-list__state" />
      {cards.map((r) => (
        <Card key={r.id} r={r} onOpen={() => props.host?.runLink({ type: 'navigate', path: paths.resumeDetail.href(r.id) })} />
      ))}
      <ListFooter query={q} shown={cards.length} endText="没有更多简历了" />
    </section>
  );
}
