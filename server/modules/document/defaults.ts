/** Built-in documents, answered for a key the tenant has not published its own text for. */
export const DEFAULT_DOCUMENT_KEYS = ['agreement', 'privacy'] as const;

export function defaultDocument(key: string, appName: string): { title: string; content: string } | null {
  switch (key) {
    case 'agreement':
      return {
        title: `${appName}用户协议`,
        content: [
          `<p>欢迎使用${appName}。在注册和使用本平台服务前，请仔细阅读本协议。注册或登录即表示您同意本协议。</p>`,
          '<h4>一、账号</h4><p>用户应使用本人真实手机号注册，并妥善保管账号和密码；因保管不善造成的损失由用户自行承担。</p>',
          '<h4>二、信息发布</h4><p>用户发布的简历和职位信息应真实、合法，不得含有虚假、违法或歧视性内容；招聘者不得以招聘为名收取任何费用。</p>',
          '<h4>三、隐私保护</h4><p>平台仅在提供招聘求职服务所必需的范围内使用用户信息，详见《隐私政策》。</p>',
          '<h4>四、违规处理</h4><p>对违反本协议的账号，平台可视情节采取警告、限制功能或封禁等措施。</p>',
        ].join(''),
      };
    case 'privacy':
      return {
        title: `${appName}隐私政策`,
        content: [
          `<p>${appName}重视您的个人信息保护。本政策说明我们收集哪些信息、如何使用以及您享有的权利。</p>`,
          '<h4>一、我们收集的信息</h4><p>手机号（登录与安全验证）、简历信息（您主动填写，用于投递与推荐）、实名认证信息（仅保存脱敏结果）。</p>',
          '<h4>二、信息的使用</h4><p>您的联系方式仅在您投递职位或同意交换后才向对应招聘者展示；您可以屏蔽指定企业。</p>',
          '<h4>三、您的权利</h4><p>您可以随时查看、更正您的信息，或联系客服注销账号。</p>',
        ].join(''),
      };
    default:
      return null;
  }
}
