import { createSign, createVerify } from 'node:crypto';
import { PAY_PROVIDER_TIMEOUT_MS } from '../../constants';
import { fenToYuan, PayNotifyError, PayUnavailableError, yuanToFen, type PaymentProvider } from './types';

export interface AlipayConfig {
  /** Gateway: https://openapi.alipay.com/gateway.do */
  gatewayUrl: string;
  appId: string;
  /** Our application private key (PEM): signs requests (RSA2). */
  privateKey: string;
  /** Alipay's public key (PEM): verifies notifications and answers. */
  alipayPublicKey: string;
  /** Where the wap cashier returns the user (the supplement page). */
  returnUrl?: string;
  timeoutMs?: number;
}

/** The string Alipay signs: parameters sorted by name, empty ones and sign/sign_type left out. */
function signContent(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

/**
 * Alipay open API (alipay.trade.wap.pay for the cashier page, alipay.trade.query,
 * alipay.trade.close and alipay.trade.refund), RSA2 signatures. The notification is a form post
 * verified over its sorted parameters; it is answered with the text "success".
 */
export function createAlipayProvider(cfg: AlipayConfig): PaymentProvider {
  const timeout = cfg.timeoutMs ?? PAY_PROVIDER_TIMEOUT_MS;
  const stamp = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  const signed = (method: string, biz: unknown, extra: Record<string, string> = {}) => {
    const params: Record<string, string> = { app_id: cfg.appId, method, format: 'JSON', charset: 'utf-8', sign_type: 'RSA2', timestamp: stamp(), version: '1.0', biz_content: JSON.stringify(biz), ...extra };
    params.sign = createSign('RSA-SHA256').update(signContent(params)).sign(cfg.privateKey, 'base64');
    return params;
  };
  async function call(method: string, biz: unknown): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetch(cfg.gatewayUrl, { method: 'POST', body: new URLSearchParams(signed(method, biz)), signal: AbortSignal.timeout(timeout) });
    } catch (e) {
      throw new PayUnavailableError(`Alipay unreachable: ${(e as Error).message}`);
    }
    const json = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    const key = `${method.replace(/\./g, '_')}_response`;
    const out = json?.[key];
    if (!res.ok || !out || typeof out !== 'object') throw new PayUnavailableError(`Alipay answered ${res.status}`);
    return out as Record<string, unknown>;
  }
  return {
    channel: 'alipay',
    async create(req) {
      const params = signed(
        'alipay.trade.wap.pay',
        { out_trade_no: req.outTradeNo, total_amount: fenToYuan(req.amountFen), subject: req.description.slice(0, 256), product_code: 'QUICK_WAP_WAY', time_expire: stamp() },
        { notify_url: req.notifyUrl, ...(cfg.returnUrl ? { return_url: cfg.returnUrl } : {}) },
      );
      return { payUrl: `${cfg.gatewayUrl}?${new URLSearchParams(params).toString()}` };
    },
    async query(outTradeNo) {
      const r = await call('alipay.trade.query', { out_trade_no: outTradeNo });
      if (r.code === '40004') return { state: 'unpaid', amountFen: 0, currency: 'CNY', tradeNo: null };
      const fen = yuanToFen(String(r.total_amount ?? ''));
      if (fen === null) throw new PayUnavailableError('Alipay query without total_amount');
      const s = String(r.trade_status ?? '');
      return { state: s === 'TRADE_SUCCESS' || s === 'TRADE_FINISHED' ? 'paid' : s === 'TRADE_CLOSED' ? 'closed' : 'unpaid', amountFen: fen, currency: 'CNY', tradeNo: typeof r.trade_no === 'string' ? r.trade_no : null };
    },
    async close(outTradeNo) {
      await call('alipay.trade.close', { out_trade_no: outTradeNo });
    },
    async refund(req) {
      // alipay.trade.refund answers at once; the same out_request_no refunds once.
      const r = await call('alipay.trade.refund', { out_trade_no: req.outTradeNo, refund_amount: fenToYuan(req.refundFen), out_request_no: req.outRefundNo, refund_reason: req.reason.slice(0, 256) });
      if (r.code !== '10000') return { state: 'failed', refundId: null };
      const fee = yuanToFen(String(r.refund_fee ?? ''));
      return { state: fee !== null && fee >= req.refundFen ? 'succeeded' : 'processing', refundId: typeof r.trade_no === 'string' ? r.trade_no : null };
    },
    parseNotification(_headers, rawBody) {
      const params = Object.fromEntries(new URLSearchParams(rawBody));
      if (!params.sign) throw new PayNotifyError('missing sign');
      let ok = false;
      try {
        ok = createVerify('RSA-SHA256').update(signContent(params)).verify(cfg.alipayPublicKey, params.sign, 'base64');
      } catch {
        ok = false;
      }
      if (!ok) throw new PayNotifyError('bad signature');
      if (params.app_id !== cfg.appId) throw new PayNotifyError('notification for another app');
      const fen = yuanToFen(params.total_amount ?? '');
      if (!params.out_trade_no || fen === null) throw new PayNotifyError('no out_trade_no or total_amount');
      const paid = params.trade_status === 'TRADE_SUCCESS' || params.trade_status === 'TRADE_FINISHED';
      return { outTradeNo: params.out_trade_no, tradeNo: params.trade_no ?? '', paid, amountFen: fen, currency: 'CNY' };
    },
    answer(ok) {
      return { status: 200, contentType: 'text/plain', body: ok ? 'success' : 'failure' };
    },
  };
}
