import { Toast } from 'antd-mobile';
import { useRef } from 'react';
import { ROLE_RECRUITER, ROLE_SEEKER } from '../../../schemas/client-config';
import { useFavoriteRefs, useFavoriteRefsFetch, useFavoriteToggle } from '../../runtime/data-hooks/use-favorites';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useRuntime } from '../../runtime/runtime';
import { useRouteId } from '../../runtime/route-id';
import type { FavoriteButtonProps } from './schema';
import './favorite-button.css';

function Star({ on }: { on: boolean }) {
  return (
    <svg className="w-fav__star" viewBox="0 0 24 24" aria-hidden>
      <path
        d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Favorites the item or takes it back. A visitor is asked to log in first
 * (as a recruiter for resumes); the star follows the server's list of the
 * user's favorites of that type. A tap while a reload is still restoring the
 * session waits for the restore: a signed-in user is not asked to log in.
 */
export function FavoriteButton(props: WidgetRenderProps<FavoriteButtonProps>) {
  const rt = useRuntime();
  const routeId = useRouteId();
  const id = props.id ?? routeId;
  const all = useFavoriteRefs(props.type, id !== null);
  const fetchRefs = useFavoriteRefsFetch(props.type);
  const toggleFavorite = useFavoriteToggle();
  const waiting = useRef(false);
  const busy = toggleFavorite.isPending;
  const mine = id === null ? undefined : all.data?.list.find((f) => f.dataId === id);
  const on = Boolean(mine);

  async function toggle() {
    if (id === null || busy || waiting.current) return;
    waiting.current = true;
    try {
      await rt.session.settled();
      if (!rt.session.getState().user) {
        props.host?.runLink({ type: 'login', params: { role: props.type === 'resume' ? ROLE_RECRUITER : ROLE_SEEKER } });
        return;
      }
      // Tapped before the star knew the user's favorites (the restore was under way): asked now.
      const favoriteId = all.data ? (mine?.id ?? null) : ((await fetchRefs()).list.find((f) => f.dataId === id)?.id ?? null);
      const done = await toggleFavorite.mutateAsync({ type: props.type, id, favoriteId });
      Toast.show({ content: done === 'deleted' ? '已取消收藏' : '收藏成功' });
    } catch {
      // The request wrapper showed the server's message.
    } finally {
      waiting.current = false;
    }
  }

  if (id === null) return null;
  const label = on ? props.activeText : props.text;
  return (
    <button
      type="button"
      className={`w-fav w-fav--${props.variant}${on ? ' w-fav--on' : ''}`}
      aria-pressed={on}
      disabled={busy}
      onClick={() => void toggle()}
      data-testid="favorite-button"
    >
      <Star on={on} />
      {/* The icon variant keeps its label for screen readers only. */}
      <span className={props.variant === 'bar' ? 'w-fav__text' : 'w-fav__sr'}>{label}</span>
    </button>
  );
}
