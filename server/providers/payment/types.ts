/**
 * Payment providers behind one interface: the money module creates a payment,
 * asks for its state, closes it, and reads notifications only through this.
 * WeChat Pay (API v3, H5) and Alipay (wap) are configured by environment; a
 * fake WeChat Pay server on loopback (fake-server.ts) serves development and tests.
 */
export type PayChannel = 'wechat' | 'alipay';

export interface PayCreateRequest {
  /** Our order number (out_trade_no). */
  outTradeNo: string;
  amountFen: number;
  description: string;
  /** Where the provider posts its notification. */
  notifyUrl: string;
  clientIp: string;
  expiresAt: Date;
  /** Inside WeChat: the payer's openid (JSAPI); absent, the H5 cashier. */
  payerOpenid?: string | undefined;
}

/** What WeixinJSBridge's getBrandWCPayRequest takes: signed by the merchant key over appId, timeStamp, nonceStr and package. */
export interface JsapiPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

/** A JSAPI order's "pay URL" holds its prepay id under this prefix (never a page). */
export const JSAPI_PAY_PREFIX = 'wxjsapi:';

export interface PayQueryResult {
  state: 'paid' | 'unpaid' | 'closed';
  amountFen: number;
  currency: string;
  tradeNo: string | null;
}

/** A notification whose signature verified (and whose resource decrypted). */
export interface PayNotice {
  outTradeNo: string;
  tradeNo: string;
  paid: boolean;
  amountFen: number;
  currency: string;
  /** Set when the notification is about a refund (WeChat Pay REFUND.*): paid is then false. */
  refund?: { outRefundNo: string; succeeded: boolean; refundFen: number; refundId: string | null };
}

export interface PayRefundRequest {
  outTradeNo: string;
  /** Our refund number (out_refund_no / out_request_no): asking twice with it refunds once. */
  outRefundNo: string;
  refundFen: number;
  /** The order's paid amount. */
  totalFen: number;
  reason: string;
  /** Where the provider posts the refund's outcome (WeChat Pay); Alipay answers at once. */
  notifyUrl: string;
}

/** succeeded: the money is on its way back; processing: the outcome comes by notification; failed: refused. */
export interface PayRefundResult {
  state: 'succeeded' | 'processing' | 'failed';
  refundId: string | null;
}

/** A notification that did not verify: forged, tampered with, replayed or garbled. */
export class PayNotifyError extends Error {
  override readonly name = 'PayNotifyError';
}
/** The provider could not be reached or answered nonsense; the caller may try again later. */
export class PayUnavailableError extends Error {
  override readonly name = 'PayUnavailableError';
}

export interface PaymentProvider {
  readonly channel: PayChannel;
  /** Creates the payment; the page the user is sent to pay on. */
  create(req: PayCreateRequest): Promise<{ payUrl: string }>;
  query(outTradeNo: string): Promise<PayQueryResult>;
  close(outTradeNo: string): Promise<void>;
  /** The signed JSAPI request of an order created with a payer openid (its payUrl), null for others. */
  jsapiParams?(payUrl: string): JsapiPayParams | null;
  /** Refunds a paid order (idempotent by outRefundNo). */
  refund(req: PayRefundRequest): Promise<PayRefundResult>;
  /** Verifies and reads a notification; throws PayNotifyError when it does not verify. */
  parseNotification(headers: Record<string, string | string[] | undefined>, rawBody: string, now: number): PayNotice;
  /** The answer the provider expects for an accepted or refused notification. */
  answer(ok: boolean, reason: string): { status: number; contentType: string; body: string };
}

/** Yuan text of a fen amount ("12.30"): what Alipay and receipts show. */
export function fenToYuan(fen: number): string {
  return `${Math.trunc(fen / 100)}.${String(Math.abs(fen % 100)).padStart(2, '0')}`;
}

/** Fen of a yuan text ("12.3", "12.30", "12"); null when it is not a plain amount. Never goes through floating point. */
export function yuanToFen(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
