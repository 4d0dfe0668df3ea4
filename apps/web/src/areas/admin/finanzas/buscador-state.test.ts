import { describe, expect, it } from 'vitest';
import { FINANZAS_INICIO_DEFAULT } from '@agro/domain/constants';
import { ayudaTipo, buscadorInicial, buscadorReducer, busquedaDe } from './buscador-state.ts';

const HOY = '2026-11-27';
const inicio = buscadorInicial({}, HOY);

describe('buscadorInicial', () => {
  it('opens on all of a client’s invoices from the default start to today', () => {
    expect(inicio).toEqual({
      tipo: 'TODOS',
      id: '',
      inicio: FINANZAS_INICIO_DEFAULT,
      termino: HOY,
      registro: null,
    });
  });
  it('keeps what a shortcut brought', () => {
    expect(buscadorInicial({ tipo: 'RECURRENTE', id: '1-T-002' }, HOY)).toMatchObject({
      tipo: 'RECURRENTE',
      id: '1-T-002',
    });
  });
});

describe('buscadorReducer', () => {
  it('clears the id when switching between a territory search and a client search', () => {
    const cliente = buscadorReducer(inicio, { type: 'id', id: '3' });
    expect(buscadorReducer(cliente, { type: 'tipo', tipo: 'RECURRENTE' })).toMatchObject({
      tipo: 'RECURRENTE',
      id: '',
    });
  });
  it('keeps the client between Pago Único and Todos', () => {
    const cliente = buscadorReducer(inicio, { type: 'id', id: '3' });
    expect(buscadorReducer(cliente, { type: 'tipo', tipo: 'UNICO' })).toMatchObject({
      tipo: 'UNICO',
      id: '3',
    });
  });
  it('searches a territory picked from the registry as a recurring payment', () => {
    const abierto = buscadorReducer(inicio, { type: 'abrirRegistro', registro: 'territorios' });
    expect(abierto.registro).toBe('territorios');
    expect(
      buscadorReducer(abierto, { type: 'elegirDeRegistro', registro: 'territorios', id: '1-T-002' }),
    ).toMatchObject({
      tipo: 'RECURRENTE',
      id: '1-T-002',
      registro: null,
    });
  });
  it('leaves a recurring search for Todos when a client is picked, and keeps Pago Único', () => {
    const recurrente = { ...inicio, tipo: 'RECURRENTE' as const };
    expect(
      buscadorReducer(recurrente, { type: 'elegirDeRegistro', registro: 'clientes', id: '4' }).tipo,
    ).toBe('TODOS');
    const unico = { ...inicio, tipo: 'UNICO' as const };
    expect(buscadorReducer(unico, { type: 'elegirDeRegistro', registro: 'clientes', id: '4' }).tipo).toBe(
      'UNICO',
    );
  });
  it('closes the registry without choosing', () => {
    const abierto = buscadorReducer(inicio, { type: 'abrirRegistro', registro: 'clientes' });
    expect(buscadorReducer(abierto, { type: 'cerrarRegistro' })).toEqual(inicio);
  });
});

describe('busquedaDe', () => {
  it('sends nothing while no id is typed', () => {
    expect(busquedaDe({ ...inicio, id: '   ' }, HOY)).toBeNull();
  });
  it('trims the id and fills emptied dates with the defaults', () => {
    const s = { ...inicio, id: ' 3 ', inicio: null, termino: null };
    expect(busquedaDe(s, HOY)).toEqual({
      tipo: 'TODOS',
      id: '3',
      inicio: FINANZAS_INICIO_DEFAULT,
      termino: HOY,
    });
  });
  it('searches the period chosen', () => {
    const s = { ...inicio, id: '3', inicio: '2025-01-01', termino: '2025-06-30' };
    expect(busquedaDe(s, HOY)).toMatchObject({ inicio: '2025-01-01', termino: '2025-06-30' });
  });
});

describe('ayudaTipo', () => {
  it('says what each payment type finds', () => {
    expect(ayudaTipo('RECURRENTE')).toMatch(/^Pago Recurrente/);
    expect(ayudaTipo('UNICO')).toMatch(/^Pago Único/);
    expect(ayudaTipo('TODOS')).toMatch(/^Todos/);
  });
});
