/** Payment providers: the interface (types.ts), WeChat Pay v3 and Alipay adapters. */
export * from './types';
export { createWechatPayProvider, type WechatPayConfig } from './wechatpay';
export { createAlipayProvider, type AlipayConfig } from './alipay';
