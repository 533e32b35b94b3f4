import { describe, expect, it, vi } from 'vitest';
import { pollScanKey, SCAN_KEY, scanKeyMove, scanKeyMoveFromAny } from '../scan-key';

const at = (status: number, expiresIn = 60_000) => ({ status, expires_at: new Date(1_000_000 + expiresIn) });
const NOW = 1_000_000;

describe('scan key machine (role switch, device login, WeChat scan login)', () => {
  it('allows only the moves of the drawing and names a wrong one', () => {
    expect(scanKeyMove(SCAN_KEY.waiting, SCAN_KEY.scanned)).toEqual({ from: 0, to: 1 });
    expect(scanKeyMove(SCAN_KEY.scanned, SCAN_KEY.refused)).toEqual({ from: 1, to: 4 });
    expect(scanKeyMove(SCAN_KEY.confirmed, SCAN_KEY.consumed)).toEqual({ from: 2, to: 3 });
    expect(() => scanKeyMove(SCAN_KEY.consumed, SCAN_KEY.confirmed)).toThrow('scan key: no move from 3 to 2');
    expect(() => scanKeyMove(SCAN_KEY.refused, SCAN_KEY.confirmed)).toThrow('no move from 4 to 2');
    expect(() => scanKeyMove(SCAN_KEY.waiting, SCAN_KEY.consumed)).toThrow();
  });

  it('allows a move from several states only when the drawing has each of them (WeChat confirms a waiting or a scanned key)', () => {
    expect(scanKeyMoveFromAny([SCAN_KEY.waiting, SCAN_KEY.scanned], SCAN_KEY.confirmed)).toEqual({ from: [0, 1], to: 2 });
    expect(() => scanKeyMoveFromAny([SCAN_KEY.waiting, SCAN_KEY.confirmed], SCAN_KEY.scanned)).toThrow('no move from 2 to 1');
  });

  it('answers a poll with where the phone has got to, and confirmed only to the poll that spends the key', async () => {
    const consume = vi.fn(async () => true);
    expect(await pollScanKey(at(SCAN_KEY.waiting), NOW, consume)).toBe('waiting');
    expect(await pollScanKey(at(SCAN_KEY.scanned), NOW, consume)).toBe('scanned');
    expect(consume).not.toHaveBeenCalled();
    expect(await pollScanKey(at(SCAN_KEY.confirmed), NOW, consume)).toBe('confirmed');
    expect(consume).toHaveBeenCalledTimes(1);
    // A racing poll that lost the conditional UPDATE, a spent, a refused and a timed-out key: expired.
    expect(await pollScanKey(at(SCAN_KEY.confirmed), NOW, async () => false)).toBe('expired');
    expect(await pollScanKey(at(SCAN_KEY.consumed), NOW, consume)).toBe('expired');
    expect(await pollScanKey(at(SCAN_KEY.refused), NOW, consume)).toBe('expired');
    expect(await pollScanKey(at(SCAN_KEY.scanned, 0), NOW, consume)).toBe('expired');
  });
});
