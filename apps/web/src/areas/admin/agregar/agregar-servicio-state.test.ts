import { describe, expect, it } from 'vitest';
import { MSG } from '@agro/domain/messages';
import { parcelaDePrueba } from '../../../test-support/parcela.ts';
import {
  agregarServicioInicial as inicio,
  agregarServicioReducer as reducir,
  servicioCreado,
  parcelaLista,
  type AgregarServicioAction,
} from './agregar-servicio-state.ts';

const aplicar = (...acciones: AgregarServicioAction[]) => acciones.reduce(reducir, inicio);
const parcela = parcelaDePrueba();

describe('agregarServicioReducer', () => {
  it('says at once that an ID that does not parse is not found, without searching', () => {
    const s = aplicar({ type: 'escribir', typed: 'abc' }, { type: 'buscar', valido: false });
    expect(s).toMatchObject({ typed: 'abc', noEncontrado: true, buscando: false, parcela: null });
  });
  it('searches a valid ID and shows the territory found', () => {
    const buscando = aplicar({ type: 'buscar', valido: true });
    expect(buscando).toMatchObject({ buscando: true, noEncontrado: false });
    expect(reducir(buscando, { type: 'encontrado', parcela })).toMatchObject({
      parcela,
      buscando: false,
      noEncontrado: false,
    });
  });
  it('reports an unknown territory or a failed lookup as not found', () => {
    expect(aplicar({ type: 'buscar', valido: true }, { type: 'encontrado', parcela: null })).toMatchObject({
      noEncontrado: true,
      buscando: false,
    });
    expect(aplicar({ type: 'buscar', valido: true }, { type: 'busquedaFallida' })).toMatchObject({
      noEncontrado: true,
      buscando: false,
    });
  });
  it('forgets the confirmed territory when another lookup starts', () => {
    const confirmado = aplicar(
      { type: 'buscar', valido: true },
      { type: 'encontrado', parcela },
      { type: 'confirmarParcela', ok: true },
    );
    expect(parcelaLista(confirmado)).toBe(true);
    const otra = reducir(confirmado, { type: 'buscar', valido: true });
    expect(otra).toMatchObject({ parcela: null, parcelaOk: false });
    expect(parcelaLista(otra)).toBe(false);
  });
  it('goes on from the first step only with a territory found and confirmed', () => {
    expect(parcelaLista(aplicar({ type: 'confirmarParcela', ok: true }))).toBe(false);
    expect(parcelaLista(aplicar({ type: 'encontrado', parcela }))).toBe(false);
  });
  it('starts over on "Crear otro"', () => {
    const lleno = aplicar(
      { type: 'escribir', typed: '1-T-002' },
      { type: 'encontrado', parcela },
      { type: 'confirmarParcela', ok: true },
      { type: 'elegirTipo', tipo: 'EDEB Full' },
      { type: 'confirmar', ok: true },
    );
    expect(reducir(lleno, { type: 'reiniciar' })).toEqual(inicio);
  });
});

describe('servicioCreado', () => {
  it('links to the territory page with the service named', () => {
    expect(servicioCreado(parcela, 'EDEB Sensores')).toEqual({
      mensaje: `${MSG.servicioRegistrado} EDEB Sensores`,
      id: '1-T-002',
      href: '/admin/registro/territorios/mas-info?e=1&t=2',
    });
  });
});
