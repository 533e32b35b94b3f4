import { Input, Popup, SearchBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import type { PopupRenderProps } from '../popups';
import { SheetHeader, showTopToast } from '../popups/built-in/common';
import { useApiQuery } from '../runtime';
import { useDebounced } from '../utils/use-debounced';
import './resume.css';

const listSchema = z.object({ list: z.array(z.string()) });
const TAG_MAX_CHARS = 20;

/** Props of the 'emphasis-add' popup (spec §2): tags to add beside the ones the resume has. */
export const emphasisAddPropsSchema = z.object({
  title: z.string().max(20).default('添加技能标签'),
  /** The seeker's expected position: its typical highlights are suggested first. */
  positionId: z.number().int().positive().optional(),
  /** Tags the resume already has (shown as taken, not added twice). */
  existing: z.array(z.string()).default([]),
  /** How many may be added now. */
  max: z.number().int().min(0).default(10),
});
export type EmphasisAddProps = z.infer<typeof emphasisAddPropsSchema>;

/** Checks a tag typed by hand; null when it is good. */
export function customTagProblem(tag: string, chosen: readonly string[], existing: readonly string[]): string | null {
  if (!tag) return '请输入标签';
  if ([...tag].length > TAG_MAX_CHARS) return `标签最多 ${TAG_MAX_CHARS} 个字`;
  if (/^\d+$/.test(tag)) return '标签不能是纯数字';
  if (chosen.includes(tag) || existing.includes(tag)) return '已添加过这个标签';
  return null;
}

function Tags({ label, tags, chosen, existing, onToggle }: { label: string; tags: readonly string[]; chosen: readonly string[]; existing: readonly string[]; onToggle: (t: string) => void }) {
  if (tags.length === 0) return null;
  return (
    <section className="rm-emphasis__group" aria-label={label}>
      <h3 className="rm-emphasis__h">{label}</h3>
      <div className="rm-emphasis__tags">
        {tags.map((t) => {
          const taken = existing.includes(t);
          return (
            <button key={t} type="button" className="rm-emphasis__tag" aria-pressed={chosen.includes(t)} disabled={taken} title={taken ? '简历里已有' : undefined} onClick={() => onToggle(t)}>
              {t}
            </button>
          );
        })}
      </div>
    </section>
  );
}

/**
 * The emphasis add popup: hot tags, the ones typical of the seeker's position,
 * a search (common/emphasis/find) and a tag of one's own; confirms the chosen
 * tags in the order they were picked.
 */
function EmphasisAddPopup({ props: raw, visible, confirm, cancel }: PopupRenderProps<Record<string, unknown>, string[]>) {
  const props = emphasisAddPropsSchema.parse(raw);
  const [chosen, setChosen] = useState<string[]>([]);
  const [keyword, setKeyword] = useState('');
  const [custom, setCustom] = useState('');
  const settle = useDebounced((v: string) => setKeyword(v.trim()));
  useEffect(() => {
    if (visible) setChosen([]);
  }, [visible]);

  const hot = useApiQuery('/api-user/common/emphasis/hot', {}, { silent: true, parse: (r) => listSchema.parse(r).list });
  const found = useApiQuery(
    '/api-user/common/emphasis/find',
    { ...(props.positionId ? { positionId: props.positionId } : {}), ...(keyword ? { keyword } : {}) },
    { silent: true, parse: (r) => listSchema.parse(r).list },
  );

  const toggle = (t: string) => {
    if (chosen.includes(t)) return setChosen(chosen.filter((c) => c !== t));
    if (chosen.length >= props.max) return showTopToast(props.max === 0 ? '技能标签已达上限' : `最多再添加 ${props.max} 个`);
    setChosen([...chosen, t]);
  };
  const addCustom = () => {
    const tag = custom.trim();
    const problem = customTagProblem(tag, chosen, props.existing);
    if (problem) return showTopToast(problem);
    if (chosen.length >= props.max) return showTopToast(`最多再添加 ${props.max} 个`);
    setChosen([...chosen, tag]);
    setCustom('');
  };

  return (
    <Popup getContainer={null} visible={visible} onMaskClick={cancel} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '80vh', display: 'flex', flexDirection: 'column' }}>
      <div className="rm-emphasis" data-testid="emphasis-add" role="dialog" aria-label={props.title}>
        <SheetHeader
          title={
            <>
              {props.title}
              <span className="rm-sheet__hint">{`${chosen.length}/${props.max}`}</span>
            </>
          }
          onCancel={cancel}
          onConfirm={() => (chosen.length === 0 ? showTopToast('请至少选择一个标签') : confirm(chosen))}
        />
        <div className="rm-emphasis__body">
          <div className="rm-emphasis__chosen" aria-label="已选标签" aria-live="polite">
            {chosen.length === 0 ? (
              <span className="rm-emphasis__hint">点选下面的标签，或输入自己的</span>
            ) : (
              chosen.map((t) => (
                <button key={t} type="button" className="rm-emphasis__chip" aria-label={`移除 ${t}`} onClick={() => toggle(t)}>
                  {t} ×
                </button>
              ))
            )}
          </div>
          <div className="rm-emphasis__custom">
            <Input placeholder="自定义标签，如：短视频剪辑" value={custom} maxLength={TAG_MAX_CHARS} onChange={setCustom} onEnterPress={addCustom} aria-label="自定义标签" />
            <button type="button" className="rm-emphasis__add" onClick={addCustom}>
              添加
            </button>
          </div>
          <SearchBar placeholder="搜索技能、证书" onChange={settle} onSearch={(v) => setKeyword(v.trim())} onClear={() => setKeyword('')} maxLength={20} />
          {keyword ? (
            <Tags label="搜索结果" tags={found.data ?? []} chosen={chosen} existing={props.existing} onToggle={toggle} />
          ) : (
            <>
              <Tags label="热门标签" tags={hot.data ?? []} chosen={chosen} existing={props.existing} onToggle={toggle} />
              <Tags label={props.positionId ? '与你的期望职位相关' : '更多标签'} tags={(found.data ?? []).filter((t) => !(hot.data ?? []).includes(t))} chosen={chosen} existing={props.existing} onToggle={toggle} />
            </>
          )}
          {keyword && found.data?.length === 0 && <p className="rm-emphasis__hint">没有找到「{keyword}」，可以作为自定义标签添加</p>}
        </div>
      </div>
    </Popup>
  );
}
export default EmphasisAddPopup;
