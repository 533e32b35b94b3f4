import { describe, expect, it } from 'vitest';
import { byteLength, clipToBytes, fieldNameSchema, fieldRules, firstRuleError, FORM_MESSAGES, type FieldRuleOptions } from '../rules';

const firstError = (o: FieldRuleOptions, value: unknown) => firstRuleError(fieldRules(o), value);

describe('form rules', () => {
  it('counts characters above code 126 as two units (spec §5)', () => {
    expect(byteLength('abc')).toBe(3);
    expect(byteLength('张三')).toBe(4);
    expect(byteLength('a张~')).toBe(4);
  });

  it('clips to a byte limit between characters, never inside a surrogate pair', () => {
    expect(clipToBytes('张三丰', 5)).toBe('张三');
    expect(clipToBytes('ab张', 3)).toBe('ab');
    expect(clipToBytes('a😀b', 3)).toBe('a');
    expect(clipToBytes('short', 10)).toBe('short');
  });

  it('name preset: empty, pure digits and special symbols have their Chinese messages', async () => {
    const name = { label: '姓名', required: true, preset: 'name' } as const;
    await expect(firstError(name, '')).resolves.toBe(FORM_MESSAGES.nameEmpty);
    await expect(firstError(name, '  ')).resolves.toBe('请输入姓名');
    await expect(firstError(name, '12345')).resolves.toBe('名称不能为纯数字');
    await expect(firstError(name, '张三!')).resolves.toBe('名称不能包含特殊符号');
    await expect(firstError(name, '张三（小张）')).resolves.toBeNull();
    await expect(firstError(name, 'Li Lei')).resolves.toBe('名称不能包含特殊符号');
    await expect(firstError(name, 'LiLei2')).resolves.toBeNull();
  });

  it('phone, email and description presets', async () => {
    await expect(firstError({ label: '手机号', required: true, preset: 'phone' }, '')).resolves.toBe('请输入手机号');
    await expect(firstError({ label: '手机号', required: true, preset: 'phone' }, '1380013800')).resolves.toBe('手机号格式不正确');
    await expect(firstError({ label: '手机号', required: true, preset: 'phone' }, '13800138000')).resolves.toBeNull();
    await expect(firstError({ label: '邮箱', preset: 'email' }, 'a@b')).resolves.toBe('邮箱格式不正确');
    await expect(firstError({ label: '自我介绍', preset: 'description' }, '123456')).resolves.toBe('内容不能为纯数字');
    // Not required: empty passes every preset check.
    await expect(firstError({ label: '自我介绍', preset: 'description' }, '')).resolves.toBeNull();
  });

  it('area, address and postal code presets (spec §5 messages)', async () => {
    await expect(firstError({ label: '所在地区', required: true, preset: 'area' }, [])).resolves.toBe('请选择所在地区');
    await expect(firstError({ label: '所在地区', required: true, preset: 'area' }, ['330000', '330100'])).resolves.toBeNull();
    await expect(firstError({ label: '详细地址', required: true, preset: 'address' }, ' ')).resolves.toBe('请输入详细地址');
    await expect(firstError({ label: '详细地址', required: true, preset: 'address' }, '文三路 90 号')).resolves.toBeNull();
    await expect(firstError({ label: '邮政编码', required: true, preset: 'postal-code' }, '')).resolves.toBe('请输入邮政编码');
    await expect(firstError({ label: '邮政编码', required: true, preset: 'postal-code' }, '012345')).resolves.toBe('邮政编码格式不正确');
    await expect(firstError({ label: '邮政编码', required: true, preset: 'postal-code' }, '31001')).resolves.toBe('邮政编码格式不正确');
    await expect(firstError({ label: '邮政编码', required: true, preset: 'postal-code' }, '310012')).resolves.toBeNull();
  });

  it('required without a preset names the field with the right verb', async () => {
    await expect(firstError({ label: '学历', required: true, verb: '请选择' }, undefined)).resolves.toBe('请选择学历');
    await expect(firstError({ label: '职位', required: true }, '')).resolves.toBe('请输入职位');
  });

  it('a byte-length limit fails with the field named', async () => {
    await expect(firstError({ label: '昵称', maxLength: 4 }, '张三丰')).resolves.toBe('昵称不能超过4个字符（一个汉字算两个）');
    await expect(firstError({ label: '昵称', maxLength: 4 }, '张三')).resolves.toBeNull();
  });

  it('design rules: required catches an empty string, patterns compile, a broken pattern fails closed, defaults name the label', async () => {
    await expect(firstError({ label: '工号', rules: [{ required: true }] }, '')).resolves.toBe('工号为必填项');
    await expect(firstError({ label: '工号', rules: [{ pattern: '^A\\d+$', message: '工号以 A 开头' }] }, 'B1')).resolves.toBe('工号以 A 开头');
    await expect(firstError({ label: '工号', rules: [{ pattern: '(' }] }, 'x')).resolves.toBe('工号格式不正确');
    await expect(firstError({ label: '工号', rules: [{ type: 'string', max: 3 }] }, 'abcd')).resolves.toBe('工号 最多 3 个字符');
  });

  it('field names are identifiers that {{form.<name>}} can read', () => {
    expect(fieldNameSchema.safeParse('arrivalDate').success).toBe(true);
    expect(fieldNameSchema.safeParse('a.b').success).toBe(false);
    expect(fieldNameSchema.safeParse('__proto__').success).toBe(false);
    expect(fieldNameSchema.safeParse('1st').success).toBe(false);
  });
});
