import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAlipayProvider, PayNotifyError, yuanToFen, fenToYuan } from '../index';

/**
 * The Alipay adapter against signatures made here with keys generated for the
 * test, by code of the test's own (sorted parameters, RSA2), not the adapter's.
 */
const keys = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const app = keys();
const alipay = keys();
const provider = createAlipayProvider({ gatewayUrl: 'https://openapi.example/gateway.do', appId: '2021000000000001', privateKey: app.privateKey, alipayPublicKey: alipay.publicKey });

function signedForm(params: Record<string, string>, key = alipay.privateKey): string {
  const content = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  const sign = createSign('RSA-SHA256').update(content).sign(key, 'base64');
  return new URLSearchParams({ ...params, sign, sign_type: 'RSA2' }).toString();
}
const paid = { app_id: '2021000000000001', out_trade_no: '1Mabc123', trade_no: '2026112522001', total_amount: '19.90', trade_status: 'TRADE_SUCCESS' };

describe('Alipay adapter', () => {
  it('reads a notification signed by Alipay, amount in fen', () => {
    expect(provider.parseNotification({}, signedForm(paid), Date.now())).toEqual({ outTradeNo: '1Mabc123', tradeNo: '2026112522001', paid: true, amountFen: 1990, currency: 'CNY' });
    expect(provider.answer(true, '')).toMatchObject({ status: 200, body: 'success' });
  });

  it('refuses a tampered, forged or foreign notification', () => {
    const tampered = signedForm(paid).replace('total_amount=19.90', 'total_amount=0.01');
    expect(() => provider.parseNotification({}, tampered, Date.now())).toThrow(PayNotifyError);
    expect(() => provider.parseNotification({}, signedForm(paid, keys().privateKey), Date.now())).toThrow(PayNotifyError);
    expect(() => provider.parseNotification({}, signedForm({ ...paid, app_id: 'other' }), Date.now())).toThrow('another app');
    expect(() => provider.parseNotification({}, 'out_trade_no=1', Date.now())).toThrow('missing sign');
  });

  it('signs the cashier address with our key', async () => {
    const { payUrl } = await provider.create({ outTradeNo: '1Mabc123', amountFen: 1990, description: '月度会员', notifyUrl: 'https://site.example/n', clientIp: '1.2.3.4', expiresAt: new Date() });
    const params = Object.fromEntries(new URL(payUrl).searchParams);
    expect(JSON.parse(params.biz_content!)).toMatchObject({ out_trade_no: '1Mabc123', total_amount: '19.90' });
    const { sign, sign_type: _t, ...rest } = params;
    const content = Object.keys(rest)
      .sort()
      .map((k) => `${k}=${rest[k]}`)
      .join('&');
    expect(createVerify('RSA-SHA256').update(content).verify(app.publicKey, sign!, 'base64')).toBe(true);
  });

  it('turns yuan text into fen without floating point', () => {
    expect([yuanToFen('19.9'), yuanToFen('0.01'), yuanToFen('100'), yuanToFen('1.005'), yuanToFen('-1'), yuanToFen('1e3')]).toEqual([1990, 1, 10000, null, null, null]);
    expect([fenToYuan(1990), fenToYuan(1), fenToYuan(100000)]).toEqual(['19.90', '0.01', '1000.00']);
  });
});

describe('Alipay refund (alipay.trade.refund on a loopback gateway)', () => {
  /** A gateway that checks our RSA2 signature (with code of this test) and answers a refund as Alipay does. */
  async function gateway(answer: (biz: Record<string, string>) => Record<string, unknown>) {
    const { createServer } = await import('node:http');
    const seen: Record<string, string>[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const params = Object.fromEntries(new URLSearchParams(body));
        const content = Object.keys(params)
          .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k] !== '')
          .sort()
          .map((k) => `${k}=${params[k]}`)
          .join('&');
        const signedByApp = createVerify('RSA-SHA256').update(content).verify(app.publicKey, params.sign ?? '', 'base64');
        const biz = JSON.parse(params.biz_content ?? '{}') as Record<string, string>;
        seen.push({ method: params.method ?? '', ...biz });
        const out = signedByApp ? answer(biz) : { code: '40002', sub_code: 'isv.invalid-signature' };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ alipay_trade_refund_response: out, sign: 'x' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    const p = createAlipayProvider({ gatewayUrl: `http://127.0.0.1:${port}/gateway.do`, appId: '2021000000000001', privateKey: app.privateKey, alipayPublicKey: alipay.publicKey });
    return { p, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
  }
  const req = { outTradeNo: '1Mabc123', outRefundNo: '1Mabc123R', refundFen: 1990, totalFen: 1990, reason: '退款 月度会员', notifyUrl: '' };

  it('refunds the amount in yuan under our refund number and reads the answer as done at once', async () => {
    const g = await gateway((biz) => ({ code: '10000', msg: 'Success', trade_no: '2026112522001', out_trade_no: biz.out_trade_no, refund_fee: biz.refund_amount, fund_change: 'Y' }));
    try {
      expect(await g.p.refund(req)).toEqual({ state: 'succeeded', refundId: '2026112522001' });
      expect(g.seen[0]).toMatchObject({ method: 'alipay.trade.refund', out_trade_no: '1Mabc123', out_request_no: '1Mabc123R', refund_amount: '19.90' });
    } finally {
      await g.close();
    }
  });

  it('reports a refused refund as failed (the order stays as it is)', async () => {
    const g = await gateway(() => ({ code: '40004', msg: 'Business Failed', sub_code: 'ACQ.TRADE_STATUS_ERROR' }));
    try {
      expect((await g.p.refund(req)).state).toBe('failed');
    } finally {
      await g.close();
    }
  });
});
