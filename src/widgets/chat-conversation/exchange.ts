import { EXCHANGE_STATUS, type ExchangeKind } from '../../../schemas/im';
import { formatDate } from '../../../schemas/date-format';

/** What the exchange buttons say and ask (spec §8 UI: exchange buttons with confirm dialogs). */
export interface ExchangeButton {
  kind: ExchangeKind;
  /** The button text. */
  text: string;
  /** The confirm dialog's question. */
  confirm: string;
}

/** The buttons of one side: seekers offer their resume; only recruiters invite to interviews. */
export function exchangeButtons(isRecruiter: boolean): ExchangeButton[] {
  return [
    { kind: 'mobileExchange', text: '换电话', confirm: '确定与对方交换电话吗？对方同意后，双方可以看到彼此的手机号。' },
    { kind: 'wechatExchange', text: '换微信', confirm: '确定与对方交换微信吗？对方同意后，双方可以看到彼此的微信号。' },
    isRecruiter
      ? { kind: 'resumeExchange', text: '求简历', confirm: '确定请求对方的简历吗？对方同意后可查看其在线简历。' }
      : { kind: 'resumeExchange', text: '发简历', confirm: '确定把你的在线简历发送给对方吗？' },
    ...(isRecruiter ? [{ kind: 'interviewExchange' as const, text: '约面试', confirm: '' }] : []),
  ];
}

/** Card titles by kind. */
export const CARD_TITLES: Record<ExchangeKind, string> = {
  mobileExchange: '交换电话',
  wechatExchange: '交换微信',
  resumeExchange: '简历',
  acceptedExchange: '录用意向',
  interviewExchange: '面试邀请',
};

/** The line of a card: who asked what, from the viewer's side. */
export function cardLine(kind: ExchangeKind, mine: boolean, isRecruiterRequester: boolean): string {
  switch (kind) {
    case 'mobileExchange':
      return mine ? '我请求与对方交换电话' : '对方想和你交换电话';
    case 'wechatExchange':
      return mine ? '我请求与对方交换微信' : '对方想和你交换微信';
    case 'resumeExchange':
      if (isRecruiterRequester) return mine ? '我请求查看对方的简历' : '对方想查看你的在线简历';
      return mine ? '我向对方发送了简历' : '对方向你发送了简历，是否接收？';
    case 'acceptedExchange':
      return mine ? '我向对方发出了录用意向' : '对方向你发出了录用意向';
    case 'interviewExchange':
      return mine ? '我向对方发出了面试邀请' : '对方邀请你参加面试';
  }
}

/** The state shown on a card (spec §4 exchange states). */
export function stateText(status: number, mine: boolean): string {
  switch (status) {
    case EXCHANGE_STATUS.pending:
      return mine ? '等待对方回应' : '待回应';
    case EXCHANGE_STATUS.accepted:
      return '已同意';
    case EXCHANGE_STATUS.rejected:
      return '已拒绝';
    case EXCHANGE_STATUS.closed:
      return '已失效';
    default:
      return '';
  }
}

/** An interview time as people read it: 11月26日 周三 14:30. */
export function interviewTime(ms: number): string {
  return formatDate(ms, 'M月D日 周W HH:mm');
}
