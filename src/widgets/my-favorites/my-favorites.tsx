import { ActionSheet, Dialog, Tabs, Toast } from 'antd-mobile';
import { useState } from 'react';
import { FAVORITE_TYPE_NAMES, type FavoriteItem, type FavoriteType, type PrivateGroup } from '../../../schemas/favorites';
import { ROLE_SEEKER } from '../../../schemas/client-config';
import { TOP_LAYER_Z_INDEX } from '../../runtime/constants';
import {
  useFavoriteDelete,
  useFavoriteGroupCreate,
  useFavoriteGroupDelete,
  useFavoriteGroupRename,
  useFavoriteGroups,
  useFavoriteMove,
  useFavoritePages,
} from '../../runtime/data-hooks/use-favorites';
import { formatSalary, relativeTime } from '../../runtime/format';
import { usePopups } from '../../runtime/popups';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useSession } from '../../runtime/runtime';
import { Avatar } from '../../runtime/ui/avatar';
import { ListFooter, ListStates } from '../../runtime/ui/list-states';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import { paths } from '../../runtime/paths';
import type { MyFavoritesProps } from './schema';
import './my-favorites.css';

/** The group filter: all, the ungrouped ones (0), or one group's id. */
type GroupFilter = 'all' | number;
const NAME_RULES = [
  { required: true, message: '请输入分组名称' },
  { max: 10, message: '分组名称最多 10 个字' },
];

function Row({ item, groupName, onOpen, onMore }: { item: FavoriteItem; groupName: string | undefined; onOpen: () => void; onMore: () => void }) {
  let title = '已删除的内容';
  let sub = '';
  let side = '';
  let logo: { src: string; name: string; initials?: string } = { src: '', name: '?' };
  if (item.job) {
    title = item.job.title;
    sub = [item.job.company.name, item.job.cityName].filter(Boolean).join(' · ');
    side = item.job.status === 1 ? formatSalary(item.job.salaryMin, item.job.salaryMax, item.job.salaryUnit) : '已关闭';
    // Companies show the first character of their short name, as the company cards do (not 科技 / 公司).
    logo = { src: item.job.company.logo, name: item.job.company.name, initials: [...item.job.company.name][0] ?? '?' };
  } else if (item.brand) {
    title = item.brand.name;
    sub = [item.brand.industryName, item.brand.cityName].filter(Boolean).join(' · ');
    logo = { src: item.brand.logo, name: item.brand.name, initials: [...(item.brand.shortName || item.brand.name)][0] ?? '?' };
  } else if (item.resume) {
    title = item.resume.name || '求职者';
    sub = [item.resume.degree, item.resume.workingDate ? `${item.resume.workingDate} 参加工作` : ''].filter(Boolean).join(' · ');
    logo = { src: item.resume.avatar, name: item.resume.name };
  } else if (item.user) {
    title = item.user.name || '用户';
    logo = { src: item.user.avatar, name: item.user.name };
  }
  return (
    <article className={`w-fl__item${item.available ? '' : ' w-fl__item--gone'}`} data-testid="favorite-item" data-favorite-id={item.id}>
      <button type="button" className="w-fl__main" onClick={onOpen}>
        <Avatar src={logo.src} name={logo.name} initials={logo.initials} size={44} />
        <span className="w-fl__text">
          <span className="w-fl__title">
            {title}
            {side && <em className="w-fl__side">{side}</em>}
          </span>
          {sub && <span className="w-fl__sub">{sub}</span>}
          <span className="w-fl__meta">
            {groupName && <span className="w-fl__group">{groupName}</span>}
            <span>{relativeTime(item.createdAt)}收藏</span>
          </span>
        </span>
      </button>
      <button type="button" className="w-fl__more" aria-label="更多操作" onClick={onMore}>
        ⋯
      </button>
    </article>
  );
}

/**
 * The user's favorites, one tab per type, filtered by private group; each
 * favorite can be moved into a group or removed, and groups can be created,
 * renamed and deleted (their favorites stay, ungrouped).
 */
export function MyFavorites(props: WidgetRenderProps<MyFavoritesProps>) {
  const { user } = useSession();
  if (!user) return <LoginPrompt host={props.host} text="登录后查看你收藏的职位和公司" button="去登录" />;
  const types = props.types.filter((t) => t !== 'resume' || user.role !== ROLE_SEEKER);
  return <FavoriteTabs {...props} types={types.length > 0 ? types : ['job']} />;
}

function FavoriteTabs(props: WidgetRenderProps<MyFavoritesProps>) {
  const popups = usePopups();
  const { types } = props;
  const [type, setType] = useState<FavoriteType>(types[0] ?? 'job');
  const [group, setGroup] = useState<GroupFilter>('all');
  const groups = useFavoriteGroups(type);
  const q = useFavoritePages(type, props.limit, group === 'all' ? undefined : group);
  const createGroupCall = useFavoriteGroupCreate();
  const renameGroup = useFavoriteGroupRename();
  const deleteGroup = useFavoriteGroupDelete();
  const moveFavorite = useFavoriteMove();
  const deleteFavorite = useFavoriteDelete();

  const items = q.data?.pages.flatMap((p) => p.list) ?? [];
  const groupList = groups.data?.list ?? [];
  const nameOf = (id: number | null) => (id === null ? undefined : groupList.find((g) => g.id === id)?.name);
  const askName = async (title: string, value = '') => {
    const r = await popups.open<string>('input-dialog', { title, placeholder: '最多 10 个字', maxLength: 10, value, label: '分组名称', rules: NAME_RULES });
    return r.confirmed ? r.value.trim() : null;
  };

  /** Creates a group (filing `load` into it) and answers it, or null. */
  async function createGroup(load?: number[]): Promise<PrivateGroup | null> {
    const name = await askName('新建分组');
    if (!name) return null;
    try {
      const g = await createGroupCall.mutateAsync({ type, name, ...(load ? { load } : {}) });
      Toast.show({ content: load ? `已移动到「${g.name}」` : '分组已创建' });
      return g;
    } catch {
      return null;
    }
  }

  async function manageGroup(g: PrivateGroup) {
    const handler = ActionSheet.show({
      actions: [
        { key: 'rename', text: '重命名' },
        { key: 'delete', text: '删除分组', danger: true, description: '分组内的收藏不会删除' },
      ],
      cancelText: '取消',
      onAction: async (action) => {
        handler.close();
        try {
          if (action.key === 'rename') {
            const name = await askName('重命名分组', g.name);
            if (!name || name === g.name) return;
            await renameGroup.mutateAsync({ type, id: g.id, name });
            Toast.show({ content: '已重命名' });
          } else {
            const ok = await Dialog.confirm({ title: '删除分组', content: `删除「${g.name}」后，其中的收藏将移到未分组。`, confirmText: '删除', style: { zIndex: TOP_LAYER_Z_INDEX } });
            if (!ok) return;
            await deleteGroup.mutateAsync({ type, id: g.id });
            setGroup('all');
            Toast.show({ content: '分组已删除' });
          }
        } catch {
          // Shown by the request wrapper.
        }
      },
    });
  }

  async function moveItem(item: FavoriteItem) {
    const NEW = -1;
    const NONE = 0;
    const columns = [...groupList.map((g) => ({ label: g.name, value: g.id })), { label: '不分组', value: NONE }, { label: '＋ 新建分组', value: NEW }];
    const r = await popups.open<{ value: (number | string | null)[] }>('picker', { title: '移动到分组', columns: [columns], value: [item.groupId ?? NONE] });
    if (!r.confirmed) return;
    const target = Number(r.value.value[0]);
    try {
      if (target === NEW) {
        await createGroup([item.id]);
        return;
      }
      await moveFavorite.mutateAsync({ type, favoriteId: item.id, dataId: item.dataId, groupId: target === NONE ? null : target });
      Toast.show({ content: target === NONE ? '已移出分组' : `已移动到「${nameOf(target) ?? '分组'}」` });
    } catch {
      // Shown by the request wrapper.
    }
  }

  function more(item: FavoriteItem) {
    const handler = ActionSheet.show({
      actions: [
        { key: 'move', text: '移动到分组' },
        { key: 'delete', text: '取消收藏', danger: true },
      ],
      cancelText: '取消',
      onAction: async (action) => {
        handler.close();
        if (action.key === 'move') return void (await moveItem(item));
        try {
          await deleteFavorite.mutateAsync([item.id]);
          Toast.show({ content: '已取消收藏' });
        } catch {
          // Shown by the request wrapper.
        }
      },
    });
  }

  const open = (item: FavoriteItem) => {
    const path = item.type === 'job' ? paths.jobDetail.href(item.dataId) : item.type === 'brand' ? paths.companyDetail.href(item.dataId) : item.type === 'resume' ? paths.resumeDetail.href(item.dataId) : null;
    if (path && item.available) props.host?.runLink({ type: 'navigate', path });
    else if (!item.available) Toast.show({ content: '该内容已下线' });
  };

  const activeGroup = typeof group === 'number' && group > 0 ? groupList.find((g) => g.id === group) : undefined;
  return (
    <section className="w-fl" aria-label="我的收藏">
      <div className="w-fl__top">
        <Tabs
          activeKey={type}
          onChange={(k) => {
            setType(k as FavoriteType);
            setGroup('all');
          }}
        >
          {types.map((t) => (
            <Tabs.Tab key={t} title={FAVORITE_TYPE_NAMES[t]} />
          ))}
        </Tabs>
        <div className="w-fl__groups" role="group" aria-label="分组">
          <button type="button" className={`w-fl__chip${group === 'all' ? ' w-fl__chip--on' : ''}`} onClick={() => setGroup('all')}>
            全部 {groups.data?.total ?? ''}
          </button>
          <button type="button" className={`w-fl__chip${group === 0 ? ' w-fl__chip--on' : ''}`} onClick={() => setGroup(0)}>
            未分组 {groups.data?.ungrouped ?? ''}
          </button>
          {groupList.map((g) => (
            <button key={g.id} type="button" className={`w-fl__chip${group === g.id ? ' w-fl__chip--on' : ''}`} onClick={() => setGroup(g.id)} data-testid="group-chip">
              {g.name} {g.count}
            </button>
          ))}
          <button type="button" className="w-fl__chip w-fl__chip--add" onClick={() => void createGroup()}>
            ＋ 新建分组
          </button>
        </div>
        {activeGroup && (
          <div className="w-fl__manage">
            <span>分组「{activeGroup.name}」</span>
            <button type="button" onClick={() => void manageGroup(activeGroup)}>
              管理分组
            </button>
          </div>
        )}
      </div>
      <ListStates
        query={q}
        empty={items.length === 0}
        errorTitle="收藏加载失败"
        emptyTitle={group === 'all' ? `还没有收藏${FAVORITE_TYPE_NAMES[type]}` : '这个分组还是空的'}
        emptyDescription={group === 'all' ? '看到喜欢的，点一下星标就能收藏' : '在收藏上点“⋯”即可移动到分组'}
        stateClassName="w-fl__state"
      />
      <div className="w-fl__list">
        {items.map((item) => (
          <Row key={item.id} item={item} groupName={nameOf(item.groupId)} onOpen={() => open(item)} onMore={() => more(item)} />
        ))}
      </div>
      <ListFooter query={q} shown={items.length} />
    </section>
  );
}
