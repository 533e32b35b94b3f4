import { DotLoading, NavBar, Popup } from 'antd-mobile';
import { ErrorBlock } from '../../runtime/ui/error-block';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { ApiRequestError } from '../../runtime/api/client';
import { CODE_NOT_FOUND } from '../../runtime/constants';
import type { ParsedNode } from '../../runtime/design/loader';
import { DesignNodes, DesignProvider } from '../../runtime/design/renderer';
import { FormScope, type FormSubmitHandler, type FormValues } from '../../runtime/forms';
import type { PopupRenderProps } from '../../runtime/popups';
import { withParsedProps } from '../../runtime/popups/built-in/common';
import { ThemeScope } from '../../runtime/theme';
import { useDesignApp } from './design-app';
import { useDesignPage } from './use-design-page';

/**
 * /public/form and /public/form-group (spec §2): a generic form drawn from a
 * design page (`?page=`), whose values go back to whoever opened it. Opened as
 * a page, the values are left in sessionStorage under `form-result:<page>` and
 * the page goes back (or to `?back=`); opened as the 'form' popup, the popup
 * confirms with them.
 */

/** Where a form opened as a page leaves its values: sessionStorage key prefix, then the page key. */
export const FORM_RESULT_KEY_PREFIX = 'form-result:';
export const DEFAULT_FORM_PAGE = 'public-form';
export const DEFAULT_FORM_GROUP_PAGE = 'public-form-group';

const pageKeySchema = z.string().min(1).max(64).regex(/^[\w-]+$/);
/** `?back=` is followed only when it is a path of this site (no scheme, no //host). */
const INTERNAL_PATH = /^\/(?!\/)[^\s\\]*$/;

function findNode(nodes: readonly ParsedNode[], id: string): ParsedNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const inner = findNode(n.children, id);
    if (inner) return inner;
  }
  return undefined;
}

interface FormPageProps {
  page: string;
  preview?: string | undefined;
  /**
   * Called once the values passed every field and the submit link (when there is one);
   * resolving false keeps the form open (its own call was refused).
   */
  onComplete(values: FormValues): void | boolean | Promise<void | boolean>;
  /** A popup sets no document title. */
  inPopup?: boolean;
  /** Opened as a page: the header's back arrow (a popup has its own header). */
  onBack?: (() => void) | undefined;
}

/** The design page of a form inside a FormScope; the submit button's link runs here, awaited, with `{{form.<name>}}`. */
export function FormPage({ page, preview, onComplete, inPopup = false, onBack }: FormPageProps) {
  const app = useDesignApp();
  const { query: q, ctx, data, setting } = useDesignPage(page, { preview, setTitle: !inPopup });

  const nodes = q.data?.nodes;
  const onSubmit = useCallback<FormSubmitHandler>(
    async (values, request) => {
      const link = request.link ?? (request.nodeId && nodes ? findNode(nodes, request.nodeId)?.link : undefined);
      if (link) {
        const r = await app.runLink(link, { ...data, form: values });
        if (!r.ok) return false;
      }
      return (await onComplete(values)) !== false;
    },
    [nodes, app, data, onComplete],
  );

  if (q.isError && !q.data) {
    const notFound = q.error instanceof ApiRequestError && q.error.code === CODE_NOT_FOUND;
    return (
      <ErrorBlock
        status={notFound ? 'empty' : 'disconnected'}
        title={notFound ? '表单不存在' : '表单加载失败'}
        description={notFound ? '该表单尚未发布或已下线' : '请检查网络后重试'}
        fullPage={!inPopup}
      />
    );
  }
  if (!q.data) {
    return (
      <div className="design-page__state" role="status" aria-busy="true">
        <DotLoading color="primary" />
      </div>
    );
  }
  return (
    <ThemeScope setting={setting ?? undefined} page={q.data.style} className={`design-page design-form ${q.data.meta?.className ?? ''}`}>
      {onBack && (
        <NavBar className="design-form__nav" onBack={onBack} style={{ background: '#fff', position: 'sticky', top: 0, zIndex: 1 }}>
          {q.data.meta?.title || '填写信息'}
        </NavBar>
      )}
      {preview && <div className="preview-ribbon">预览草稿 · 仅通过预览链接可见</div>}
      <DesignProvider value={ctx}>
        <FormScope onSubmit={onSubmit}>
          {/* Every field mounts at once: a field waiting to scroll into view would escape validation. */}
          <DesignNodes nodes={q.data.nodes} lazyFrom={Number.POSITIVE_INFINITY} />
        </FormScope>
      </DesignProvider>
    </ThemeScope>
  );
}

/** The form as a page: `?page=` (default `defaultPage`), `?back=`, `?preview=`. */
export function FormRoute({ defaultPage }: { defaultPage: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = params.get('page') || defaultPage;
  const preview = params.get('preview') ?? undefined;
  const backParam = params.get('back');
  const back = backParam && INTERNAL_PATH.test(backParam) ? backParam : null;

  // Back to whoever opened the form: ?back=, else the previous page, else home.
  const leave = useCallback(() => {
    if (back) return void navigate(back, { replace: true });
    // React Router numbers its history entries; idx 0 means the form was the first page this app loaded,
    // and the opener (if any) is a page loaded before it: the browser's own back reaches it.
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof idx === 'number' && idx > 0) void navigate(-1);
    else if (window.history.length > 1) window.history.back();
    else void navigate('/', { replace: true });
  }, [back, navigate]);

  const complete = useCallback(
    (values: FormValues) => {
      try {
        sessionStorage.setItem(FORM_RESULT_KEY_PREFIX + page, JSON.stringify(values));
      } catch (e) {
        // Private mode or a full store: the values are lost, but the user must not be stuck on the form.
        console.warn(`form ${page}: could not keep the result`, e);
      }
      leave();
    },
    [page, leave],
  );

  if (!pageKeySchema.safeParse(page).success) return <ErrorBlock status="empty" title="表单不存在" description="表单参数无效" fullPage />;
  return <FormPage key={`${page}:${preview ?? ''}`} page={page} preview={preview} onComplete={complete} onBack={leave} />;
}

/** Props of the 'form' popup: the design page of the form, and an optional title over it. */
export const formPopupPropsSchema = z.object({
  page: pageKeySchema.default(DEFAULT_FORM_PAGE),
  title: z.string().max(30).optional(),
});
type FormPopupProps = z.infer<typeof formPopupPropsSchema>;

function FormPopupView({ props, visible, confirm, cancel }: PopupRenderProps<FormPopupProps, FormValues>) {
  return (
    <Popup getContainer={null} visible={visible} position="right" onMaskClick={cancel} bodyStyle={{ width: '100vw', maxWidth: 480, height: '100%', overflowY: 'auto', background: 'var(--rm-bg)' }}>
      <div className="design-form-popup" role="dialog" aria-label={props.title ?? '填写信息'}>
        <NavBar onBack={cancel} style={{ background: '#fff', position: 'sticky', top: 0, zIndex: 1 }}>
          {props.title ?? '填写信息'}
        </NavBar>
        <FormPage page={props.page} onComplete={confirm} inPopup />
      </div>
    </Popup>
  );
}

/** The 'form' popup: confirms with the values of the form page it shows. */
export const FormPopup = withParsedProps('form', formPopupPropsSchema, FormPopupView);
