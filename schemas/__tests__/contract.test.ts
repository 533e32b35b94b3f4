import { describe, expect, it } from 'vitest';
import { mapToOptions } from '../app';
import { AGENT_SITES, isAllowedRole, pickAgentSite } from '../client-config';
import { normalizeEnvelope } from '../envelope';
import { formatCipher, parseCipher, RSA_MAX_CHUNKS, RSA_OAEP_CHUNK_BYTES, splitForRsa } from '../rsa';

describe('agent sites', () => {
  it('has the seven site keys of spec §1, each with its own agent key', () => {
    expect(AGENT_SITES).toHaveLength(7);
    expect(new Set(AGENT_SITES.map((s) => s.agentKey)).size).toBe(7);
  });

  it('picks the site by host name and falls back to demo', () => {
    expect(pickAgentSite('demo2.localhost').agentKey).toBe('demo2');
    expect(pickAgentSite('DEMO2.localhost').agentKey).toBe('demo2');
    expect(pickAgentSite('127.0.0.1').agentKey).toBe('demo');
    expect(pickAgentSite('unknown.example.com').agentKey).toBe('demo');
  });

  it('allows roles 0, 1 and 3 only', () => {
    expect([0, 1, 2, 3, 4, '1'].map(isAllowedRole)).toEqual([true, true, false, true, false, false]);
  });
});

describe('envelope', () => {
  it('accepts resp_code / resp_msg as code / msg', () => {
    expect(normalizeEnvelope({ resp_code: '200', resp_msg: 'ok', data: 1 })).toMatchObject({ code: 200, msg: 'ok', data: 1 });
    expect(normalizeEnvelope({ resp_code: 500 })).toMatchObject({ code: 500, msg: '' });
  });

  it('is null for anything that is not an envelope', () => {
    expect(normalizeEnvelope('<html>')).toBeNull();
    expect(normalizeEnvelope({ message: 'x' })).toBeNull();
    expect(normalizeEnvelope(null)).toBeNull();
  });
});

describe('RSA text form', () => {
  it('URL-encodes first, so Chinese text is cut into ASCII chunks that fit the key', () => {
    const text = '林晓雨'.repeat(40);
    const chunks = splitForRsa(text, RSA_OAEP_CHUNK_BYTES);
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(RSA_OAEP_CHUNK_BYTES);
    expect(decodeURIComponent(chunks.join(''))).toBe(text);
  });

  it('round-trips the scheme and the chunks, and rejects anything else', () => {
    expect(parseCipher(formatCipher('o', ['YQ==', 'Yg==']))).toEqual({ scheme: 'o', chunks: ['YQ==', 'Yg=='] });
    expect(parseCipher('x:YQ==')).toBeNull();
    expect(parseCipher('o:')).toBeNull();
    expect(parseCipher('o:YQ==..Yg==')).toBeNull();
    expect(parseCipher(`o:${Array(RSA_MAX_CHUNKS + 1).fill('YQ==').join('.')}`)).toBeNull();
  });
});

describe('product lists', () => {
  it('turns numeric-keyed maps into lists with value', () => {
    expect(mapToOptions({ '41': '移动网页', '11': 'PC 网站' })).toEqual([
      { value: 11, label: 'PC 网站' },
      { value: 41, label: '移动网页' },
    ]);
  });
});
