import { createContext, useContext, type ComponentType } from 'react';
import type { FieldEditorProps } from '../../../runtime/registry';

/** What every control of a form shares: the errors by path, the pages and popups links may pick, uploads. */
export interface FormEnv {
  /** zod messages by dotted path ("items.0.image"). */
  errors: ReadonlyMap<string, string>;
  pages: readonly { key: string; route: string; title: string }[];
  popupKeys: readonly { value: string; label: string }[];
  upload(file: File): Promise<string>;
  /** Custom editors from the widget's `editor.fields`, by path with [] for list items ("items[].jobId"). */
  custom?: Record<string, ComponentType<FieldEditorProps>> | undefined;
}

const FormEnvContext = createContext<FormEnv | null>(null);
export const FormEnvProvider = FormEnvContext.Provider;

export function useFormEnv(): FormEnv {
  const env = useContext(FormEnvContext);
  if (!env) throw new Error('form controls need a <FormEnvProvider> above them');
  return env;
}

