import { useEffect, useState, type ReactNode } from 'react';
import { ImProvider } from '../../src/runtime/im';
import { useRuntime } from '../../src/runtime/runtime';
import { fixtureImClient } from './im-fixtures';

/** Wraps a story or a widget test in a real chat client on fixtures, logged in as the runtime's user. */
export function FixtureChat({ children, height }: { children: ReactNode; height?: number }) {
  const rt = useRuntime();
  const [im] = useState(() => fixtureImClient(rt.session).client);
  useEffect(() => im.start(), [im]);
  return <ImProvider client={im}>{height ? <div style={{ height }}>{children}</div> : children}</ImProvider>;
}
