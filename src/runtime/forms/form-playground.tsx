import { Button } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { PopupHost, PopupProvider } from '../popups/host';
import { createPopupManager } from '../popups/manager';
import { registerBuiltInPopups } from '../popups/built-in';
import { useRuntime } from '../runtime';
import { FormScope, useFormScope, type FormValues } from './form-scope';

/**
 * A form outside any page (Storybook, the admin editor's preview): a
 * FormScope, the built-in popups the select and date widgets open, and the
 * submitted values shown under the form.
 */
export function FormPlayground({ children, withSubmit = false }: { children: ReactNode; /** Adds a plain submit button (for stories of fields alone). */ withSubmit?: boolean }) {
  const rt = useRuntime();
  const [popups] = useState(() => {
    // No browser history here: a story is not a page.
    const m = createPopupManager({ env: null });
    registerBuiltInPopups(m, { api: rt.api, queryClient: rt.queryClient });
    return m;
  });
  const [result, setResult] = useState<FormValues | null>(null);
  return (
    <PopupProvider manager={popups}>
      <FormScope onSubmit={(values) => setResult(values)}>
        {children}
        {withSubmit && <PlaygroundSubmit />}
      </FormScope>
      {result && (
        <pre className="rm-form-result" aria-label="提交结果" style={{ margin: 16, padding: 12, background: '#fff', borderRadius: 8, fontSize: 12, whiteSpace: 'pre-wrap' }}>
          {JSON.stringify(result, null, 2)}
        </pre>
      )}
      <PopupHost manager={popups} />
    </PopupProvider>
  );
}

function PlaygroundSubmit() {
  const form = useFormScope();
  return (
    <div style={{ padding: 16 }}>
      <Button
        block
        color="primary"
        onClick={async () => {
          const r = await form?.submit();
          if (r && !r.ok && r.reason === 'invalid') form?.toast(r.message);
        }}
      >
        提交
      </Button>
    </div>
  );
}
