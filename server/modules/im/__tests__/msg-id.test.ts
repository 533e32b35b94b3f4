import { describe, expect, it } from 'vitest';
import { newMsgId } from '../context';

describe('newMsgId', () => {
  it('gives distinct 12-byte base64url ids across several draws of its random pool', () => {
    // 256 ids come from one draw; 2,000 ids cross seven refills.
    const ids = Array.from({ length: 2000 }, () => newMsgId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('does not repeat a pattern from one draw to the next', () => {
    const a = Array.from({ length: 256 }, () => newMsgId());
    const b = Array.from({ length: 256 }, () => newMsgId());
    expect(a.filter((id) => b.includes(id))).toEqual([]);
  });
});
