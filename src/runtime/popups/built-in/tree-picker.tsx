import { CascadePicker, type CascadePickerOption } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { z } from 'zod';
import type { PopupRenderProps } from '../manager';
import { withParsedProps } from './common';

const idSchema = z.union([z.string(), z.number()]);

/** A tree item (spec §3): id, pid, name, children. */
export interface TreeItem {
  id: string | number;
  pid?: string | number | null | undefined;
  name: string;
  children?: TreeItem[] | undefined;
}
export const treeItemSchema: z.ZodType<TreeItem> = z.lazy(() =>
  z.object({
    id: idSchema,
    pid: idSchema.nullable().optional(),
    name: z.string(),
    children: z.array(treeItemSchema).optional(),
  }),
);

/** Props of the 'tree-picker' popup. */
export const treePickerPropsSchema = z.object({
  title: z.string().max(50).optional(),
  /** Nested items (children), or a flat list linked by pid; either way one tree. */
  items: z.array(treeItemSchema).min(1).optional(),
  /** Instead of items: the common data to load (industries or position categories). */
  source: z.enum(['industry', 'position']).optional(),
  /** Selected ids from the root down. */
  value: z.array(idSchema).optional(),
});
export type TreePickerProps = z.infer<typeof treePickerPropsSchema>;

/** Loads the items of a `source` (the common data calls: data-hooks/use-common-data.ts). */
export type LoadTree = (source: NonNullable<TreePickerProps['source']>) => Promise<TreeItem[]>;

/** What the 'tree-picker' popup confirms: the ids and items from the root down. */
export interface TreePickerValue {
  value: (string | number)[];
  items: { id: string | number; pid: string | number | null; name: string }[];
}

/** Turns a flat pid-linked list into a tree; nested input is kept as it is. */
export function buildTree(items: TreeItem[]): TreeItem[] {
  if (items.some((i) => i.children && i.children.length > 0)) return items;
  const byId = new Map<string, TreeItem & { children: TreeItem[] }>();
  for (const i of items) byId.set(String(i.id), { ...i, children: [] });
  const roots: TreeItem[] = [];
  for (const node of byId.values()) {
    const parent = node.pid === undefined || node.pid === null ? undefined : byId.get(String(node.pid));
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

interface Indexed {
  options: CascadePickerOption[];
  byValue: Map<string, TreeItem>;
}

function index(items: TreeItem[], parent: TreeItem | null, byValue: Map<string, TreeItem>, depth = 0): CascadePickerOption[] {
  // Data from outside: a cycle or absurd depth must not hang the page.
  if (depth > 20) return [];
  return items.map((item) => {
    const value = String(item.id);
    byValue.set(value, { ...item, pid: item.pid ?? parent?.id ?? null });
    const kids = item.children && item.children.length > 0 ? index(item.children, item, byValue, depth + 1) : undefined;
    return kids ? { label: item.name, value, children: kids } : { label: item.name, value };
  });
}

function TreePickerView({ items, props, visible, confirm, cancel }: PopupRenderProps<TreePickerProps, TreePickerValue> & { items: TreeItem[] }) {
  const { options, byValue } = useMemo<Indexed>(() => {
    const map = new Map<string, TreeItem>();
    return { options: index(buildTree(items), null, map), byValue: map };
  }, [items]);
  return (
    <CascadePicker
      getContainer={null}
      visible={visible}
      title={props.title}
      options={options}
      {...(props.value ? { value: props.value.map(String) } : {})}
      onConfirm={(values) => {
        const picked = values.flatMap((v) => {
          const item = v === null ? undefined : byValue.get(String(v));
          return item ? [{ id: item.id, pid: item.pid ?? null, name: item.name }] : [];
        });
        confirm({ value: picked.map((i) => i.id), items: picked });
      }}
      onCancel={cancel}
    />
  );
}

export interface TreePickerDeps {
  /** Loads `source` trees; without it a popup given only a source reports and cancels. */
  loadTree?: LoadTree;
  toast?: (text: string) => void;
}

/** The tree picker: the items given, or the common data of `source` loaded when it opens. */
export function createTreePickerPopup(deps: TreePickerDeps = {}) {
  function TreePicker(p: PopupRenderProps<TreePickerProps, TreePickerValue>) {
    const { items: given, source } = p.props;
    const [loaded, setLoaded] = useState<TreeItem[] | null>(null);
    const { cancel, visible } = p;
    useEffect(() => {
      if (given || !source || loaded || !visible) return;
      let live = true;
      const fail = (e?: unknown) => {
        console.warn('tree-picker: loading failed', source, e);
        deps.toast?.('数据加载失败，请重试');
        if (live) cancel();
      };
      if (!deps.loadTree) return fail();
      deps.loadTree(source).then((list) => live && setLoaded(list), fail);
      return () => {
        live = false;
      };
    }, [given, source, loaded, visible, cancel]);
    const items = given ?? loaded;
    if (!items) return null;
    return <TreePickerView {...p} items={items} />;
  }
  return withParsedProps(
    'tree-picker',
    treePickerPropsSchema.refine((v) => v.items !== undefined || v.source !== undefined, { message: 'tree-picker needs items or a source' }),
    TreePicker,
  );
}

export const TreePickerPopup = createTreePickerPopup();
