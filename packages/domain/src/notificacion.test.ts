import { describe, expect, it } from 'vitest';
import {
  NOTIFICACIONES_POR_PAGINA,
  NOTIFICACIONES_POR_PAGINA_MAX,
  notificacionesQuerySchema,
  preferenciasBodySchema,
  tiposDeRol,
} from './schemas/notificacion.ts';

describe('notification kinds and inputs', () => {
  it('gives each role its kinds: reports to clients and employees, finance to clients, failures to staff', () => {
    expect(tiposDeRol('Cliente Principal')).toEqual(['informes', 'alertas', 'facturas', 'pagos']);
    expect(tiposDeRol('Empleado')).toEqual(['informes', 'alertas']);
    expect(tiposDeRol('Admin')).toEqual(['tareas']);
    expect(tiposDeRol('Dev')).toEqual(['tareas']);
  });

  it('pages with a default size and a maximum', () => {
    expect(notificacionesQuerySchema.parse({})).toEqual({ page: 1, limit: NOTIFICACIONES_POR_PAGINA });
    expect(notificacionesQuerySchema.parse({ page: '3', limit: '' })).toEqual({
      page: 3,
      limit: NOTIFICACIONES_POR_PAGINA,
    });
    expect(notificacionesQuerySchema.safeParse({ limit: NOTIFICACIONES_POR_PAGINA_MAX + 1 }).success).toBe(
      false,
    );
    expect(notificacionesQuerySchema.safeParse({ page: 0 }).success).toBe(false);
  });

  it('takes each kind at most once in a preferences update', () => {
    const p = { tipo: 'informes', correo: true, app: false };
    expect(preferenciasBodySchema.safeParse({ preferencias: [p] }).success).toBe(true);
    expect(preferenciasBodySchema.safeParse({ preferencias: [p, p] }).success).toBe(false);
    expect(preferenciasBodySchema.safeParse({ preferencias: [] }).success).toBe(false);
  });
});
