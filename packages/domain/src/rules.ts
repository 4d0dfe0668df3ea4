import { EMAIL_MAX, EMAIL_MIN, PASSWORD_MAX, PASSWORD_MIN, PHONE_PREFIX } from './constants.ts';

// No spaces, no @ twice, no control characters (a NUL would reach the database and fail there).
const EMAIL_RE = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

/** Login e-mail rule (docs/RULES.md#validation): valid format, 3 to 320 characters. */
export function isValidEmail(email: string): boolean {
  return email.length >= EMAIL_MIN && email.length <= EMAIL_MAX && EMAIL_RE.test(email);
}

/** Password rule (docs/RULES.md#validation): lower, upper, digit, special, 10 to 20 characters. */
export function isValidPassword(password: string): boolean {
  return passwordChecks(password).every((c) => c.ok);
}

/** Each requirement of the password rule, for the live checklist of the forms. */
export function passwordChecks(password: string): { label: string; ok: boolean }[] {
  return [
    {
      label: `Entre ${PASSWORD_MIN} y ${PASSWORD_MAX} caracteres`,
      ok: password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX,
    },
    { label: 'Al menos una letra minúscula', ok: /[a-zñ]/.test(password) },
    { label: 'Al menos una letra mayúscula', ok: /[A-ZÑ]/.test(password) },
    { label: 'Al menos un número', ok: /\d/.test(password) },
    { label: 'Al menos un carácter especial', ok: /[^A-Za-z0-9ñÑ\s]/.test(password) },
  ];
}

/** Keeps only digits and K of a RUT, K uppercased. */
export function cleanRut(raw: string): string {
  return raw.toUpperCase().replace(/[^0-9K]/g, '');
}

/** Formats a RUT as 12.345.678-K while typing (docs/RULES.md#validation). */
export function formatRut(raw: string): string {
  const clean = cleanRut(raw);
  if (clean.length <= 1) return clean;
  const body = clean.slice(0, -1).replace(/K/g, '');
  const dv = clean.slice(-1);
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`;
}

/** The check character (módulo 11) of a RUT's body. */
export function rutCheckDigit(body: number): string {
  let sum = 0;
  let factor = 2;
  for (let n = body; n > 0; n = Math.floor(n / 10)) {
    sum += (n % 10) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 11 ? '0' : dv === 10 ? 'K' : String(dv);
}

/** A formatted RUT (12.345.678-K) whose check character is right. */
export function isValidRut(rut: string): boolean {
  if (!/^\d{1,2}(\.\d{3}){1,2}-[\dK]$/.test(rut) || formatRut(rut) !== rut) return false;
  return rutCheckDigit(Number(rut.slice(0, -2).replace(/\./g, ''))) === rut.slice(-1);
}

/** Forces the +569 prefix followed by digits (docs/RULES.md#validation). */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const rest = digits.startsWith('569')
    ? digits.slice(3)
    : digits.startsWith('9') && digits.length === 9
      ? digits.slice(1)
      : digits;
  return PHONE_PREFIX + rest.slice(0, 8);
}

/**
 * Server-side phone normalisation: +569XXXXXXXX, 569…, 9… or the 8 digits after the prefix become
 * +569XXXXXXXX; anything else (a landline, too few or too many digits) is returned unchanged to fail.
 */
export function normalizePhone(raw: string): string {
  const compact = raw.trim().replace(/[\s\-().]/g, '');
  const m = /^(?:\+569|569|9)?(\d{8})$/.exec(compact);
  return m && !(compact.startsWith('+') && !compact.startsWith('+569')) ? `+569${m[1]}` : raw.trim();
}

/** A Chilean mobile number in +569XXXXXXXX form. */
export function isValidPhone(phone: string): boolean {
  return /^\+569\d{8}$/.test(phone);
}

/** Parses a typed territory id `{cp}-...-{n}`: first segment client id, last the sequence. */
export function parseParcelaId(typed: string): { cpId: number; parcelarelId: number } | null {
  const parts = typed.trim().split('-');
  if (parts.length < 2) return null;
  const cpId = Number(parts[0]);
  const parcelarelId = Number(parts[parts.length - 1]);
  if (!Number.isInteger(cpId) || !Number.isInteger(parcelarelId) || cpId < 1 || parcelarelId < 1) return null;
  return { cpId, parcelarelId };
}

/** Whether a text holds a NUL character, which PostgreSQL cannot store in text or JSON. */
export const hasNul = (text: string) => text.includes('\u0000');

/** The path of the first string holding a NUL inside a value (body, query, params), or null. */
export function findNul(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return hasNul(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (hasNul(k)) return [...path, k];
      const found = findNul(v, [...path, k]);
      if (found) return found;
    }
  }
  return null;
}
