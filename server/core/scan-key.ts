/**
 * The life of a QR scan key, one machine for the three that show a code and
 * wait for a phone: the role switch on another device (switch_keys), another
 * device's login (qr_keys kind 'authorize') and WeChat scan login (qr_keys kind
 * 'wechat'). The numbers are what the status columns store; code names them.
 *
 *   waiting ─scan→ scanned ─confirm→ confirmed ─read once→ consumed
 *      │                 └─refuse→ refused
 *      └─(WeChat: the phone's OAuth return confirms at once)→ confirmed
 */
export const SCAN_KEY = { waiting: 0, scanned: 1, confirmed: 2, consumed: 3, refused: 4 } as const;
export type ScanKeyStatus = (typeof SCAN_KEY)[keyof typeof SCAN_KEY];

const MOVES: Readonly<Record<ScanKeyStatus, readonly ScanKeyStatus[]>> = {
  [SCAN_KEY.waiting]: [SCAN_KEY.scanned, SCAN_KEY.confirmed],
  [SCAN_KEY.scanned]: [SCAN_KEY.confirmed, SCAN_KEY.refused],
  [SCAN_KEY.confirmed]: [SCAN_KEY.consumed],
  [SCAN_KEY.consumed]: [],
  [SCAN_KEY.refused]: [],
};

/**
 * A move the machine allows, as the (from, to) a repo's conditional UPDATE takes
 * (… WHERE status = from: of two racing requests one wins). A move the machine
 * does not have is a programming error and throws, naming it.
 */
export function scanKeyMove(from: ScanKeyStatus, to: ScanKeyStatus): { from: ScanKeyStatus; to: ScanKeyStatus } {
  if (!MOVES[from].includes(to)) throw new Error(`scan key: no move from ${from} to ${to}`);
  return { from, to };
}

/** A move from whichever of several states the key is in (all must be allowed), as a repo's `status = ANY(from)` takes it. */
export function scanKeyMoveFromAny(from: readonly ScanKeyStatus[], to: ScanKeyStatus): { from: readonly ScanKeyStatus[]; to: ScanKeyStatus } {
  for (const f of from) scanKeyMove(f, to);
  return { from, to };
}

/** What the device showing the code learns when it polls. */
export type ScanKeyPoll = 'waiting' | 'scanned' | 'confirmed' | 'expired';

/**
 * The answer to a poll: 'confirmed' once (when `consume` moves the key on to
 * consumed, so a second poll or a racing one gets 'expired'), 'expired' for a
 * spent, refused or timed-out key, else where the phone has got to.
 */
export async function pollScanKey(row: { status: number; expires_at: Date }, now: number, consume: () => Promise<boolean>): Promise<ScanKeyPoll> {
  if (row.status === SCAN_KEY.confirmed && (await consume())) return 'confirmed';
  if (row.status !== SCAN_KEY.waiting && row.status !== SCAN_KEY.scanned) return 'expired';
  if (row.expires_at.getTime() <= now) return 'expired';
  return row.status === SCAN_KEY.scanned ? 'scanned' : 'waiting';
}
