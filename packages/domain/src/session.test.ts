import { describe, expect, it } from 'vitest';
import { nextAfterLogin } from './session.ts';

describe('nextAfterLogin', () => {
  it('returns a page of the signed-in role’s area, with its query', () => {
    expect(nextAfterLogin('/cliente-principal/mis-territorios?x=1', 'Cliente Principal')).toBe(
      '/cliente-principal/mis-territorios?x=1',
    );
    expect(nextAfterLogin('/admin/finanzas', 'Dev')).toBe('/admin/finanzas');
    expect(nextAfterLogin('/cliente/edeb', 'Empleado')).toBe('/cliente/edeb');
  });

  it.each([
    '//evil.com',
    '//evil.com/admin/inicio',
    '/\\evil.com',
    '/admin\\..\\x',
    'https://evil.com/admin/inicio',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    'admin/inicio',
    '/admin/ini\ncio',
    '',
    null,
  ])('refuses %j and lands on the role home', (next) => {
    expect(nextAfterLogin(next, 'Admin')).toBe('/admin/inicio');
  });

  it('refuses another role’s area (it would only show /403)', () => {
    expect(nextAfterLogin('/admin/inicio', 'Empleado')).toBe('/cliente/inicio');
    expect(nextAfterLogin('/cliente/inicio', 'Cliente Principal')).toBe('/cliente-principal/inicio');
    expect(nextAfterLogin('/cliente-principalx/inicio', 'Cliente Principal')).toBe(
      '/cliente-principal/inicio',
    );
  });
});
