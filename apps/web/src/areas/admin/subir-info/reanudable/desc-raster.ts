// What staff say about each GeoTIFF before it uploads (decision 021): the description travels in the
// upload's metadata, so it is chosen first and checked with the server's own rules.
import type { GrupoArchivos } from '@agro/domain/constants';
import { BANDAS, ETIQUETA_BANDA, INDICES, type Banda, type TipoIndice } from '@agro/domain/indices';
import { INDICES_DE_GRUPO, leerDescRaster, type DescRaster } from '@agro/domain/schemas/raster';

export type GrupoSemanal = Exclude<GrupoArchivos, 'global'>;

/** The kinds offered for a group: sensors send index maps only. */
export function tiposDeGrupo(grupo: GrupoArchivos): { value: DescRaster['tipo']; label: string }[] {
  const tipos: { value: DescRaster['tipo']; label: string }[] = [{ value: 'indice', label: 'Índice' }];
  if (grupo === 'edeb') tipos.push({ value: 'multiespectral', label: 'Multiespectral' });
  if (grupo === 'edeb') tipos.push({ value: 'color', label: 'Color verdadero' });
  return tipos;
}

/** The indices a group measures, labelled as the legends show them. */
export function indicesDeGrupo(grupo: GrupoArchivos): { value: TipoIndice; label: string }[] {
  const lista = grupo === 'global' ? [] : INDICES_DE_GRUPO[grupo];
  return lista.map((i) => ({ value: i, label: INDICES[i].etiqueta }));
}

/** Bands in the wizard's order, with their Spanish names. */
export const BANDAS_WIZARD: { banda: Banda; label: string }[] = BANDAS.map((b) => ({
  banda: b,
  label: ETIQUETA_BANDA[b],
}));

// A drone's five-band camera most often writes blue, green, red, red edge, NIR.
const BANDAS_HABITUALES: Partial<Record<Banda, number>> = {
  azul: 1,
  verde: 2,
  rojo: 3,
  borde_rojo: 4,
  nir: 5,
};

/** A first guess from the file name, which staff confirm or change. */
export function sugerirDesc(grupo: GrupoArchivos, nombre: string): DescRaster {
  const n = nombre.toLowerCase();
  const indices = indicesDeGrupo(grupo).map((i) => i.value);
  const nombrado = indices.find((i) => n.includes(i.toLowerCase()));
  if (nombrado) return { tipo: 'indice', indice: nombrado };
  if (grupo === 'edeb' && /(color|rgb|orto)/.test(n)) return { tipo: 'color' };
  if (grupo === 'edeb' && /(multi|ms|bandas)/.test(n))
    return { tipo: 'multiespectral', bandas: { ...BANDAS_HABITUALES } };
  return { tipo: 'indice', indice: indices[0] ?? 'NDVI' };
}

/** Switches the kind, keeping what makes sense of the previous choice. */
export function cambiarTipo(grupo: GrupoArchivos, tipo: DescRaster['tipo']): DescRaster {
  if (tipo === 'color') return { tipo };
  if (tipo === 'multiespectral') return { tipo, bandas: { ...BANDAS_HABITUALES } };
  return { tipo, indice: indicesDeGrupo(grupo)[0]?.value ?? 'NDVI' };
}

/** The description as the upload's metadata entry, or the server's Spanish reason to refuse it. */
export function validarDesc(
  grupo: GrupoArchivos,
  campo: string,
  desc: DescRaster,
): { texto: string } | { problema: string } {
  const texto = JSON.stringify(desc);
  const r = leerDescRaster(grupo, campo, texto);
  return 'problema' in r ? r : { texto };
}

/** "NDVI", "Multiespectral (R 3, NIR 5…)", "Color verdadero": the choice in a line. */
export function resumenDesc(desc: DescRaster): string {
  if (desc.tipo === 'color') return 'Color verdadero';
  if (desc.tipo === 'indice') return INDICES[desc.indice].etiqueta;
  const bandas = BANDAS_WIZARD.filter((b) => desc.bandas[b.banda] !== undefined)
    .map((b) => `${b.label} ${desc.bandas[b.banda]}`)
    .join(', ');
  return `Multiespectral (${bandas})`;
}
