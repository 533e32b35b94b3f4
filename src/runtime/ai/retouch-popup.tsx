import { Button, Popup } from 'antd-mobile';
import { ApiRequestError, type ApiClient } from '../api/client';
import { TOP_LAYER_Z_INDEX } from '../constants';
import { useEffect, useRef, useState } from 'react';
import './retouch-popup.css';


/** What the user asks of the text (server/modules/ai AI_RETOUCH_MODES). */
export const AI_MODES = [
  { mode: 'polish', label: '润色' },
  { mode: 'shorten', label: '精简' },
  { mode: 'formal', label: '更正式' },
] as const;
export type AiMode = (typeof AI_MODES)[number]['mode'];
export type AiScene = 'intro' | 'job' | 'chat';

type State = { kind: 'idle' } | { kind: 'streaming'; text: string } | { kind: 'done'; text: string } | { kind: 'failed'; msg: string; text: string };

/**
 * The AI retouch popup (spec §2): pick 润色 / 精简 / 更正式, the answer streams in,
 * then 采用 (replaces the text), 重试 (asks again) or 放弃 (closes, text unchanged).
 */
export function AiRetouchPopup(props: { api: Pick<ApiClient, 'stream'>; visible: boolean; text: string; scene: AiScene; onAccept: (text: string) => void; onClose: () => void }) {
  const [mode, setMode] = useState<AiMode>('polish');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const ask = (m: AiMode) => {
    abort.current?.abort();
    const ctrl = new AbortController();
    abort.current = ctrl;
    setMode(m);
    setState({ kind: 'streaming', text: '' });
    let text = '';
    props.api
      .stream<{ text: string }>('/api-user/tools/aiRetouch', { text: props.text, mode: m, scene: props.scene }, (piece) => {
        if (ctrl.signal.aborted) return;
        text += piece;
        setState({ kind: 'streaming', text });
      }, ctrl.signal)
      .then((d) => !ctrl.signal.aborted && setState({ kind: 'done', text: d.text }))
      .catch((e: unknown) => {
        if (ctrl.signal.aborted) return;
        setState({ kind: 'failed', msg: e instanceof ApiRequestError ? e.message : 'AI 服务暂时不可用，请稍后再试', text });
      });
  };
  const close = () => {
    abort.current?.abort();
    setState({ kind: 'idle' });
    props.onClose();
  };

  return (
    <Popup
      visible={props.visible}
      onMaskClick={close}
      // Above the form popup it is opened from.
      style={{ '--z-index': String(TOP_LAYER_Z_INDEX) } as Record<string, string>}
      bodyClassName="rm-ai-retouch" bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}>
      <section aria-label="AI 润色" data-testid="ai-retouch">
        <header className="rm-ai-retouch__head">
          <strong>AI 润色</strong>
          <button type="button" className="rm-ai-retouch__close" aria-label="关闭" onClick={close}>
            ×
          </button>
        </header>
        <div className="rm-ai-retouch__modes" role="group" aria-label="润色方式">
          {AI_MODES.map((m) => (
            <button key={m.mode} type="button" aria-pressed={mode === m.mode && state.kind !== 'idle'} disabled={state.kind === 'streaming'} onClick={() => ask(m.mode)}>
              {m.label}
            </button>
          ))}
        </div>
        <div className="rm-ai-retouch__answer" aria-live="polite" data-testid="ai-answer">
          {state.kind === 'idle' && <span className="rm-ai-retouch__hint">选择一种方式，AI 帮你改写这段文字</span>}
          {state.kind !== 'idle' && state.text}
          {state.kind === 'streaming' && <span className="rm-ai-retouch__cursor" aria-label="生成中" />}
          {state.kind === 'failed' && <p className="rm-ai-retouch__error" role="alert">{state.msg}</p>}
        </div>
        <footer className="rm-ai-retouch__actions">
          <Button onClick={close}>放弃</Button>
          <Button disabled={state.kind === 'idle' || state.kind === 'streaming'} onClick={() => ask(mode)}>
            重试
          </Button>
          <Button
            color="primary"
            disabled={state.kind !== 'done' || !state.text.trim()}
            onClick={() => {
              if (state.kind !== 'done') return;
              props.onAccept(state.text.trim());
              close();
            }}
          >
            采用
          </Button>
        </footer>
      </section>
    </Popup>
  );
}
