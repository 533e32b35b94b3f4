import { useMutation } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useCallback, useEffect, useRef } from 'react';
import { draftListSchema } from '../../../schemas/favorites';
import type { FieldFormInstance } from '../../runtime/forms';
import { useRuntime } from '../../runtime/runtime';
import { jobData, keptDraft, keptDraftSchema, withKeptDraft, type JobFormValues } from './job-form';

/** The editor's writes: the job (saveMany) and the kept draft of a new one (privateDrafts). */

const DRAFT_KEY = 'job-edit';
const DRAFT_SAVE_DELAY_MS = 1500;

/**
 * A new job's unfinished form, kept as the recruiter's private draft: offered
 * when the editor opens (unless the user has changed something by then),
 * written 1.5 s after the last change, dropped once the job is published.
 * Every call is silent: the draft is a convenience, its failures say nothing.
 */
export function useKeptDraft(enabled: boolean, form: FieldFormInstance<JobFormValues>, start: JobFormValues) {
  const { api } = useRuntime();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const touched = useRef(false);
  const { mutate: write } = useMutation({ mutationFn: (data: unknown) => api.request('/api-user/privateDrafts/save', { key: DRAFT_KEY, data }, { silent: true }) });
  const { mutateAsync: remove } = useMutation({ mutationFn: () => api.request('/api-user/privateDrafts/delete', { key: DRAFT_KEY }, { silent: true }) });

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    api
      .request('/api-user/privateDrafts/find', { key: DRAFT_KEY }, { silent: true })
      .then((raw) => {
        const data = draftListSchema.parse(raw).list[0]?.data;
        const kept = keptDraftSchema.safeParse(data);
        if (!live || data === undefined || !kept.success || touched.current) return;
        form.setFieldsValue(withKeptDraft(start, kept.data));
        Toast.show({ content: '已恢复上次未发布的草稿' });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
    // Once, when the form opens: `start` and `form` are fixed for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, api]);

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
  const { api, queryClient } = useRuntime();
  return useMutation({
    mutationFn: (values: JobFormValues) => api.request('/api-user/job/saveMany', { list: [{ ...(id !== null ? { id } : {}), data: jobData(values) }] }, { silent: true }),
    onSuccess: async () => {
      await afterSave();
      await queryClient.invalidateQueries({ queryKey: ['/api-user/job/channelResultFind'] });
      await queryClient.invalidateQueries({ queryKey: ['/api-user/job/manageGet'] });
    },
  });
}
