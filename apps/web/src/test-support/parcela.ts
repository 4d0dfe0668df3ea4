import type { Parcela } from '../features/parcela/api/keys.ts';

/** Territory 1-T-002 of client 1, without a service, for the web's state tests. */
export function parcelaDePrueba(over: Partial<Parcela> = {}): Parcela {
  return {
    parcela_id: 10,
    parcelarel_id: 2,
    identificador: 1,
    cp_id: 1,
    propietario: 'Agrícola Demo',
    nombre_empresa: 'Agrícola Demo',
    nombre: 'Fundo Norte',
    region: 'Maule',
    ciudad: 'Talca',
    direccion_ref: 'Camino 1',
    coord_x: -71.6,
    coord_y: -35.4,
    coordenadas: { x: -71.6, y: -35.4 },
    extension: 12,
    tags: [],
    notas: '',
    is_active: true,
    date_entered: '2026-01-01T00:00:00.000Z',
    date_modified: '2026-01-01T00:00:00.000Z',
    avatar_nom: null,
    avatar_ext: null,
    servicio_id: null,
    tipo_servicio: null,
    ...over,
  };
}
