import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AGENT_SITES } from '../../schemas/client-config';
import type { WidgetHost } from '../../src/runtime/registry';
import { createRuntime, RuntimeProvider, type Runtime } from '../../src/runtime/runtime';
import { memoryStore } from '../../src/runtime/storage';

/** A runtime whose protocol answers from `answer` (the server's list contract), recording each call. */
export function withApi(answer: (path: string, data: unknown) => unknown) {
  const rt = createRuntime({ site: AGENT_SITES[0]!, store: memoryStore() });
  const calls: [string, unknown][] = [];
  rt.api.request = (async (path: string, data?: unknown) => {
    calls.push([path, data]);
    return answer(path, data);
  }) as Runtime['api']['request'];
  return { rt, calls, wrap: (ui: ReactNode) => <RuntimeProvider runtime={rt}>{ui}</RuntimeProvider> };
}

/** A widget host whose runLink records what a tap hands to the action interpreter. */
export const fakeHost = () => ({ nodeId: 'n1', preview: false, runLink: vi.fn<WidgetHost['runLink']>() }) satisfies WidgetHost;
