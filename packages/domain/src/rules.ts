import { EMAIL_MAX, EMAIL_MIN, PASSWORD_MAX, PASSWORD_MIN, PHONE_PREFIX } from './constants.ts';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Login e-mail rule (spec 000 §5): valid format, 3 to 320 characters. */
export function isValidEmail(email: string): boolean {
  return email.length >= EMAIL_MIN && email.length <= EMAIL_MAX && EMAIL_RE.test(email);
}

/** Password rule (spec 000 §5): lower, upper, digit, special, 10 to 20 characters. */
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

/** Formats a RUT as 12.345.678-K while typing (spec 001 §5). */
export function formatRut(raw: string): string {
  const clean = cleanRut(raw);
  if (clean.length <= 1) return clean;
  const body = clean.slice(0, -1).replace(/K/g, '');
  const dv = clean.slice(-1);
  return `${body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}-${dv}`;
}

/** A formatted RUT: 1 to 8 body digits with dots, a dash and a digit or K. */
export function isValidRut(rut: string): boolean {
  return /^\d{1,2}(\.\d{3}){1,2}-[\dK]$/.test(rut) && formatRut(rut) === rut;
}

/** Forces the +569 prefix followed by digits (spec 001 §5). */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const rest = digits.startsWith('569') ? digits.slice(3) : digits.startsWith('9') && digits.length === 9 ? digits.slice(1) : digits;
  return PHONE_PREFIX + rest.slice(0, 8);
}

/** A Chilean mobile number in +569XXXXXXXX form. */
export function isValidPhone(phone: string): boolean {
  return /^\+569\d{8}$/.test(phone);
}

/** Parses a typed territory id `{cp}-...-{n}`: first segment client id, last the sequence. */
export function parseTerritorioId(typed: string): { cpId: number; parcelarelId: number } | null {
  const parts = typed.trim().split('-');
  if (parts.length < 2) return null;
  const cpId = Number(parts[0]);
  const parcelarelId = Number(parts[parts.length - 1]);
  if (!Number.isInteger(cpId) || !Number.isInteger(parcelarelId) || cpId < 1 || parcelarelId < 1) return null;
  return { cpId, parcelarelId };
}
