import { describe, expect, it } from 'vitest';
import { MSG } from '@agro/domain/messages';
import { resumenParcela, parcelaCreada } from './agregar-parcela-state.ts';

const parcela = {
  nombre: 'Fundo Norte',
  region: 'VII Maule',
  ciudad: 'Talca',
  direccion_ref: 'Camino a San Clemente km 4',
  coord_x: '-35.4',
  coord_y: '-71.6',
  extension: '12000',
  notas: 'Riego por goteo',
  tags: ['Manzana', 'Cereza'],
};

describe('Agregar Territorio', () => {
  it('summarises client, territory and service in the wizard order', () => {
    const r = resumenParcela({ cp_id: 7, nombre: 'Agrícola Sur' }, parcela, 'EDEB Foliar');
    expect(r.map((s) => s.title)).toEqual(['Cliente', 'Territorio', 'Servicio']);
    expect(r[0]!.items).toEqual([
      { label: 'ID', value: 7 },
      { label: 'Nombre', value: 'Agrícola Sur' },
    ]);
    const valor = (label: string) => r[1]!.items.find((i) => i.label === label)?.value;
    expect(valor('Latitud')).toBe('-35.4');
    expect(valor('Longitud')).toBe('-71.6');
    expect(valor('Cosecha')).toBe('Manzana, Cereza');
    expect(r[2]!.items).toEqual([{ label: 'Tipo de servicio', value: 'EDEB Foliar' }]);
  });

  it('leaves the client and service blank until they are chosen', () => {
    const r = resumenParcela(null, { ...parcela, tags: [] }, null);
    expect(r[0]!.items.map((i) => i.value)).toEqual([undefined, undefined]);
    expect(r[1]!.items.find((i) => i.label === 'Cosecha')?.value).toBe('');
    expect(r[2]!.items[0]!.value).toBeNull();
  });

  it('links the created territory by its company and relation ids', () => {
    const done = parcelaCreada(7, 3);
    expect(done.mensaje).toBe(MSG.territorioCreado);
    expect(done.href).toBe('/admin/registro/territorios/mas-info?e=7&t=3');
    expect(done.id).toBe('7-T-003');
  });
});
