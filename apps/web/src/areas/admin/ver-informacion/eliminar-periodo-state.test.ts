import { describe, expect, it } from 'vitest';
import {
  eliminarInicial,
  eliminarReducer,
  gruposDe,
  rangoDe,
  type EliminarState,
} from './eliminar-periodo-state.ts';

const inicio = eliminarInicial('edeb');

describe('gruposDe', () => {
  it('offers the weekly groups the service has, and the monthly summaries always', () => {
    expect(gruposDe('EDEB Foliar').map((g) => g.value)).toEqual(['edeb', 'global']);
    expect(gruposDe('EDEB Sensores').map((g) => g.value)).toEqual(['sensores', 'global']);
    expect(gruposDe('EDEB Full').map((g) => g.value)).toEqual(['edeb', 'sensores', 'global']);
  });
});

describe('rangoDe', () => {
  it('is the Monday-to-Sunday week of the date for a weekly group', () => {
    // 2026-11-25 is a Wednesday.
    expect(rangoDe({ grupo: 'edeb', fecha: '2026-11-25' })).toEqual({
      inicio: '2026-11-23',
      termino: '2026-11-29',
    });
  });
  it('is the month of the date for the summaries', () => {
    expect(rangoDe({ grupo: 'global', fecha: '2026-11-25' })).toEqual({
      inicio: '2026-11-01',
      termino: '2026-11-30',
    });
  });
  it('is nothing before a date is chosen', () => {
    expect(rangoDe(inicio)).toBeNull();
  });
});

describe('eliminarReducer', () => {
  const conFecha: EliminarState = { ...inicio, fecha: '2026-11-25', aviso: 'sin archivos' };
  it('forgets the date and the notice when the group changes', () => {
    expect(eliminarReducer(conFecha, { type: 'grupo', grupo: 'global' })).toMatchObject({
      grupo: 'global',
      fecha: null,
      aviso: null,
    });
  });
  it('opens the confirmation unticked when the period has files', () => {
    let s = eliminarReducer({ ...conFecha, confirmar: true }, { type: 'revisar' });
    expect(s).toMatchObject({ revisando: true, aviso: null });
    s = eliminarReducer(s, { type: 'ocupado' });
    expect(s).toMatchObject({ revisando: false, abierto: true, confirmar: false });
  });
  it('says so when the period has nothing to delete', () => {
    const s = eliminarReducer(eliminarReducer(conFecha, { type: 'revisar' }), {
      type: 'aviso',
      aviso: 'vacío',
    });
    expect(s).toMatchObject({ revisando: false, abierto: false, aviso: 'vacío' });
  });
  it('closes and clears the date once deleted; Cancelar keeps it', () => {
    const abierto: EliminarState = { ...conFecha, abierto: true, confirmar: true };
    expect(eliminarReducer(abierto, { type: 'eliminado' })).toMatchObject({ abierto: false, fecha: null });
    expect(eliminarReducer(abierto, { type: 'cerrar' })).toMatchObject({
      abierto: false,
      fecha: '2026-11-25',
    });
  });
  it('clears the notice when another date is picked', () => {
    expect(eliminarReducer(conFecha, { type: 'fecha', fecha: '2026-11-02' })).toMatchObject({
      fecha: '2026-11-02',
      aviso: null,
    });
  });
});
