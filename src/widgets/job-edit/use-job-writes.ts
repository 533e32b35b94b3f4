import { Toast } from 'antd-mobile';
import { useCallback, useEffect, useRef } from 'react';
import { useJobSaveOne } from '../../runtime/data-hooks/use-jobs';
import { usePrivateDraft } from '../../runtime/data-hooks/use-private-drafts';
import type { FieldFormInstance } from '../../runtime/forms';
import { jobData, keptDraft, keptDraftSchema, withKeptDraft, type JobFormValues } from './job-form';

/** The editor's writes, through the runtime's data hooks: the job (saveMany) and the kept draft of a new one (privateDrafts). */

const DRAFT_KEY = 'job-edit';
const DRAFT_SAVE_DELAY_MS = 1500;

/**
 * A new job's unfinished form, kept as the recruiter's private draft: offered
 * when the editor opens (unless the user has changed something by then),
 * written 1.5 s after the last change, dropped once the job is published.
 * Every call is silent: the draft is a convenience, its failures say nothing.
 */
export function useKeptDraft(enabled: boolean, form: FieldFormInstance<JobFormValues>, start: JobFormValues) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const touched = useRef(false);
  const { read, save: write, remove } = usePrivateDraft(DRAFT_KEY);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    read()
      .then((data) => {
        const kept = keptDraftSchema.safeParse(data);
        if (!live || data === null || !kept.success || touched.current) return;
        form.setFieldsValue(withKeptDraft(start, kept.data));
        Toast.show({ content: '已恢复上次未发布的草稿' });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
    // Once, when the form opens: `start` and `form` are fixed for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, read]);

  const stop = useCallback(() => void (timer.current && clearTimeout(timer.current)), []);
  useEffect(() => stop, [stop]);

  /** After each change by the user (the form's onValuesChange). */
  const changed = useCallback(() => {
    touched.current = true;
    if (!enabled) return;
    stop();
    timer.current = setTimeout(() => write(keptDraft(form.getFieldsValue(true) as JobFormValues)), DRAFT_SAVE_DELAY_MS);
  }, [enabled, form, write, stop]);

  /** Once the job is saved: nothing more is kept. */
  const drop = useCallback(async () => {
    stop();
    if (enabled) await remove().catch(() => {});
  }, [enabled, remove, stop]);

  return { changed, drop };
}

/** saveMany with the editor's one job; once saved, `afterSave` runs and the lists that show the job are asked again. */
export function useJobSave(id: number | null, afterSave: () => Promise<void>) {
  const save = useJobSaveOne(afterSave);
  return { isPending: save.isPending, mutateAsync: (values: JobFormValues) => save.mutateAsync({ id, data: jobData(values) }) };
}
