/**
 * A third-party service production has not been given (no URL configured).
 * Development stand-ins (codes in the log, any valid ID number accepted) are
 * never used there: the feature answers this, never a fake success.
 */
export class ServiceNotConfiguredError extends Error {
  override readonly name = 'ServiceNotConfiguredError';
}

/** What users read when a service is not configured (the envelope's msg, code CODE_SERVICE_UNAVAILABLE). */
export const NOT_CONFIGURED_MESSAGES = {
  sms: '短信服务未开通，暂时无法发送验证码，请使用密码登录',
  mail: '邮件服务未开通，暂时无法发送邮件验证码',
  identity: '实名认证服务未开通，暂时无法实名认证',
} as const;
