import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevSmsProvider, createHttpSmsProvider, createSmsProvider, SmsSendError } from '../index';
import { startFakeSmsServer, type FakeSmsServer } from './fake-sms-server';
import { startTestServer } from '../../../../tests/helpers/test-server';

let fake: FakeSmsServer;
beforeAll(async () => {
  fake = await startFakeSmsServer();
});
afterAll(() => fake.close());

const message = { tenantId: 1, mobile: '13700000001', code: '123456', purpose: 'login' as const };

describe('development SMS provider', () => {
  it('writes the code to the server log', async () => {
    const lines: { obj: object; msg: string }[] = [];
    await createDevSmsProvider({ info: (obj, msg) => lines.push({ obj, msg }) }).send(message);
    expect(lines).toEqual([{ obj: { sms: message }, msg: 'development SMS to 13700000001: code 123456 (login)' }]);
  });

  it('is chosen when SMS_API_URL is unset, and the API answer holds no code', async () => {
    expect(createSmsProvider({}, { info() {} }).kind).toBe('development');
    // Without a provider the app uses the development one.
    const s = await startTestServer();
    try {
      const r = await s.call('/api-auth/user/loginCode', { mobile: '13700000002' }, { encrypt: true });
      expect(r.body.code).toBe(200);
      expect(JSON.stringify(r.body)).not.toMatch(/\d{6}/);
      expect(fake.received).toHaveLength(0);
    } finally {
      await s.close();
    }
  });
});

describe('HTTP SMS provider', () => {
  it('is chosen when SMS_API_URL is set', () => {
    expect(createSmsProvider({ SMS_API_URL: fake.url }, { info() {} }).kind).toBe('http');
  });

  it('posts the message as JSON with the bearer key', async () => {
    await createHttpSmsProvider({ url: fake.url, apiKey: 'k1' }).send(message);
    const got = fake.received.at(-1)!;
    expect(got.body).toEqual(message);
    expect(got.headers.authorization).toBe('Bearer k1');
    expect(got.headers['content-type']).toBe('application/json');
  });

  it.each([
    [500, '{"ok":true}'],
    [200, '{"ok":false}'],
    [200, '{"error":"bad template"}'],
  ])('refuses status %i with %s', async (status, body) => {
    fake.answer(status, body);
    try {
      await expect(createHttpSmsProvider({ url: fake.url }).send(message)).rejects.toBeInstanceOf(SmsSendError);
    } finally {
      fake.answer(200, '{"ok":true}');
    }
  });

  it('fails readably when the API cannot be reached', async () => {
    await expect(createHttpSmsProvider({ url: 'http://127.0.0.1:1/sms', timeoutMs: 2000 }).send(message)).rejects.toThrow(/SMS API unreachable/);
  });
});
