import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TURN_CREDENTIAL_TTL_S, iceServersFor, parseTurnUrls } from '../index';

describe('TURN credentials (coturn REST API)', () => {
  it('gives no servers without TURN_URLS', () => {
    expect(iceServersFor(undefined, 't1:u2', 0)).toEqual([]);
    expect(iceServersFor({ urls: [] }, 't1:u2', 0)).toEqual([]);
  });

  it('signs a time-limited username with the shared secret as coturn checks it', () => {
    const now = 1_800_000_000_000;
    const servers = iceServersFor({ urls: parseTurnUrls('stun:turn.example.com:3478, turn:turn.example.com:3478?transport=udp turns:turn.example.com:5349'), secret: 's3cret' }, 't1:u2', now);
    expect(servers[0]).toEqual({ urls: ['stun:turn.example.com:3478'] });
    const t = servers[1]!;
    expect(t.urls).toEqual(['turn:turn.example.com:3478?transport=udp', 'turns:turn.example.com:5349']);
    expect(t.username).toBe(`${now / 1000 + TURN_CREDENTIAL_TTL_S}:t1:u2`);
    // What coturn computes with static-auth-secret=s3cret for that username.
    expect(t.credential).toBe(createHmac('sha1', 's3cret').update(t.username!).digest('base64'));
  });

  it('drops entries that are not ICE URLs', () => {
    expect(parseTurnUrls('http://x, turn:a:1 ,javascript:alert(1)')).toEqual(['turn:a:1']);
  });
});
