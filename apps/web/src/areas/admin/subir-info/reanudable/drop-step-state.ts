import { SLOTS_SUBIDA, type GrupoArchivos } from '@agro/domain/constants';
import { claseDeSlot } from '@agro/domain/schemas/subida';
import { resumenDesc } from './desc-raster.ts';
import { ETIQUETA, nombreSlot, PLURAL, restante, tamano } from './formato.ts';
import { vigentes, type Item } from './items.ts';

/** A row's second line: what the file holds, how far it is and what happens next. */
export function detalleFila(i: Item): string {
  const rechazada = i.estado === 'rechazada';
  const describiendo = i.estado === 'describir';
  const detalle = [
    i.desc && !describiendo ? resumenDesc(i.desc) : null,
    describiendo ? `${tamano(i.tamano)} · falta indicar su contenido` : null,
    rechazada ? tamano(i.tamano) : describiendo ? null : `${tamano(i.bytes)} de ${tamano(i.tamano)}`,
    i.estado === 'subiendo' && i.velocidad ? `${tamano(i.velocidad)}/s` : null,
    i.estado === 'subiendo' ? restante(i.bytes, i.tamano, i.velocidad) : null,
    i.estado === 'pausada' ? 'en pausa' : null,
    i.estado === 'completa' ? 'completo' : null,
    rechazada ? 'rechazado: no se subirá' : null,
  ]
    .filter(Boolean)
    .join(' · ');
  // A refused file holds no slot, so its slot name would mislead.
  return rechazada ? detalle : `${nombreSlot(i.grupo, i.campo)} · ${detalle}`;
}

/** The drop zone's count of taken slots per kind: `Imágenes 1/4 · Videos 0/2 · ...`. */
export function ocupacion(grupo: GrupoArchivos, items: readonly Item[]): string {
  const slots = SLOTS_SUBIDA[grupo].map((s) => claseDeSlot(s.clase));
  return [...new Set(slots)]
    .map((c) => {
      const tomados = vigentes(items).filter((i) =>
        nombreSlot(i.grupo, i.campo).startsWith(ETIQUETA[c]),
      ).length;
      return `${PLURAL[c]} ${tomados}/${slots.filter((s) => s === c).length}`;
    })
    .join(' · ');
}
