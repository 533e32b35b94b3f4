import { describe, expect, it } from 'vitest';
import { idCardBirthday, idCardCheckChar, idCardProblem, maskIdCard, maskPhone } from '../identity';

const withCheck = (first17: string) => first17 + idCardCheckChar(first17);

describe('resident ID numbers', () => {
  it('accepts the published sample number 11010519491231002X', () => {
    expect(idCardProblem('11010519491231002X')).toBeNull();
    expect(idCardProblem('11010519491231002x')).toBeNull();
    expect(idCardBirthday('11010519491231002X')).toBe('1949-12-31');
  });

  it.each([
    ['1101051949123100', 'format'],
    ['11010519491231002Y', 'format'],
    ['00010519491231002X', 'province'],
    [withCheck('11010519490230002'), 'birthday'],
    [withCheck('11010518991231002'), 'birthday'],
    ['110105194912310021', 'checksum'],
  ])('finds the problem of %s: %s', (id, problem) => {
    expect(idCardProblem(id)).toBe(problem);
  });

  it('refuses a birth date after today and accepts one born today', () => {
    const today = new Date('2026-11-22T08:00:00Z');
    expect(idCardProblem(withCheck('11010520261123001'), today)).toBe('birthday');
    expect(idCardProblem(withCheck('11010520261122001'), today)).toBeNull();
  });

  it('accepts 29 February only in leap years', () => {
    expect(idCardProblem(withCheck('11010520000229001'))).toBeNull();
    expect(idCardProblem(withCheck('11010519000229001'))).toBe('birthday');
  });

  it('masks all but the first 3 and last 4 characters', () => {
    expect(maskIdCard('11010519491231002X')).toBe('110***********002X');
  });
});

describe('phone masking (spec §5)', () => {
  it('keeps the first 3 digits and hides the next 4', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
  });
  it('keeps 6 characters when the number begins with 86-', () => {
    expect(maskPhone('86-13812345678')).toBe('86-138****5678');
  });
  it('leaves short or empty values readable', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('110')).toBe('110');
    expect(maskPhone('12345')).toBe('123**');
  });
});
