import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { RESUME_API, RESUME_READS } from '../resume/api';
import { useApiMutation, useRuntime } from '../runtime';

/** An attachment is read in full and understood by the AI on the server: given up to a minute. */
export const RESUME_ANALYSE_TIMEOUT_MS = 60_000;

/** Keeps an uploaded file as one of the seeker's resume attachments; the resume's reads show it. */
export function useAttachmentSave() {
  return useApiMutation<{ fileId: string; name: string }>({
    run: (body, rt) => rt.api.request(RESUME_API.attachmentSave, body),
    invalidates: RESUME_READS,
  });
}

/** Deletes one resume attachment. */
export function useAttachmentDelete() {
  return useApiMutation<number | string>({
    run: (id, rt) => rt.api.request(RESUME_API.attachmentDelete, { id }),
    invalidates: RESUME_READS,
  });
}

/** Reads an attachment into proposed resume sections (the answer is checked where it is shown: resume/analysis.ts). */
export function useAttachmentAnalyse() {
  return useApiMutation<number | string, unknown>({
    run: (id, rt) => rt.api.request<unknown>(RESUME_API.attachmentAnalyse, { id }, { timeoutMs: RESUME_ANALYSE_TIMEOUT_MS }),
  });
}

/** Skips a step of the registration wizard the server allows to skip; the wizard's state is asked again by the wizard itself. */
export function useRegisterSkip() {
  return useApiMutation<string>({
    run: (step, rt) => rt.api.request(RESUME_API.registerSkip, { step }),
  });
}

/** contracts.md §2: the seeker's resume attachments as the application dialog lists them. */
const attachmentListSchema = z.object({
  list: z.array(z.object({ id: z.number().int(), name: z.string(), size: z.number().optional(), suffix: z.string().optional(), createdAt: z.string().optional() })),
});
export type AttachmentChoice = z.infer<typeof attachmentListSchema>['list'][number];

/** The seeker's attachments to apply with; a failed call is an empty list (the online resume is still there to send). */
export function useAttachmentChoices() {
  const { api } = useRuntime();
  return useQuery({
    queryKey: [RESUME_API.attachmentFind],
    queryFn: async ({ signal }) => {
      try {
        return attachmentListSchema.parse(await api.request(RESUME_API.attachmentFind, {}, { silent: true, signal })).list;
      } catch {
        return [] as AttachmentChoice[];
      }
    },
  });
}
