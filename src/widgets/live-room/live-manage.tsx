import { Button, Checkbox, Dialog, Input, Popup, Selector, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { LIVE_PATHS, LIVE_STATE, LIVE_STATE_TEXT, liveJobOptionsSchema, liveSchema, type Live } from '../../../schemas/live';
import { pageResultSchema } from '../../../schemas/paging';
import { paths } from '../../runtime/paths';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useLiveSave } from '../../runtime/data-hooks/use-live';
import { useApiQuery, useRuntime, useSession } from '../../runtime/runtime';
import { ListStates } from '../../runtime/ui/list-states';
import { LoginPrompt } from '../../runtime/ui/login-prompt';
import { uploadErrorDialog, uploadFile } from '../../runtime/upload';
import type { LiveRoomProps } from './schema';

const livePageSchema = pageResultSchema(liveSchema);

/** An instant as the value of an <input type="datetime-local"> (the phone's own time zone). */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
const fromLocalInput = (v: string): number | null => {
  const t = new Date(v).getTime();
  return v && Number.isFinite(t) ? t : null;
};
const when = (ms: number) => {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getMonth() + 1}月${d.getDate()}日 ${p(d.getHours())}:${p(d.getMinutes())}`;
};

interface Draft {
  id?: number;
  title: string;
  cover: string;
  start: string;
  end: string;
  playUrl: string;
  replayUrl: string;
  jobIds: number[];
  status: number;
}

function draftOf(live: Live | null): Draft {
  if (!live) {
    const start = new Date(Date.now() + 86_400_000);
    start.setHours(19, 0, 0, 0);
    return { title: '', cover: '', start: toLocalInput(start.getTime()), end: '', playUrl: '', replayUrl: '', jobIds: [], status: LIVE_STATE.upcoming };
  }
  return {
    id: live.id,
    title: live.title,
    cover: live.cover,
    start: toLocalInput(live.startAt),
    end: live.endAtSet ? toLocalInput(live.endAt) : '',
    playUrl: live.playUrl,
    replayUrl: live.replayUrl,
    jobIds: live.jobs.map((j) => j.id),
    status: live.status,
  };
}

/** The create / edit form of one live (title, cover upload, times, the company's jobs, stream addresses, state). */
function LiveEditor({ live, onDone }: { live: Live | null; onDone: (saved: Live | null) => void }) {
  const rt = useRuntime();
  const [d, setD] = useState<Draft>(() => draftOf(live));
  const liveSave = useLiveSave();
  const busy = liveSave.isPending;
  const [uploading, setUploading] = useState<number | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const jobs = useApiQuery(LIVE_PATHS.jobOptions, {}, { parse: (raw) => liveJobOptionsSchema.parse(raw) });
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));

  const pickCover = async (file: File | undefined) => {
    if (!file) return;
    setUploading(0);
    try {
      const up = await uploadFile(rt.api, file, { onProgress: setUploading });
      set({ cover: up.url });
    } catch (e) {
      await Dialog.alert(uploadErrorDialog(e));
    } finally {
      setUploading(null);
    }
  };
  const save = async () => {
    const startAt = fromLocalInput(d.start);
    if (!d.title.trim()) return void Toast.show({ content: '请填写直播标题' });
    if (startAt === null) return void Toast.show({ content: '请选择开始时间' });
    const endAt = fromLocalInput(d.end);
    if (busy) return;
    try {
      const body = { ...(d.id ? { id: d.id } : {}), title: d.title.trim(), cover: d.cover, startAt, endAt, playUrl: d.playUrl.trim(), replayUrl: d.replayUrl.trim(), jobIds: d.jobIds, status: d.status };
      const saved = await liveSave.mutateAsync(body);
      Toast.show({ content: d.id ? '直播已保存' : '直播已创建' });
      onDone(saved);
    } catch {
      /* the request wrapper showed why */
    }
  };
  // The state moves forward only (the server checks it too).
  const states = [LIVE_STATE.upcoming, LIVE_STATE.live, LIVE_STATE.ended, LIVE_STATE.replay].filter((s) => s >= (live?.status ?? 0)).map((s) => ({ label: LIVE_STATE_TEXT[s]!, value: s }));
  return (
    <form
      className="w-live-edit"
      aria-label={live ? '编辑直播' : '创建直播'}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 className="w-live-edit__title">{live ? '编辑直播' : '创建直播'}</h2>
      <label className="w-live-edit__row">
        <span>直播标题</span>
        <Input value={d.title} onChange={(v) => set({ title: v })} placeholder="如：春招技术岗直播带岗" maxLength={60} aria-label="直播标题" />
      </label>
      <div className="w-live-edit__row">
        <span>封面</span>
        <div className="w-live-edit__cover">
          {d.cover ? <img src={d.cover} alt="直播封面" data-testid="live-cover" /> : <div className="w-live-edit__cover-empty">16:9 图片</div>}
          <Button size="small" type="button" loading={uploading !== null} onClick={() => fileRef.current?.click()}>
            {uploading !== null ? `上传中 ${Math.round(uploading * 100)}%` : d.cover ? '更换封面' : '上传封面'}
          </Button>
          <input
            ref={fileRef}
            type="file"
            accept="image/*"
            hidden
            aria-label="上传封面"
            onChange={(e) => {
              void pickCover(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </div>
      </div>
      <label className="w-live-edit__row">
        <span>开始时间</span>
        <input type="datetime-local" value={d.start} onChange={(e) => set({ start: e.target.value })} aria-label="开始时间" />
      </label>
      <label className="w-live-edit__row">
        <span>结束时间</span>
        <input type="datetime-local" value={d.end} onChange={(e) => set({ end: e.target.value })} aria-label="结束时间" />
        <small>不填则开播 2 小时后结束</small>
      </label>
      <label className="w-live-edit__row">
        <span>播放地址</span>
        <Input value={d.playUrl} onChange={(v) => set({ playUrl: v })} placeholder="HLS 地址，如 https://live.example.com/hls/room.m3u8" aria-label="播放地址" />
      </label>
      {live && live.status >= LIVE_STATE.live && (
        <label className="w-live-edit__row">
          <span>回放地址</span>
          <Input value={d.replayUrl} onChange={(v) => set({ replayUrl: v })} placeholder="直播结束后的回放 HLS 地址" aria-label="回放地址" />
        </label>
      )}
      {live && (
        <div className="w-live-edit__row">
          <span>直播状态</span>
          <Selector options={states} value={[d.status]} onChange={(v) => v[0] !== undefined && set({ status: v[0] })} />
        </div>
      )}
      <div className="w-live-edit__row">
        <span>直播职位</span>
        {jobs.data && jobs.data.list.length === 0 && <small>本企业暂无在招职位</small>}
        <Checkbox.Group value={d.jobIds} onChange={(v) => set({ jobIds: v as number[] })}>
          <div className="w-live-edit__jobs">
            {jobs.data?.list.map((j) => (
              <Checkbox key={j.id} value={j.id}>
                {j.title}
              </Checkbox>
            ))}
          </div>
        </Checkbox.Group>
      </div>
      <div className="w-live-edit__actions">
        <Button type="button" onClick={() => onDone(null)}>
          取消
        </Button>
        <Button type="submit" color="primary" loading={busy}>
          {live ? '保存' : '创建直播'}
        </Button>
      </div>
    </form>
  );
}

/** 直播管理 (/my/lives): the recruiter's company's lives, each to edit or open, and 创建直播. */
export function LiveManage({ host }: WidgetRenderProps<LiveRoomProps>) {
  const { user } = useSession();
  const q = useApiQuery(LIVE_PATHS.mine, { page: 1, limit: 50 }, { enabled: Boolean(user), parse: (raw) => livePageSchema.parse(raw) });
  const [editing, setEditing] = useState<Live | null | 'new'>(null);
  if (!user) return <LoginPrompt host={host} text="登录后管理直播" button="登录" />;
  const list = q.data?.list ?? [];
  return (
    <div className="w-live-manage" data-testid="live-manage">
      <div className="w-live-manage__bar">
        <span>本企业的直播招聘</span>
        <Button size="small" color="primary" onClick={() => setEditing('new')}>
          创建直播
        </Button>
      </div>
      <ListStates query={q} empty={list.length === 0} errorTitle="直播加载失败" emptyTitle="还没有直播" emptyDescription="创建一场直播，在直播间展示本企业的职位" stateClassName="w-live-manage__state" />
      {list.map((l) => (
        <article key={l.id} className="w-live-manage__item" data-testid="my-live">
          <div className="w-live-manage__cover" style={l.cover ? { backgroundImage: `url(${l.cover})` } : undefined}>
            <span className={`w-live__badge w-live__badge--${l.status}`}>{l.statusText}</span>
          </div>
          <div className="w-live-manage__body">
            <b>{l.title}</b>
            <span>
              {when(l.startAt)} – {when(l.endAt)}
            </span>
            <span>{l.jobs.length} 个职位 · ♥ {l.likes}</span>
            <div className="w-live-manage__ops">
              <Button size="mini" onClick={() => setEditing(l)}>
                编辑
              </Button>
              <Button size="mini" color="primary" fill="outline" onClick={() => host?.runLink({ type: 'navigate', path: paths.liveDetail.href(l.id) })}>
                进入直播间
              </Button>
            </div>
          </div>
        </article>
      ))}
      <Popup visible={editing !== null} onMaskClick={() => setEditing(null)} bodyStyle={{ maxHeight: '88vh', overflowY: 'auto', borderTopLeftRadius: 12, borderTopRightRadius: 12 }} destroyOnClose>
        {editing !== null && (
          <LiveEditor
            live={editing === 'new' ? null : editing}
            onDone={() => {
              // A saved live is in the list already: the save refetched it.
              setEditing(null);
            }}
          />
        )}
      </Popup>
    </div>
  );
}
