import { describe, expect, it } from 'vitest';
import type { Marca } from './marcas-periodo.ts';
import { propsDeDia, propsDeMes } from './period-picker-state.ts';

// 2026-11-23 is a Monday.
const semana: Marca = { inicio: '2026-11-23', termino: '2026-11-29', detalle: 'EDEB: Imagen 1' };
const marcasSemana = new Map([[semana.inicio, semana]]);
const mes: Marca = { inicio: '2026-10-01', termino: '2026-10-31', detalle: 'Resúmenes: Resumen 1' };
const marcasMes = new Map([[mes.inicio, mes]]);

describe('period picker', () => {
  it('highlights the whole chosen week, Monday to Sunday, from any day of it', () => {
    const dia = (d: string) => propsDeDia(undefined, '2026-11-26', d);
    expect(dia('2026-11-23')).toMatchObject({
      inRange: true,
      firstInRange: true,
      lastInRange: false,
      selected: true,
    });
    expect(dia('2026-11-29')).toMatchObject({ inRange: true, lastInRange: true });
    expect(dia('2026-11-30')).toMatchObject({ inRange: false, selected: false });
    expect(propsDeDia(undefined, null, '2026-11-23').selected).toBe(false);
  });

  it('names the files of a marked week on each of its days', () => {
    const p = propsDeDia(marcasSemana, null, '2026-11-25');
    expect(p).toMatchObject({
      'data-con-archivos': true,
      title: 'Semana con archivos ya subidos (EDEB: Imagen 1)',
    });
    expect((p as { 'aria-label': string })['aria-label']).toContain('Semana con archivos ya subidos');
    expect(propsDeDia(marcasSemana, null, '2026-11-30')).not.toHaveProperty('title');
  });

  it('marks a month that has files, or, for weekly uploads, one of whose weeks has', () => {
    expect(propsDeMes('mensual', marcasMes, '2026-10-01')).toMatchObject({
      title: 'Mes con archivos ya subidos (Resúmenes: Resumen 1)',
    });
    expect(propsDeMes('mensual', marcasMes, '2026-11-01')).toEqual({});
    expect(propsDeMes('semanal', marcasSemana, '2026-11-01')).toMatchObject({
      title: 'Mes con semanas que ya tienen archivos',
    });
    expect(propsDeMes('semanal', marcasSemana, '2026-12-01')).toEqual({});
  });
});
