import { Dialog } from 'antd-mobile';
import type { RuleItem } from 'async-validator';
import { useId, useMemo, useRef, useState } from 'react';
import { MSG_UNSUPPORTED_FILE, UPLOAD_MAX_BYTES, uploadKindOf, type UploadKind } from '../../../schemas/upload';
import { TOP_LAYER_Z_INDEX } from '../../runtime/constants';
import { FormItem, isBlank, useFormField } from '../../runtime/forms';
import type { WidgetRenderProps } from '../../runtime/registry';
import { useRuntime, useSession } from '../../runtime/runtime';
import { uploadErrorDialog, uploadFile, UploadError } from '../../runtime/upload';
import type { FormUploadProps } from './schema';
import './form-upload.css';

/** One uploaded file as the form returns it. */
export interface FormUploadItem {
  id: string;
  url: string;
  name: string;
  kind: UploadKind;
}

const KIND_ACCEPT: Record<UploadKind, string> = {
  image: 'image/jpeg,image/png,image/gif,image/webp,image/bmp',
  pdf: 'application/pdf,.pdf',
  doc: 'application/msword,.doc',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document,.docx',
};
const KIND_TEXT: Record<UploadKind, string> = { image: '图片', pdf: 'PDF', doc: 'Word', docx: 'Word' };
/** Thumbnails are asked at twice the tile size, for sharp screens. */
const THUMB = '?w=160&h=160';

/** A design form field that uploads images or documents as they are chosen and returns their list. */
export function FormUploadWidget(props: WidgetRenderProps<FormUploadProps>) {
  const { name, group, label, required, accept, maxCount } = props;
  const rules = useMemo<RuleItem[]>(() => (required ? [{ validator: (_r, v: unknown) => (isBlank(v) ? new Error(`请上传${label}`) : true) }] : []), [required, label]);
  const field = useFormField({ name, group, label, rules });
  const rt = useRuntime();
  const { user } = useSession();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [pending, setPending] = useState<{ key: number; name: string; progress: number }[]>([]);
  const seq = useRef(0);
  const items: FormUploadItem[] = Array.isArray(field.value) ? (field.value as FormUploadItem[]) : [];
  // Uploads finish out of order; each adds to the latest list, not the one it started with.
  const latest = useRef(items);
  latest.current = items;
  const room = maxCount - items.length - pending.length;
  const largest = Math.max(...accept.map((k) => UPLOAD_MAX_BYTES[k]));
  const hint = props.hint || `支持${[...new Set(accept.map((k) => KIND_TEXT[k]))].join('、')}，单个不超过${Math.round(largest / 1024 / 1024)}MB，最多${maxCount}个`;

  const open = () => {
    if (!user) return void props.host?.runLink({ type: 'login' });
    input.current?.click();
  };

  const uploadOne = async (file: File) => {
    const key = ++seq.current;
    setPending((p) => [...p, { key, name: file.name, progress: 0 }]);
    try {
      const kind = uploadKindOf(file.type, file.name);
      if (!kind || !accept.includes(kind)) throw new UploadError(MSG_UNSUPPORTED_FILE);
      const r = await uploadFile(rt.api, file, { onProgress: (f) => setPending((p) => p.map((x) => (x.key === key ? { ...x, progress: f } : x))) });
      const next = [...latest.current, { id: r.id, url: r.url, name: r.name, kind: r.kind }];
      latest.current = next;
      field.setValue(next);
    } catch (e) {
      const { title, content } = uploadErrorDialog(e);
      await Dialog.alert({ title, content, confirmText: '知道了', style: { zIndex: TOP_LAYER_Z_INDEX } });
    } finally {
      setPending((p) => p.filter((x) => x.key !== key));
    }
  };

  return (
    <FormItem field={field.key} label={label} required={required || undefined} error={field.error} vertical htmlFor={id}>
      <ul className="w-form-upload__tiles" aria-label={label}>
        {items.map((it, i) => (
          <li key={`${it.id}-${i}`} className="w-form-upload__tile" data-kind={it.kind}>
            {it.kind === 'image' ? (
              <img src={it.url + THUMB} alt={it.name} loading="lazy" />
            ) : (
              <a className="w-form-upload__file" href={it.url} target="_blank" rel="noreferrer">
                <span className="w-form-upload__file-icon" aria-hidden>
                  {KIND_TEXT[it.kind]}
                </span>
                <span className="w-form-upload__file-name">{it.name}</span>
              </a>
            )}
            <button type="button" className="w-form-upload__remove" aria-label={`删除 ${it.name}`} onClick={() => field.setValue(items.filter((_, j) => j !== i))}>
              ×
            </button>
          </li>
        ))}
        {pending.map((p) => (
          <li key={`p${p.key}`} className="w-form-upload__tile w-form-upload__tile--pending" aria-busy="true">
            <span role="progressbar" aria-label={`上传 ${p.name}`} aria-valuenow={Math.round(p.progress * 100)} aria-valuemin={0} aria-valuemax={100}>
              {Math.round(p.progress * 100)}%
            </span>
          </li>
        ))}
        {room > 0 && (
          <li className="w-form-upload__tile w-form-upload__tile--add">
            <button type="button" id={id} onClick={open} aria-label={`添加${label}`}>
              +
            </button>
          </li>
        )}
      </ul>
      <p className="w-form-upload__hint">{hint}</p>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept.map((k) => KIND_ACCEPT[k]).join(',')}
        multiple={maxCount > 1}
        data-testid={`upload-input-${name}`}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])].slice(0, Math.max(0, room));
          e.target.value = '';
          for (const f of files) void uploadOne(f);
        }}
      />
    </FormItem>
  );
}
