import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import { PAY_NOTIFY_MAX_AGE_MS, PAY_PROVIDER_TIMEOUT_MS } from '../../constants';
import { JSAPI_PAY_PREFIX, PayNotifyError, PayUnavailableError, type PaymentProvider, type PayNotice, type PayQueryResult } from './types';

export interface WechatPayConfig {
  /** API host: https://api.mch.weixin.qq.com, or the fake on loopback. */
  baseUrl: string;
  appId: string;
  mchId: string;
  /** Serial number of the merchant's API certificate (goes into each request's signature header). */
  serialNo: string;
  /** The merchant's API private key (PEM): signs our requests. */
  privateKey: string;
  /** WeChat Pay's platform public key (PEM): verifies notifications. */
  platformPublicKey: string;
  /** The APIv3 key (32 characters): decrypts notification resources. */
  apiV3Key: string;
  timeoutMs?: number;
}

interface Transaction {
  out_trade_no?: unknown;
  transaction_id?: unknown;
  trade_state?: unknown;
  amount?: { total?: unknown; currency?: unknown };
}

const header = (h: Record<string, string | string[] | undefined>, name: string): string => {
  const v = h[name.toLowerCase()];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
};

/**
 * WeChat Pay API v3 (H5, and JSAPI inside WeChat with the payer's openid). Requests carry a WECHATPAY2-SHA256-RSA2048 signature of
 * "METHOD\nPATH\nTIMESTAMP\nNONCE\nBODY\n" by the merchant key; a notification is
 * signed by the platform key over "TIMESTAMP\nNONCE\nBODY\n" and carries the
 * transaction AES-256-GCM encrypted under the APIv3 key. The API's answers carry
 * the same platform signature (Wechatpay-Signature headers) and are verified too.
 */
export function createWechatPayProvider(cfg: WechatPayConfig): PaymentProvider {
  const timeout = cfg.timeoutMs ?? PAY_PROVIDER_TIMEOUT_MS;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const text = body === undefined ? '' : JSON.stringify(body);
    const timestamp = Math.floor(Date.now() / 1000).toString();
    const nonce = randomBytes(16).toString('hex');
    const signature = createSign('RSA-SHA256').update(`${method}\n${path}\n${timestamp}\n${nonce}\n${text}\n`).sign(cfg.privateKey, 'base64');
    const auth = `WECHATPAY2-SHA256-RSA2048 mchid="${cfg.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${cfg.serialNo}"`;
    let res: Response;
    try {
      res = await fetch(new URL(path, cfg.baseUrl), {
        method,
        headers: { authorization: auth, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: text }),
        signal: AbortSignal.timeout(timeout),
      });
    } catch (e) {
      throw new PayUnavailableError(`WeChat Pay unreachable: ${(e as Error).message}`);
    }
    const raw = await res.text();
    let json: unknown = null;
    try {
      json = raw ? JSON.parse(raw) : null;
    } catch {
      throw new PayUnavailableError(`WeChat Pay answered ${res.status} with no JSON`);
    }
    if (res.status >= 500) throw new PayUnavailableError(`WeChat Pay answered ${res.status}`);
    // Every answer is signed by WeChat Pay's platform key over "TIMESTAMP\nNONCE\nBODY\n": one that does not verify is not believed.
    const ts = res.headers.get('wechatpay-timestamp') ?? '';
    const answerNonce = res.headers.get('wechatpay-nonce') ?? '';
    const answerSignature = res.headers.get('wechatpay-signature') ?? '';
    let verified = false;
    try {
      verified = Boolean(ts && answerNonce && answerSignature) && createVerify('RSA-SHA256').update(`${ts}\n${answerNonce}\n${raw}\n`).verify(cfg.platformPublicKey, answerSignature, 'base64');
    } catch {
      verified = false;
    }
    if (!verified) throw new PayUnavailableError(`WeChat Pay answer ${res.status} to ${method} ${path.split('?')[0]} is not signed by the platform key`);
    return { status: res.status, json };
  }

  const readTransaction = (t: Transaction): PayQueryResult & { outTradeNo: string } => {
    const total = t.amount?.total;
    const currency = t.amount?.currency;
    if (typeof t.out_trade_no !== 'string' || typeof t.trade_state !== 'string' || !Number.isSafeInteger(total) || typeof currency !== 'string') {
      throw new PayUnavailableError('WeChat Pay transaction without out_trade_no, trade_state or amount');
    }
    const state = t.trade_state === 'SUCCESS' ? 'paid' : t.trade_state === 'CLOSED' || t.trade_state === 'REVOKED' || t.trade_state === 'PAYERROR' ? 'closed' : 'unpaid';
    return { outTradeNo: t.out_trade_no, state, amountFen: total as number, currency, tradeNo: typeof t.transaction_id === 'string' ? t.transaction_id : null };
  };

  /** A refund notification's resource: out_trade_no, out_refund_no, refund_status and amount (fen). */
  const readRefund = (plain: string): PayNotice => {
    let r: { out_trade_no?: unknown; out_refund_no?: unknown; refund_id?: unknown; refund_status?: unknown; amount?: { total?: unknown; refund?: unknown } };
    try {
      r = JSON.parse(plain) as typeof r;
    } catch {
      throw new PayNotifyError('refund resource is not JSON');
    }
    const total = r.amount?.total;
    const refund = r.amount?.refund;
    if (typeof r.out_trade_no !== 'string' || typeof r.out_refund_no !== 'string' || !Number.isSafeInteger(total) || !Number.isSafeInteger(refund)) {
      throw new PayNotifyError('refund resource without out_trade_no, out_refund_no or amount');
    }
    return {
      outTradeNo: r.out_trade_no,
      tradeNo: '',
      paid: false,
      amountFen: total as number,
      currency: 'CNY',
      refund: { outRefundNo: r.out_refund_no, succeeded: r.refund_status === 'SUCCESS', refundFen: refund as number, refundId: typeof r.refund_id === 'string' ? r.refund_id : null },
    };
  };

  return {
    channel: 'wechat',
    async create(req) {
      if (req.payerOpenid) {
        const { status, json } = await call('POST', '/v3/pay/transactions/jsapi', {
          appid: cfg.appId,
          mchid: cfg.mchId,
          description: req.description.slice(0, 127),
          out_trade_no: req.outTradeNo,
          time_expire: req.expiresAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
          notify_url: req.notifyUrl,
          amount: { total: req.amountFen, currency: 'CNY' },
          payer: { openid: req.payerOpenid },
        });
        const prepay = (json as { prepay_id?: unknown } | null)?.prepay_id;
        if (status !== 200 || typeof prepay !== 'string') throw new PayUnavailableError(`WeChat Pay refused the JSAPI order (${status})`);
        return { payUrl: `${JSAPI_PAY_PREFIX}prepay_id=${prepay}` };
      }
      const { status, json } = await call('POST', '/v3/pay/transactions/h5', {
        appid: cfg.appId,
        mchid: cfg.mchId,
        description: req.description.slice(0, 127),
        out_trade_no: req.outTradeNo,
        time_expire: req.expiresAt.toISOString().replace(/\.\d{3}Z$/, '+00:00'),
        notify_url: req.notifyUrl,
        amount: { total: req.amountFen, currency: 'CNY' },
        scene_info: { payer_client_ip: req.clientIp, h5_info: { type: 'Wap' } },
      });
      const url = (json as { h5_url?: unknown } | null)?.h5_url;
      if (status !== 200 || typeof url !== 'string') throw new PayUnavailableError(`WeChat Pay refused the order (${status})`);
      return { payUrl: url };
    },
    jsapiParams(payUrl) {
      if (!payUrl.startsWith(JSAPI_PAY_PREFIX)) return null;
      const pkg = payUrl.slice(JSAPI_PAY_PREFIX.length);
      const timeStamp = Math.floor(Date.now() / 1000).toString();
      const nonceStr = randomBytes(16).toString('hex');
      const paySign = createSign('RSA-SHA256').update(`${cfg.appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`).sign(cfg.privateKey, 'base64');
      return { appId: cfg.appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
    },
    async query(outTradeNo) {
      const { status, json } = await call('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}?mchid=${encodeURIComponent(cfg.mchId)}`);
      // An order WeChat never saw (created here, the create call lost) is simply unpaid.
      if (status === 404) return { state: 'unpaid', amountFen: 0, currency: 'CNY', tradeNo: null };
      if (status !== 200) throw new PayUnavailableError(`WeChat Pay query answered ${status}`);
      return readTransaction(json as Transaction);
    },
    async close(outTradeNo) {
      const { status } = await call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}/close`, { mchid: cfg.mchId });
      if (status !== 204 && status !== 200 && status !== 404) throw new PayUnavailableError(`WeChat Pay close answered ${status}`);
    },
    async refund(req) {
      const { status, json } = await call('POST', '/v3/refund/domestic/refunds', {
        out_trade_no: req.outTradeNo,
        out_refund_no: req.outRefundNo,
        reason: req.reason.slice(0, 80),
        notify_url: req.notifyUrl,
        amount: { refund: req.refundFen, total: req.totalFen, currency: 'CNY' },
      });
      const r = (json ?? {}) as { refund_id?: unknown; status?: unknown };
      if (status !== 200) return { state: 'failed', refundId: null };
      const id = typeof r.refund_id === 'string' ? r.refund_id : null;
      return { state: r.status === 'SUCCESS' ? 'succeeded' : r.status === 'PROCESSING' ? 'processing' : 'failed', refundId: id };
    },
    parseNotification(headers, rawBody, now) {
      const timestamp = header(headers, 'wechatpay-timestamp');
      const nonce = header(headers, 'wechatpay-nonce');
      const signature = header(headers, 'wechatpay-signature');
      if (!timestamp || !nonce || !signature) throw new PayNotifyError('missing signature headers');
      if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now - Number(timestamp) * 1000) > PAY_NOTIFY_MAX_AGE_MS) throw new PayNotifyError('timestamp out of window');
      let ok = false;
      try {
        ok = createVerify('RSA-SHA256').update(`${timestamp}\n${nonce}\n${rawBody}\n`).verify(cfg.platformPublicKey, signature, 'base64');
      } catch {
        ok = false;
      }
      if (!ok) throw new PayNotifyError('bad signature');
      let body: { event_type?: unknown; resource?: { ciphertext?: unknown; nonce?: unknown; associated_data?: unknown } };
      try {
        body = JSON.parse(rawBody) as typeof body;
      } catch {
        throw new PayNotifyError('body is not JSON');
      }
      const r = body.resource;
      if (!r || typeof r.ciphertext !== 'string' || typeof r.nonce !== 'string') throw new PayNotifyError('no resource');
      let plain: string;
      try {
        const data = Buffer.from(r.ciphertext, 'base64');
        const decipher = createDecipheriv('aes-256-gcm', Buffer.from(cfg.apiV3Key, 'utf8'), Buffer.from(r.nonce, 'utf8'));
        decipher.setAuthTag(data.subarray(data.length - 16));
        decipher.setAAD(Buffer.from(typeof r.associated_data === 'string' ? r.associated_data : '', 'utf8'));
        plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
      } catch {
        throw new PayNotifyError('resource does not decrypt');
      }
      if (typeof body.event_type === 'string' && body.event_type.startsWith('REFUND.')) return readRefund(plain);
      let t: PayQueryResult & { outTradeNo: string };
      try {
        t = readTransaction(JSON.parse(plain) as Transaction);
      } catch {
        throw new PayNotifyError('resource is not a transaction');
      }
      return { outTradeNo: t.outTradeNo, tradeNo: t.tradeNo ?? '', paid: t.state === 'paid', amountFen: t.amountFen, currency: t.currency };
    },
    answer(ok, reason) {
      // v3: 200/204 accepts; anything else makes WeChat Pay retry later.
      return ok
        ? { status: 204, contentType: 'application/json', body: '' }
        : { status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'FAIL', message: reason.slice(0, 100) }) };
    },
  };
}
