import { Button } from 'antd-mobile';
import { useFormScope } from '../../runtime/forms';
import type { WidgetRenderProps } from '../../runtime/registry';
import type { FormSubmitProps } from './schema';
import './form-submit.css';

/**
 * Checks every field of the page's form: the first error is a toast (and each
 * field shows its own); when all pass, the page completes the form with the
 * values (running the link, returning them to whoever opened the form).
 */
export function FormSubmitWidget(props: WidgetRenderProps<FormSubmitProps>) {
  const form = useFormScope();
  const submit = async () => {
    if (!form) return;
    const r = await form.submit({ nodeId: props.host?.nodeId, link: props.link });
    if (!r.ok && r.reason === 'invalid') form.toast(r.message);
  };
  return (
    <div className="w-form-submit">
      <Button block color="primary" shape="rounded" size="large" loading={form?.submitting ?? false} disabled={!form} onClick={() => void submit()}>
        {props.text}
      </Button>
      {!form && props.host?.preview && <p className="w-form-submit__hint">提交按钮需放在表单页（/public/form）中</p>}
    </div>
  );
}
