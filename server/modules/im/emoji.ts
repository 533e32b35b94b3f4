import { EMOJI_DEFAULT_GROUP, type EmojiConfig } from '../../../schemas/im';

/**
 * The emoji config (spec §3): groups with key, mainCode, list {name, code, src} and map.
 * Images are small SVGs drawn from the Unicode emoji (served by GET /im/emoji/:group/:index.svg),
 * so the set needs no image files and renders with the system's colour emoji font.
 */
const GROUPS: { key: string; items: [name: string, char: string][] }[] = [
  {
    key: EMOJI_DEFAULT_GROUP,
    items: [
      ['微笑', '🙂'], ['大笑', '😄'], ['偷笑', '🤭'], ['害羞', '😊'], ['调皮', '😜'], ['酷', '😎'], ['得意', '😏'], ['流泪', '😢'],
      ['大哭', '😭'], ['尴尬', '😅'], ['发怒', '😠'], ['惊讶', '😮'], ['疑问', '🤔'], ['晕', '😵'], ['再见', '👋'], ['亲亲', '😘'],
      ['色', '😍'], ['睡', '😴'], ['可怜', '🥺'], ['握手', '🤝'], ['强', '👍'], ['OK', '👌'], ['胜利', '✌️'], ['抱拳', '🙏'],
      ['鼓掌', '👏'], ['加油', '💪'], ['爱心', '❤️'], ['玫瑰', '🌹'], ['咖啡', '☕'], ['蛋糕', '🎂'], ['庆祝', '🎉'], ['太阳', '☀️'],
    ],
  },
  {
    key: 'work',
    items: [
      ['简历', '📄'], ['电话', '📞'], ['邮件', '📧'], ['日历', '📅'], ['面试', '💼'], ['办公室', '🏢'], ['钱', '💰'], ['奖杯', '🏆'],
      ['灯泡', '💡'], ['火箭', '🚀'], ['时钟', '⏰'], ['地图', '🗺️'],
    ],
  },
];

/** Changes whenever GROUPS change; clients cache the config by it. */
const EMOJI_UPDATED_AT = Date.UTC(2026, 10, 1);

const srcOf = (group: string, index: number) => `/im/emoji/${group}/${index}.svg`;

let cached: EmojiConfig | null = null;
export function emojiConfig(): EmojiConfig {
  if (!cached) {
    cached = {
      updatedAt: EMOJI_UPDATED_AT,
      groups: GROUPS.map((g) => {
        const list = g.items.map(([name], i) => ({ name, code: `[${name}]`, src: srcOf(g.key, i) }));
        return { key: g.key, mainCode: list[0]!.code, list, map: Object.fromEntries(list.map((e) => [e.code, e.src])) };
      }),
    };
  }
  return cached;
}

/** The emoji with this code (in the group, or any group). */
export function findEmoji(code: string, group?: string): { name: string; code: string; src: string; group: string } | null {
  for (const g of emojiConfig().groups) {
    if (group && g.key !== group) continue;
    const e = g.list.find((x) => x.code === code);
    if (e) return { ...e, group: g.key };
  }
  return null;
}

/** The SVG image of one emoji, or null for an unknown one. */
export function emojiSvg(group: string, index: number): string | null {
  const g = GROUPS.find((x) => x.key === group);
  const item = g?.items[index];
  if (!item) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><text x="32" y="50" font-size="48" text-anchor="middle" font-family="Noto Color Emoji, Apple Color Emoji, Segoe UI Emoji, sans-serif">${item[1]}</text></svg>`;
}
