import { Component, createContext, memo, Suspense, use, useContext, useEffect, useMemo, useRef, useState, type CSSProperties, type ErrorInfo, type ReactNode } from 'react';
import type { LinkObject, NodeStyle } from '../../../schemas/design';
import { isVisible } from '../conditions';
import type { Registry, WidgetDefinition, WidgetHost } from '../registry';
import type { DesignIssue, ParsedNode } from './loader';
import './renderer.css';

/** What every node of a page shares: the registry, the page data for conditions and links, and how links run. */
export interface DesignContextValue {
  registry: Registry;
  /** Data visible to conditions and {{path}} placeholders: user, route, … */
  data: Record<string, unknown>;
  /** Hands a link to the action interpreter; `data` adds to the page data (e.g. { item }). */
  runLink(link: LinkObject, data?: Record<string, unknown>): void;
  /** Preview and development show problems as visible boxes; production hides them. */
  preview: boolean;
  report(issue: DesignIssue): void;
  page: string;
}

const DesignContext = createContext<DesignContextValue | null>(null);

export function DesignProvider({ value, children }: { value: DesignContextValue; children: ReactNode }) {
  return <DesignContext.Provider value={value}>{children}</DesignContext.Provider>;
}

function useDesign(): DesignContextValue {
  const v = useContext(DesignContext);
  if (!v) throw new Error('design nodes need a <DesignProvider> above them');
  return v;
}

/** The first nodes render at once; the rest mount as they come near the viewport. */
export const EAGER_NODE_COUNT = 8;
const LAZY_ROOT_MARGIN = '600px 0px';

export function DesignNodes({ nodes, lazyFrom = EAGER_NODE_COUNT }: { nodes: readonly ParsedNode[]; lazyFrom?: number }) {
  return (
    <>
      {nodes.map((n, i) => (i < lazyFrom ? <NodeView key={n.id} node={n} /> : <LazyMount key={n.id} node={n} />))}
    </>
  );
}

function LazyMount({ node }: { node: ParsedNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (shown || !ref.current) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setShown(true), { rootMargin: LAZY_ROOT_MARGIN });
    io.observe(ref.current);
    return () => io.disconnect();
  }, [shown]);
  return shown ? <NodeView node={node} /> : <div ref={ref} className="dn-lazy" data-lazy-node={node.id} />;
}

function styleOf(s: NodeStyle | undefined): CSSProperties | undefined {
  if (!s) return undefined;
  return {
    marginTop: s.mt,
    marginBottom: s.mb,
    marginLeft: s.mx,
    marginRight: s.mx,
    padding: s.pd,
    background: s.bg,
    borderRadius: s.radius,
    overflow: s.radius ? 'hidden' : undefined,
  };
}

/** A problem shown in preview/development only. */
function ProblemBox({ title, detail }: { title: string; detail: string }) {
  return (
    <div className="dn-problem" role="note">
      <strong>{title}</strong>
      <pre>{detail}</pre>
    </div>
  );
}

/**
 * One node: visibility, its widget (loaded lazily), its props checked by the
 * widget's schema, its own error boundary. Memoised on the node object, so a
 * widget's own state change re-renders that widget only.
 */
export const NodeView = memo(function NodeView({ node }: { node: ParsedNode }) {
  const ctx = useDesign();
  if (!isVisible(node.visible, ctx.data)) return null;
  if (!ctx.registry.has(node.type)) {
    return <Unknown node={node} />;
  }
  return (
    <WidgetBoundary node={node} ctx={ctx}>
      <LoadedWidget node={node} ctx={ctx} />
    </WidgetBoundary>
  );
});

function Unknown({ node }: { node: ParsedNode }) {
  const ctx = useDesign();
  useEffect(() => {
    ctx.report({ page: ctx.page, at: node.id, message: `未知组件类型 ${node.type}` });
  }, [ctx, node]);
  if (!ctx.preview) return null;
  return <ProblemBox title={`未知组件：${node.type}`} detail={JSON.stringify({ id: node.id, type: node.type, props: node.props }, null, 2)} />;
}

function LoadedWidget({ node, ctx }: { node: ParsedNode; ctx: DesignContextValue }) {
  // Always use(): the registry hands out one promise per type, already marked fulfilled once loaded.
  const def: WidgetDefinition = use(ctx.registry.load(node.type));
  const parsed = useMemo(() => def.propsSchema.safeParse(node.props), [def, node.props]);
  const children = useMemo(() => (node.children.length ? node.children.map((c) => <NodeView key={c.id} node={c} />) : undefined), [node.children]);
  const { runLink, preview } = ctx;
  const host = useMemo<WidgetHost>(
    () => ({
      nodeId: node.id,
      runLink: (link, data) => {
        const l = link ?? node.link;
        if (l) runLink(l, data);
      },
      children,
      preview,
    }),
    [node.id, node.link, runLink, children, preview],
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = `${issue?.path.join('.') || 'props'}: ${issue?.message ?? '属性无效'}`;
    return <BadProps node={node} message={message} />;
  }
  const Render = def.render;
  return (
    <div className="dn" data-node-id={node.id} data-node-type={node.type} style={styleOf(node.style)}>
      <Render {...(parsed.data as object)} host={host} />
    </div>
  );
}

function BadProps({ node, message }: { node: ParsedNode; message: string }) {
  const ctx = useDesign();
  useEffect(() => {
    ctx.report({ page: ctx.page, at: node.id, message });
  }, [ctx, node, message]);
  return ctx.preview ? <ProblemBox title={`组件属性无效：${node.type}#${node.id}`} detail={message} /> : null;
}

interface BoundaryProps {
  node: ParsedNode;
  ctx: DesignContextValue;
  children: ReactNode;
}

/** Each widget has its own error boundary: one that throws leaves the rest of the page standing. */
class WidgetBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    const { node, ctx } = this.props;
    ctx.report({ page: ctx.page, at: node.id, message: `${node.type} 渲染出错：${error.message}` });
    if (ctx.preview) console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    const { node, ctx, children } = this.props;
    if (error) return ctx.preview ? <ProblemBox title={`组件出错：${node.type}#${node.id}`} detail={error.message} /> : null;
    // Each node suspends on its own while its widget's code loads.
    return <Suspense fallback={<div className="dn-loading" aria-hidden />}>{children}</Suspense>;
  }
}


/**
 * The page data (user, route: path, params, query) for widgets that take a
 * record from the route, e.g. /job/:id; {} outside a design page (stories, popups).
 */
export function useDesignData(): Record<string, unknown> {
  return useContext(DesignContext)?.data ?? {};
}
