import { describe, expect, it, vi } from 'vitest';
import { validateRules } from '../rules';

describe('validateRules', () => {
  it('passes when there are no rules or all rules pass', async () => {
    await expect(validateRules(undefined, {})).resolves.toBeNull();
    await expect(validateRules({ name: { required: true }, age: { type: 'number', min: 16 } }, { name: '张三', age: 20 })).resolves.toBeNull();
  });

  it('gives the first error in Chinese', async () => {
    await expect(validateRules({ name: { required: true } }, {})).resolves.toBe('name 为必填项');
    await expect(validateRules({ mail: { type: 'email' } }, { mail: 'x' })).resolves.toBe('mail 不是有效的邮箱地址');
    await expect(validateRules({ code: { len: 6 } }, { code: '123' })).resolves.toBe('code 须为 6 个字符');
    await expect(validateRules({ n: { type: 'number', max: 3 } }, { n: 9 })).resolves.toBe('n 不能大于 3');
    await expect(validateRules({ s: { enum: ['a', 'b'], type: 'enum' } }, { s: 'c' })).resolves.toBe('s 必须是 a, b 之一');
  });

  it("prefers a rule's own message", async () => {
    await expect(validateRules({ mobile: [{ required: true, message: '请输入手机号' }, { pattern: '^1\\d{10}$', message: '手机号格式不正确' }] }, { mobile: '' })).resolves.toBe('请输入手机号');
    await expect(validateRules({ mobile: [{ required: true, message: '请输入手机号' }, { pattern: '^1\\d{10}$', message: '手机号格式不正确' }] }, { mobile: '123' })).resolves.toBe('手机号格式不正确');
  });

  it('stops at the first failing field', async () => {
    await expect(validateRules({ a: { required: true, message: 'A' }, b: { required: true, message: 'B' } }, {})).resolves.toBe('A');
  });

  it("keeps async-validator's default English messages when asked for them", async () => {
    await expect(validateRules({ name: { required: true } }, {}, 'en')).resolves.toBe('name is required');
    await expect(validateRules({ s: { type: 'enum', enum: ['a', 'b'] } }, { s: 'c' }, 'en')).resolves.toBe('s must be one of a, b');
    await expect(validateRules({ s: { whitespace: true, required: true } }, { s: '   ' }, 'en')).resolves.toBe('s cannot be empty');
    await expect(validateRules({ s: { min: 2, max: 4 } }, { s: 'abcdef' }, 'en')).resolves.toBe('s must be between 2 and 4 characters');
    await expect(validateRules({ c: { type: 'hex' } }, { c: 'xyz' }, 'en')).resolves.toBe('c is not a valid hex');
  });

  it('refuses an e-mail address of 255 characters or more (spec §5), accepts a shorter one', async () => {
    const local = (n: number) => 'a'.repeat(n - '@example.com'.length) + '@example.com';
    await expect(validateRules({ mail: { type: 'email' } }, { mail: local(254) })).resolves.toBeNull();
    await expect(validateRules({ mail: { type: 'email' } }, { mail: local(255) })).resolves.toBe('mail 最多 254 个字符');
  });

  it('counts a surrogate pair as one character', async () => {
    await expect(validateRules({ s: { max: 2 } }, { s: '😀😀' })).resolves.toBeNull();
  });

  it('fails a field whose pattern is not a valid regular expression, rather than let it through', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(validateRules({ s: { pattern: '(' } }, { s: 'x' })).resolves.toBe('s 格式不正确');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
