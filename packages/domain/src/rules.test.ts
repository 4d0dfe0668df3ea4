import { describe, expect, it } from 'vitest';
import {
  cleanRut,
  formatPhone,
  formatRut,
  isValidEmail,
  isValidPassword,
  isValidPhone,
  isValidRut,
  normalizePhone,
  parseParcelaId,
  passwordChecks,
  rutCheckDigit,
} from './rules.ts';

describe('password rule', () => {
  it.each([
    ['Agro#Demo2026', true],
    ['Aa1#aaaaaa', true], // exactly 10
    ['Aa1#aaaaaaaaaaaaaaaa', true], // exactly 20
    ['Aa1#aaaaa', false], // 9
    ['Aa1#aaaaaaaaaaaaaaaaa', false], // 21
    ['agro#demo2026', false], // no uppercase
    ['AGRO#DEMO2026', false], // no lowercase
    ['Agro#DemoDemo', false], // no digit
    ['AgroDemo2026x', false], // no special
    ['', false],
  ])('%s → %s', (pw, ok) => expect(isValidPassword(pw)).toBe(ok));

  it('lists which requirement fails', () => {
    const failing = passwordChecks('agro2026xyz')
      .filter((c) => !c.ok)
      .map((c) => c.label);
    expect(failing).toEqual(['Al menos una letra mayúscula', 'Al menos un carácter especial']);
  });
});

describe('e-mail rule', () => {
  it.each([
    ['cliente@agrodemo.cl', true],
    ['a@b.c', true],
    ['sin-arroba.cl', false],
    ['dos@@agro.cl', false],
    ['con espacio@agro.cl', false],
    [`${'a'.repeat(316)}@x.cl`, false], // 321 characters
    [`${'a'.repeat(315)}@x.cl`, true], // 320 characters
    ['', false],
  ])('%s → %s', (email, ok) => expect(isValidEmail(email)).toBe(ok));
});

describe('RUT', () => {
  it('keeps digits and K, uppercased', () => expect(cleanRut('12.345.678-k')).toBe('12345678K'));
  it.each([
    ['123456785', '12.345.678-5'],
    ['12345678k', '12.345.678-K'],
    ['7654321-0', '7.654.321-0'],
    ['1', '1'],
    ['12', '1-2'],
    ['ab76.1x23.456-7', '76.123.456-7'],
  ])('formats %s as %s', (raw, out) => expect(formatRut(raw)).toBe(out));
  it('validates formatted RUTs with their check character', () => {
    expect(isValidRut('76.123.456-0')).toBe(true);
    expect(isValidRut('7.654.321-6')).toBe(true);
    expect(isValidRut('10.000.013-K')).toBe(true);
    expect(rutCheckDigit(12345678)).toBe('5');
    expect(isValidRut('76.123.456-7')).toBe(false); // wrong check character
    expect(isValidRut('76123456-0')).toBe(false); // not formatted
    expect(isValidRut('76.123.456')).toBe(false);
    expect(isValidRut('123.456.789.0-1')).toBe(false);
  });
});

describe('phone', () => {
  it.each([
    ['912345678', '+56912345678'],
    ['+56 9 1234 5678', '+56912345678'],
    ['12345678', '+56912345678'],
    ['1234', '+5691234'],
  ])('forces +569 on %s', (raw, out) => expect(formatPhone(raw)).toBe(out));
  it.each([
    ['+56912345678', '+56912345678'],
    ['+56 9 1234 5678', '+56912345678'],
    ['912345678', '+56912345678'],
    ['12345678', '+56912345678'],
    ['+5622345678', '+5622345678'], // a landline stays as typed, to be refused
    ['1234', '1234'],
  ])('normalises %s to %s on the server', (raw, out) => expect(normalizePhone(raw)).toBe(out));
  it('validates +569 and 8 digits', () => {
    expect(isValidPhone('+56912345678')).toBe(true);
    expect(isValidPhone('+5691234567')).toBe(false);
    expect(isValidPhone('56912345678')).toBe(false);
  });
});

describe('typed territory id', () => {
  it('takes the first segment as client and the last as sequence', () => {
    expect(parseParcelaId('12-T-003')).toEqual({ cpId: 12, parcelarelId: 3 });
    expect(parseParcelaId(' 4-7 ')).toEqual({ cpId: 4, parcelarelId: 7 });
  });
  it('refuses malformed ids', () => {
    expect(parseParcelaId('T-003')).toBeNull();
    expect(parseParcelaId('12')).toBeNull();
    expect(parseParcelaId('12-T-0')).toBeNull();
  });
});
