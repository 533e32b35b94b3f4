import { CascaderView, Popup, type CascaderOption } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { z } from 'zod';
import type { PopupRenderProps } from '../manager';
import { SheetHeader, withParsedProps } from './common';

/** An area (spec §3): level 1 province, 2 city, 3 district. */
export const areaSchema = z.object({
  level: z.coerce.number().int(),
  code: z.coerce.string(),
  name: z.string(),
});
export type Area = z.infer<typeof areaSchema>;

/** Loads the areas of a level: provinces without a parent, the rest under the parent's code (data-hooks/use-common-data.ts). */
export type LoadAreas = (level: number, parentCode?: string) => Promise<Area[]>;

/** Props of the 'address-area-select' popup. */
export const addressAreaPropsSchema = z.object({
  title: z.string().max(50).default('选择地区'),
  /** Selected codes from the province down. */
  value: z.array(z.coerce.string()).max(3).optional(),
  /** How deep to go: 1 province, 2 city, 3 district (default). */
  depth: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(3),
});
export type AddressAreaProps = z.infer<typeof addressAreaPropsSchema>;

export interface AddressAreaDeps {
  loadAreas: LoadAreas;
  toast: (text: string) => void;
}

/** Marks a level not loaded yet: the cascader shows a skeleton for it. */
const LOADING = CascaderView.optionSkeleton;

type AreaOption = CascaderOption & { area: Area };

function toOptions(areas: Area[], depth: number): AreaOption[] {
  return areas.map((a) => (a.level >= depth ? { label: a.name, value: a.code, area: a } : { label: a.name, value: a.code, area: a, children: LOADING }));
}

/** The tree with the children of the node at `path` replaced (undefined makes it a leaf). */
function withChildren(tree: CascaderOption[], path: string[], children: CascaderOption[] | undefined): CascaderOption[] {
  const [head, ...rest] = path;
  return tree.map((o) => {
    if (o.value !== head) return o;
    if (rest.length > 0) return { ...o, children: withChildren(o.children ?? [], rest, children) };
    const { children: _old, ...leaf } = o;
    return children && children.length > 0 ? { ...leaf, children } : leaf;
  });
}

function findPath(tree: CascaderOption[], codes: string[]): AreaOption[] {
  const out: AreaOption[] = [];
  let level: CascaderOption[] | undefined = tree;
  for (const c of codes) {
    const hit = level?.find((o) => o.value === c) as AreaOption | undefined;
    if (!hit) break;
    out.push(hit);
    level = hit.children;
  }
  return out;
}

/**
 * Province → city → district, each level loaded when its parent is chosen.
 * Confirms the chosen areas from the province down.
 */
export function createAddressAreaPopup({ loadAreas, toast }: AddressAreaDeps) {
  function AddressAreaSelect({ props, visible, confirm, cancel }: PopupRenderProps<AddressAreaProps, Area[]>) {
    const [tree, setTree] = useState<CascaderOption[]>(LOADING);
    const [value, setValue] = useState<string[]>([]);
    // The tree as last set, for async steps that run before React renders it.
    const treeRef = useRef(tree);
    const loading = useRef(new Set<string>());
    const update = (next: (t: CascaderOption[]) => CascaderOption[]) => {
      treeRef.current = next(treeRef.current);
      setTree(treeRef.current);
    };

    const loadUnder = useCallback(
      async (path: string[], level: number): Promise<boolean> => {
        const key = path.join('/') || '(root)';
        if (loading.current.has(key)) return false;
        loading.current.add(key);
        try {
          const areas = await loadAreas(level, path.length > 0 ? path[path.length - 1] : undefined);
          const options = toOptions(areas, props.depth);
          update((t) => (path.length === 0 ? options : withChildren(t, path, options)));
          return true;
        } catch (e) {
          console.warn('area load failed', e);
          toast('地区加载失败，请重试');
          if (path.length > 0) update((t) => withChildren(t, path, undefined));
          return false;
        } finally {
          loading.current.delete(key);
        }
      },
      [props.depth],
    );

    // On show: the provinces once, then any level along the given value not loaded yet.
    const { value: given } = props;
    useEffect(() => {
      if (!visible) return;
      void (async () => {
        if (treeRef.current === LOADING && !(await loadUnder([], 1))) return;
        if (!given) return;
        for (let i = 0; i < given.length && i + 1 < props.depth; i++) {
          const path = given.slice(0, i + 1);
          const node = findPath(treeRef.current, path)[i];
          if (!node) break;
          if (node.children === LOADING && !(await loadUnder(path, i + 2))) break;
        }
        setValue(given);
      })();
    }, [visible, given, loadUnder, props.depth]);

    const onChange = (next: (string | number | null)[]) => {
      const codes = next.map(String);
      setValue(codes);
      const last = findPath(treeRef.current, codes).pop();
      if (last && last.children === LOADING) void loadUnder(codes, last.area.level + 1);
    };

    const ok = () => {
      const path = findPath(tree, value);
      const last = path[path.length - 1];
      if (!last || (last.children !== undefined && last.children.length > 0)) {
        toast('请选择完整的地区');
        return;
      }
      confirm(path.map((o) => o.area));
    };

    return (
      <Popup getContainer={null} visible={visible} onMaskClick={cancel} bodyStyle={{ borderTopLeftRadius: 8, borderTopRightRadius: 8 }}>
        <SheetHeader title={props.title} onCancel={cancel} onConfirm={ok} />
        <CascaderView options={tree} value={value} onChange={onChange} style={{ '--height': '55vh' } as CSSProperties} />
      </Popup>
    );
  }
  return withParsedProps('address-area-select', addressAreaPropsSchema, AddressAreaSelect);
}
