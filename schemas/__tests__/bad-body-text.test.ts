import { describe, expect, it } from 'vitest';
import { badBodyText, BODY_MAX_DEPTH, CONTROL_CHAR_MESSAGE } from '../fields';

/** A value nested `depth` objects deep: { a: { a: … { a: 1 } } }. */
function nested(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

describe('badBodyText', () => {
  it('passes ordinary bodies, emoji and line breaks included', () => {
    expect(badBodyText({})).toBeNull();
    expect(badBodyText({ page: 'home', updatedAt: '2026-01-01T00:00:00.000Z' })).toBeNull();
    expect(badBodyText({ list: [1, 'a\tb\nc', { x: '😀' }, null, true], n: 0 })).toBeNull();
    expect(badBodyText(nested(BODY_MAX_DEPTH))).toBeNull();
    expect(badBodyText(null)).toBeNull();
    expect(badBodyText('plain')).toBeNull();
  });

  it('names the field of a string with a control character, through objects and arrays', () => {
    expect(badBodyText({ name: 'a\u0000b' })).toBe(`参数 name ${CONTROL_CHAR_MESSAGE}`);
    expect(badBodyText({ a: { list: ['ok', { t: '\u001b[31m' }] } })).toBe(`参数 a.list.1.t ${CONTROL_CHAR_MESSAGE}`);
    expect(badBodyText('\ud800')).toBe(`参数 (body) ${CONTROL_CHAR_MESSAGE}`);
  });

  it('names the object whose key holds a control character', () => {
    expect(badBodyText({ 'x\u0001': 1 })).toBe(`参数名 (body) ${CONTROL_CHAR_MESSAGE}`);
    expect(badBodyText({ a: [{ ok: 1 }, { 'k\u007f': 2 }] })).toBe(`参数名 a.1 ${CONTROL_CHAR_MESSAGE}`);
  });

  it('refuses nesting deeper than BODY_MAX_DEPTH, at the level where it goes too deep', () => {
    const path = Array.from({ length: BODY_MAX_DEPTH }, () => 'a').join('.');
    expect(badBodyText(nested(BODY_MAX_DEPTH + 1))).toBe(`参数 ${path} 嵌套过深`);
    expect(badBodyText(nested(10_000))).toBe(`参数 ${path} 嵌套过深`);
  });

  it('reports the first problem in key order', () => {
    expect(badBodyText({ a: 'ok', b: 'x\u0002', c: 'y\u0003' })).toBe(`参数 b ${CONTROL_CHAR_MESSAGE}`);
  });
});
