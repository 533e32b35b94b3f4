import { favoritesMePageSchema, type FavoritesMeItem } from '../../../schemas/favorites';
import { ROLE_SEEKER } from '../../../schemas/client-config';
import { relativeTime } from '../../runtime/format';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useApiPages, useSession } from '../../runtime/runtime';
import { Avatar } from '../../runtime/ui/avatar';
import { ListFooter, ListStates } from '../../runtime/ui/list-states';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import { paths } from '../../runtime/paths';
import type { FavoritesMeProps } from './schema';
import './favorites-me.css';

function what(item: FavoritesMeItem, recruiterView: boolean): string {
  if (!recruiterView) return '收藏了你的简历';
  if (item.type === 'job') return item.job ? `收藏了职位「${item.job.title}」` : '收藏了你的职位';
  return '收藏了你的公司';
}

/**
 * Who favorited me. A job seeker sees the recruiters who favorited the
 * resume, with company and position; a recruiter sees the seekers who
 * favorited their jobs or company, and opens a seeker's resume.
 */
export function FavoritesMe(props: WidgetRenderProps<FavoritesMeProps>) {
  const { user } = useSession();
  if (!user) return <LoginPrompt host={props.host} text="登录后查看谁收藏了你" button="去登录" />;
  return <FavoritesMeList {...props} recruiterView={user.role !== ROLE_SEEKER && user.company !== null} />;
}

function FavoritesMeList({ recruiterView, ...props }: WidgetRenderProps<FavoritesMeProps> & { recruiterView: boolean }) {
  const path = recruiterView ? '/api-user/favoritesMe/findByHr' : '/api-user/favoritesMe/findByUm';
  const q = useApiPages(path, { limit: props.limit }, (raw) => favoritesMePageSchema.parse(raw));
  const items = q.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section className="w-fm" aria-label="谁收藏了我">
      <p className="w-fm__intro">
        {recruiterView ? props.recruiterIntro : props.seekerIntro}
        {q.data && <b> · 共 {q.data.pages[0]?.total ?? 0} 人次</b>}
      </p>
      <ListStates
        query={q}
        empty={items.length === 0}
        errorTitle="加载失败"
        emptyTitle="还没有人收藏"
        emptyDescription={recruiterView ? '完善职位信息、及时刷新，能吸引更多求职者' : '完善简历，能让更多招聘者看到你'}
        stateClassName="w-fm__state"
      />
      <ul className="w-fm__list">
        {items.map((item) => {
          const sub = recruiterView ? [item.degree].filter(Boolean).join(' · ') : [item.company?.name, item.position].filter(Boolean).join(' · ');
          return (
            <li key={item.id} className="w-fm__item" data-testid="favorites-me-item">
              <button
                type="button"
                className="w-fm__main"
                onClick={() => {
                  if (recruiterView) props.host?.runLink({ type: 'navigate', path: paths.resumeDetail.href(item.user.id) });
                  else if (item.company) props.host?.runLink({ type: 'navigate', path: paths.companyDetail.href(item.company.id) });
                }}
              >
                <Avatar src={item.user.avatar} name={item.user.name} size={44} />
                <span className="w-fm__text">
                  <span className="w-fm__name">{item.user.name || '用户'}</span>
                  {sub && <span className="w-fm__sub">{sub}</span>}
                  <span className="w-fm__what">{what(item, recruiterView)}</span>
                </span>
                <time className="w-fm__time" dateTime={item.createdAt}>
                  {relativeTime(item.createdAt)}
                </time>
              </button>
            </li>
          );
        })}
      </ul>
      <ListFooter query={q} shown={items.length} />
    </section>
  );
}
