/**
 * A fake WeChat Pay (API v3, H5) on loopback, for development and tests. It
 * speaks the real protocol with keys it generates at start: it checks the
 * merchant's request signatures, serves a cashier page, and posts notifications
 * signed by its own platform key with the transaction AES-GCM encrypted, retrying
 * until the merchant answers 2xx as WeChat Pay does. Refunds (POST
 * /v3/refund/domestic/refunds) answer PROCESSING, idempotent by out_refund_no,
 * then go through and are notified (REFUND.SUCCESS) the same way. Its crypto is written here on
 * purpose, not borrowed from wechatpay.ts, so the adapter is checked by another hand.
 */
import { createCipheriv, createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePayOrder {
  outTradeNo: string;
  amountFen: number;
  description: string;
  notifyUrl: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transactionId: string | null;
  /** Notification attempts and the HTTP status each got (0: no answer). */
  deliveries: number[];
}

export interface FakeRefund {
  outTradeNo: string;
  outRefundNo: string;
  refundId: string;
  refundFen: number;
  totalFen: number;
  status: 'PROCESSING' | 'SUCCESS';
  notifyUrl: string;
  /** Notification attempts and the HTTP status each got. */
  deliveries: number[];
}

export interface FakePayOptions {
  /** Wait between notification retries (ms); WeChat Pay waits 15 s and more. */
  retryMs?: number;
  /** Retries after the first notification attempt. */
  retries?: number;
  /** How long one notification waits for the merchant's answer (ms). */
  timeoutMs?: number;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function createFakeWechatPay(opts: FakePayOptions = {}) {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const apiV3Key = randomBytes(16).toString('hex');
  const mchId = '1900000109';
  const orders = new Map<string, FakePayOrder>();
  const refunds = new Map<string, FakeRefund>();
  /** JSAPI prepay ids → order and payer. */
  const prepays = new Map<string, { no: string; openid: string }>();
  const retryMs = opts.retryMs ?? 2_000;
  const retries = opts.retries ?? 8;
  const timeoutMs = opts.timeoutMs ?? 10_000;
  let closed = false;
  let base = '';
  const counters = { queries: 0 };
  /** answers: sign the API's answers with a stranger's key (a man in the middle), for tests. */
  const forge = { answers: false };

  /** The merchant's Authorization header, checked as WeChat Pay checks it. */
  function merchantSigned(req: IncomingMessage, body: string): boolean {
    const auth = req.headers.authorization ?? '';
    const m = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(auth);
    if (!m) return false;
    const f = Object.fromEntries([...m[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (f.mchid !== mchId || !f.signature || !f.timestamp || !f.nonce_str) return false;
    return createVerify('RSA-SHA256').update(`${req.method}\n${req.url}\n${f.timestamp}\n${f.nonce_str}\n${body}\n`).verify(merchant.publicKey, f.signature, 'base64');
  }

  const transaction = (o: FakePayOrder, amountFen = o.amountFen) => ({
    appid: 'wx-fake',
    mchid: mchId,
    out_trade_no: o.outTradeNo,
    transaction_id: o.transactionId ?? undefined,
    trade_state: o.state,
    amount: { total: amountFen, payer_total: amountFen, currency: 'CNY', payer_currency: 'CNY' },
  });

  /** A signed notification body and its headers. `tamper` forges it for tests. */
  function notification(o: FakePayOrder, tamper: { amountFen?: number; badSignature?: boolean } = {}) {
    return signedEvent('TRANSACTION.SUCCESS', 'transaction', transaction(o, tamper.amountFen), tamper);
  }

  /** Any event: the resource AES-GCM encrypted under the APIv3 key, the body signed by the platform key. */
  function signedEvent(eventType: string, aad: string, resource: unknown, tamper: { badSignature?: boolean } = {}) {
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const enc = Buffer.concat([cipher.update(JSON.stringify(resource), 'utf8'), cipher.final(), cipher.getAuthTag()]);
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: new Date().toISOString(),
      event_type: eventType,
      resource_type: 'encrypt-resource',
      resource: { algorithm: 'AEAD_AES_256_GCM', ciphertext: enc.toString('base64'), associated_data: aad, nonce },
    });
    const timestamp = Math.floor(Date.now() / 1000).toString();
    const headerNonce = randomBytes(16).toString('hex');
    const signKey = tamper.badSignature ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey : platform.privateKey;
    const signature = createSign('RSA-SHA256').update(`${timestamp}\n${headerNonce}\n${body}\n`).sign(signKey, 'base64');
    return { body, headers: { 'content-type': 'application/json', 'wechatpay-timestamp': timestamp, 'wechatpay-nonce': headerNonce, 'wechatpay-signature': signature, 'wechatpay-serial': 'FAKE-PLATFORM' } };
  }

  /** Posts one notification; the HTTP status, 0 when the merchant did not answer. */
  async function deliver(o: FakePayOrder, tamper: { amountFen?: number; badSignature?: boolean } = {}): Promise<number> {
    return post(o.notifyUrl, notification(o, tamper));
  }

  async function post(url: string, n: { body: string; headers: Record<string, string> }): Promise<number> {
    try {
      const res = await fetch(url, { method: 'POST', headers: n.headers, body: n.body, signal: AbortSignal.timeout(timeoutMs) });
      await res.arrayBuffer();
      return res.status;
    } catch {
      return 0;
    }
  }

  /** WeChat Pay's delivery: retried until a 2xx answer or the retries run out. */
  async function deliverUntilAccepted(o: FakePayOrder): Promise<void> {
    for (let i = 0; i <= retries && !closed; i++) {
      const status = await deliver(o);
      o.deliveries.push(status);
      if (status >= 200 && status < 300) return;
      await new Promise((r) => setTimeout(r, retryMs));
    }
  }

  /** The user pays: the order succeeds and the notification goes out (not awaited, as a real provider). */
  function pay(outTradeNo: string): FakePayOrder {
    const o = orders.get(outTradeNo);
    if (!o) throw new Error(`fake pay: no order ${outTradeNo}`);
    if (o.state === 'NOTPAY') {
      o.state = 'SUCCESS';
      o.transactionId = `42000${Date.now()}${randomBytes(3).toString('hex')}`;
      void deliverUntilAccepted(o);
    }
    return o;
  }

  const refundResource = (r: FakeRefund) => ({
    mchid: mchId,
    out_trade_no: r.outTradeNo,
    transaction_id: orders.get(r.outTradeNo)?.transactionId ?? '',
    out_refund_no: r.outRefundNo,
    refund_id: r.refundId,
    refund_status: r.status,
    success_time: new Date().toISOString(),
    amount: { total: r.totalFen, refund: r.refundFen, payer_total: r.totalFen, payer_refund: r.refundFen },
  });
  const refundNotice = (r: FakeRefund, tamper: { badSignature?: boolean } = {}) => signedEvent(r.status === 'SUCCESS' ? 'REFUND.SUCCESS' : 'REFUND.ABNORMAL', 'refund', refundResource(r), tamper);

  /** The refund goes through a moment later and its notification is delivered until accepted, as WeChat Pay does. */
  async function completeRefund(r: FakeRefund): Promise<void> {
    await new Promise((ok) => setTimeout(ok, 10));
    r.status = 'SUCCESS';
    for (let i = 0; i <= retries && !closed; i++) {
      const status = await post(r.notifyUrl, refundNotice(r));
      r.deliveries.push(status);
      if (status >= 200 && status < 300) return;
      await new Promise((ok) => setTimeout(ok, retryMs));
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    if (!path.startsWith('/v3/pay/') && !path.startsWith('/v3/refund/') && !path.startsWith('/fakepay/')) return false;
    let body = '';
    for await (const c of req) body += (c as Buffer).toString();
    // Answers are signed by the platform key as WeChat Pay signs them (forged on purpose when a test asks).
    const json = (status: number, data?: unknown) => {
      const text = data === undefined ? '' : JSON.stringify(data);
      const timestamp = Math.floor(Date.now() / 1000).toString();
      const nonce = randomBytes(16).toString('hex');
      const key = forge.answers ? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey : platform.privateKey;
      const signature = createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${text}\n`).sign(key, 'base64');
      return res
        .writeHead(status, { 'content-type': 'application/json', 'wechatpay-timestamp': timestamp, 'wechatpay-nonce': nonce, 'wechatpay-signature': signature, 'wechatpay-serial': 'FAKE-PLATFORM' })
        .end(text);
    };
    if (path.startsWith('/v3/') && !merchantSigned(req, body)) return json(401, { code: 'SIGN_ERROR', message: '签名错误' }), true;
    if (req.method === 'POST' && path === '/v3/pay/transactions/h5') {
      const b = JSON.parse(body) as { out_trade_no: string; description: string; notify_url: string; amount: { total: number } };
      if (!orders.has(b.out_trade_no)) {
        orders.set(b.out_trade_no, { outTradeNo: b.out_trade_no, amountFen: b.amount.total, description: b.description, notifyUrl: b.notify_url, state: 'NOTPAY', transactionId: null, deliveries: [] });
      }
      return json(200, { h5_url: `${base}/fakepay/cashier?no=${encodeURIComponent(b.out_trade_no)}` }), true;
    }
    if (req.method === 'POST' && path === '/v3/pay/transactions/jsapi') {
      const b = JSON.parse(body) as { appid?: string; out_trade_no: string; description: string; notify_url: string; amount: { total: number }; payer?: { openid?: string } };
      if (!b.payer?.openid) return json(400, { code: 'PARAM_ERROR', message: '缺少 payer.openid' }), true;
      if (!orders.has(b.out_trade_no)) {
        orders.set(b.out_trade_no, { outTradeNo: b.out_trade_no, amountFen: b.amount.total, description: b.description, notifyUrl: b.notify_url, state: 'NOTPAY', transactionId: null, deliveries: [] });
      }
      let prepay = [...prepays].find(([, v]) => v.no === b.out_trade_no)?.[0];
      if (!prepay) prepays.set((prepay = `wx${Date.now()}${randomBytes(6).toString('hex')}`), { no: b.out_trade_no, openid: b.payer.openid });
      return json(200, { prepay_id: prepay }), true;
    }
    if (req.method === 'POST' && path === '/v3/refund/domestic/refunds') {
      const b = JSON.parse(body) as { out_trade_no: string; out_refund_no: string; notify_url?: string; amount: { refund: number; total: number; currency: string } };
      const known = refunds.get(b.out_refund_no);
      if (known) return json(200, { refund_id: known.refundId, out_refund_no: known.outRefundNo, status: known.status }), true;
      const o = orders.get(b.out_trade_no);
      if (!o || o.state !== 'SUCCESS') return json(400, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在或未支付' }), true;
      if (b.amount.total !== o.amountFen || b.amount.refund < 1 || b.amount.refund > o.amountFen) return json(400, { code: 'INVALID_REQUEST', message: '退款金额错误' }), true;
      const r: FakeRefund = { outTradeNo: o.outTradeNo, outRefundNo: b.out_refund_no, refundId: `50300${Date.now()}${randomBytes(3).toString('hex')}`, refundFen: b.amount.refund, totalFen: o.amountFen, status: 'PROCESSING', notifyUrl: b.notify_url ?? o.notifyUrl, deliveries: [] };
      refunds.set(r.outRefundNo, r);
      void completeRefund(r);
      return json(200, { refund_id: r.refundId, out_refund_no: r.outRefundNo, status: r.status }), true;
    }
    const q = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
    if (q && !q[2]) counters.queries++;
    if (q) {
      const o = orders.get(decodeURIComponent(q[1]!));
      if (!o) return json(404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' }), true;
      if (q[2]) {
        if (o.state === 'NOTPAY') o.state = 'CLOSED';
        return json(204), true;
      }
      return json(200, transaction(o)), true;
    }
    const no = url.searchParams.get('no') ?? '';
    const o = orders.get(no);
    if (req.method === 'GET' && path === '/fakepay/cashier') {
      if (!o) return res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('订单不存在'), true;
      const redirect = url.searchParams.get('redirect_url') ?? '';
      const page = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>微信支付（测试）</title>
<style>body{font-family:sans-serif;margin:0;background:#f5f5f5;text-align:center}h1{font-size:16px;font-weight:normal;color:#666;margin:40px 0 8px}.amt{font-size:36px;font-weight:bold}.d{color:#999;margin:8px 0 40px}button{width:90%;height:48px;border:0;border-radius:6px;background:#07c160;color:#fff;font-size:17px}</style></head>
<body><h1>微信支付（测试商户）</h1><div class="amt">¥${(o.amountFen / 100).toFixed(2)}</div><div class="d">${esc(o.description)} · ${esc(o.state === 'SUCCESS' ? '已支付' : o.state === 'CLOSED' ? '已关闭' : '待支付')}</div>
<form method="post" action="/fakepay/confirm?no=${encodeURIComponent(no)}&redirect_url=${encodeURIComponent(redirect)}"><button type="submit"${o.state === 'NOTPAY' ? '' : ' disabled'}>确认支付</button></form></body></html>`;
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page), true;
    }
    if (req.method === 'POST' && path === '/fakepay/confirm') {
      if (!o || o.state === 'CLOSED') return res.writeHead(409, { 'content-type': 'text/plain; charset=utf-8' }).end('订单已关闭'), true;
      pay(no);
      const redirect = url.searchParams.get('redirect_url') ?? '';
      // Only back to a plain http(s) page, as WeChat Pay only returns to the merchant's registered domain.
      if (/^https?:\/\//.test(redirect)) return res.writeHead(303, { location: redirect }).end(), true;
      return res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('支付成功'), true;
    }
    return json(404, { code: 'NOT_FOUND' }), true;
  }

  return {
    /** What our adapter must be configured with (WECHATPAY_* in the environment). */
    config: (baseUrl: string) => ({ baseUrl, appId: 'wx-fake', mchId, serialNo: 'FAKE-MERCHANT', privateKey: merchant.privateKey, platformPublicKey: platform.publicKey, apiV3Key }),
    setBase(url: string) {
      base = url;
    },
    orders,
    refunds,
    forge,
    /**
     * WeixinJSBridge's getBrandWCPayRequest as WeChat runs it for the payer:
     * the request must be signed by the merchant key over appId, timeStamp,
     * nonceStr and package; then the order is paid. Returns the err_msg WeChat gives.
     */
    jsapiPay(p: { appId: string; timeStamp: string; nonceStr: string; package: string; signType: string; paySign: string }, openid: string): string {
      let ok = false;
      try {
        ok = p.appId === 'wx-fake' && p.signType === 'RSA' && createVerify('RSA-SHA256').update(`${p.appId}\n${p.timeStamp}\n${p.nonceStr}\n${p.package}\n`).verify(merchant.publicKey, p.paySign, 'base64');
      } catch {
        ok = false;
      }
      const prepay = prepays.get(p.package.replace(/^prepay_id=/, ''));
      if (!ok || !prepay || prepay.openid !== openid) return 'get_brand_wcpay_request:fail';
      pay(prepay.no);
      return 'get_brand_wcpay_request:ok';
    },
    /** One refund notification again (a duplicate), possibly forged; the merchant's HTTP status. */
    notifyRefund: (outRefundNo: string, tamper: { badSignature?: boolean } = {}) => {
      const r = refunds.get(outRefundNo);
      if (!r) throw new Error(`fake pay: no refund ${outRefundNo}`);
      return post(r.notifyUrl, refundNotice(r, tamper));
    },
    /** Order queries answered so far. */
    get queries() {
      return counters.queries;
    },
    handle,
    pay,
    /** One notification of an order, possibly forged; the merchant's HTTP status. */
    notify: (outTradeNo: string, tamper: { amountFen?: number; badSignature?: boolean } = {}) => {
      const o = orders.get(outTradeNo);
      if (!o) throw new Error(`fake pay: no order ${outTradeNo}`);
      return deliver(o, tamper);
    },
    /** Sets an order paid without notifying (the settle-by-query path). */
    paySilently(outTradeNo: string) {
      const o = orders.get(outTradeNo);
      if (!o) throw new Error(`fake pay: no order ${outTradeNo}`);
      o.state = 'SUCCESS';
      o.transactionId = `42000${Date.now()}`;
    },
    stop() {
      closed = true;
    },
  };
}
export type FakeWechatPay = ReturnType<typeof createFakeWechatPay>;

/** The fake on its own loopback port. */
export async function startFakeWechatPay(opts: FakePayOptions & { port?: number } = {}) {
  const fake = createFakeWechatPay(opts);
  const server = createServer((req, res) => {
    void fake.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => server.listen(opts.port ?? 0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.setBase(url);
  // Object.assign keeps the fake's getters (a spread would freeze their values).
  return Object.assign(fake, {
    url,
    close: () => {
      fake.stop();
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  });
}
