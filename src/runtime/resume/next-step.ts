/**
 * A next-step instruction in a call's answer (spec §4): `next: 'resume'` (or
 * `nextStep`) asks for the next missing resume section; the popup manager
 * opens the resume-form popup for it 300 ms later.
 */
export function nextStepOf(res: unknown): { step: string; props: Record<string, unknown> } | null {
  if (!res || typeof res !== 'object') return null;
  const r = res as Record<string, unknown>;
  const raw = r.nextStep ?? r.next;
  if (typeof raw === 'string' && raw) return { step: raw, props: nextProps(r) };
  if (raw && typeof raw === 'object' && typeof (raw as { type?: unknown }).type === 'string') {
    const o = raw as Record<string, unknown>;
    return { step: String(o.type), props: nextProps(o) };
  }
  return null;
}

function nextProps(o: Record<string, unknown>): Record<string, unknown> {
  const key = o.key ?? o.section;
  return typeof key === 'string' && key ? { key, ...(o.id !== undefined && o.id !== null ? { id: o.id } : {}) } : {};
}
