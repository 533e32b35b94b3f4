import { Button, Dialog } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { TOP_LAYER_Z_INDEX } from '../constants';
import { usePopups } from '../popups';
import { showTopToast } from '../popups';
import { useRuntime } from '../runtime';
import { useDraftValues } from './drafts';
import { apiTreeLoader, formErrors, ResumeField, type FieldDeps, type FieldSpec, type FormValues } from './fields';

export interface SectionFormProps {
  /** The section's fields. */
  specs: readonly FieldSpec[];
  /** The saved values (or the blank item). */
  initial: FormValues;
  /** Where unsaved input is kept (null: not kept, e.g. a visitor). */
  draftKey: string | null;
  /** Checks between fields (an end date before its start…). */
  cross?: (v: FormValues) => Record<string, string>;
  /** The contract's checks of what would be sent (schemas/resume.ts), by form field. */
  contract?: (v: FormValues) => Record<string, string>;
  /** Saves; resolves true when saved (envelope errors were shown by the request wrapper). */
  onSave(values: FormValues): Promise<boolean>;
  /** Present for a saved item of a list section. */
  onDelete?: (() => Promise<boolean>) | undefined;
  saveText?: string;
  /** A second button beside save (the wizard's 跳过). */
  secondary?: { text: string; onClick(): void } | undefined;
}

let sharedTreeLoader: { api: unknown; load: FieldDeps['loadTree'] } | null = null;

/**
 * One section's form: the fields, their rules (checked on save, the first
 * problem under each field), unsaved input kept as a draft until saved.
 */
export function SectionForm({ specs, initial, draftKey, cross, contract, onSave, onDelete, saveText = '保存', secondary }: SectionFormProps) {
  const rt = useRuntime();
  const popups = usePopups();
  const draft = useDraftValues<FormValues>(rt.storage, draftKey, () => initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const deps = useMemo<FieldDeps>(() => {
    if (sharedTreeLoader?.api !== rt.api) sharedTreeLoader = { api: rt.api, load: apiTreeLoader(rt.api) };
    return { api: rt.api, popups, loadTree: sharedTreeLoader.load, toast: showTopToast };
  }, [rt.api, popups]);

  const set = (name: string, v: unknown) => {
    draft.setValues((prev) => ({ ...prev, [name]: v }));
    setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  async function save() {
    const found = await formErrors(specs, draft.values, (v) => ({ ...contract?.(v), ...cross?.(v) }));
    setErrors(found);
    const first = specs.find((s) => found[s.name]);
    const message = first ? found[first.name] : Object.values(found)[0];
    if (message) {
      showTopToast(message);
      return;
    }
    setBusy(true);
    try {
      if (await onSave(draft.values)) draft.clear();
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!onDelete) return;
    const ok = await Dialog.confirm({ title: '删除', content: '确定删除这一条吗？', confirmText: '删除', cancelText: '取消', style: { zIndex: TOP_LAYER_Z_INDEX } });
    if (!ok) return;
    setBusy(true);
    try {
      if (await onDelete()) draft.clear();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="rm-resume-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      {draft.restored && (
        <div className="rm-resume-form__restored" role="status">
          <span>已恢复上次未保存的内容</span>
          <button type="button" onClick={() => draft.discard(initial)}>
            放弃
          </button>
        </div>
      )}
      <div className="rm-resume-form__fields">
        {specs.map((s) => (
          <ResumeField key={s.name} spec={s} value={draft.values[s.name]} error={errors[s.name]} onChange={(v) => set(s.name, v)} deps={deps} />
        ))}
      </div>
      <div className="rm-resume-form__actions">
        {onDelete && (
          <Button fill="outline" color="danger" disabled={busy} onClick={() => void remove()}>
            删除
          </Button>
        )}
        {secondary && (
          <Button fill="outline" disabled={busy} onClick={secondary.onClick}>
            {secondary.text}
          </Button>
        )}
        <Button color="primary" type="submit" loading={busy} className="rm-resume-form__save">
          {saveText}
        </Button>
      </div>
    </form>
  );
}
