import { useState } from 'react';
import { AVATAR_PALETTE, AVATAR_RESIZE_PX } from '../constants';
import './avatar.css';

/** The avatar image address: one without a query of its own is asked for at 200x200 (spec §9). */
export function avatarUrl(src: string): string {
  if (!src || src.includes('?')) return src;
  return `${src}?w=${AVATAR_RESIZE_PX}&h=${AVATAR_RESIZE_PX}`;
}

/** The palette colour of a name: the same name always gets the same colour. */
export function avatarColor(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return AVATAR_PALETTE[h % AVATAR_PALETTE.length]!;
}

/** What an initials avatar shows: the last Chinese character of a name (the given name), or the first letter. */
export function avatarInitials(name: string): string {
  const t = name.trim();
  if (!t) return '?';
  const chars = [...t];
  if (/[\u3400-\u9fff]/.test(chars[0]!)) return chars.length > 1 ? chars.slice(-2).join('') : chars[0]!;
  return chars[0]!.toUpperCase();
}

export interface AvatarProps {
  src?: string | null | undefined;
  name: string;
  /** Diameter in px. */
  size?: number;
  /** What to show instead of the name's initials (a company: the first character of its short name). */
  initials?: string | undefined;
}

/** A round avatar: the image, or the initials on a palette colour when there is none or it fails to load. */
export function Avatar({ src, name, size = 48, initials }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.36) };
  if (src && !failed) {
    return <img className="rm-avatar" src={avatarUrl(src)} alt={name} style={style} onError={() => setFailed(true)} />;
  }
  return (
    <span className="rm-avatar rm-avatar--initials" role="img" aria-label={name || '头像'} style={{ ...style, background: avatarColor(name) }}>
      {initials || avatarInitials(name)}
    </span>
  );
}
