import { INDICES } from '@agro/domain/indices';
import { claseDe, formatValor } from '../indices/leyenda.ts';
import type { CapaMapa } from './use-capas-mapa.ts';

/** What the value endpoint answered for a point: the value (null outside the boundary) and its class. */
export interface Lectura {
  valor: number | null;
  clase: string | null;
}

function el(tag: 'div' | 'strong' | 'span', className: string, text?: string) {
  const e = document.createElement(tag);
  e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/**
 * The read-out popup of a tap on an index layer: territory, the value with the kind's decimals and
 * unit, and its class with the legend's colour. `null` while it is being read. Built as DOM nodes.
 */
export function popupLectura(capa: CapaMapa, lectura: Lectura | null | 'error'): HTMLElement {
  const root = el('div', 'mapa-lectura');
  root.setAttribute('data-testid', 'lectura');
  root.setAttribute('role', 'status');
  root.append(el('strong', 'mapa-popup-nombre', capa.nombre));
  const tipo = capa.indice;
  if (!tipo) return root;
  const d = INDICES[tipo];
  if (lectura === null) {
    root.append(el('div', 'mapa-popup-dato', 'Leyendo valor…'));
    return root;
  }
  if (lectura === 'error') {
    root.append(el('div', 'mapa-popup-dato', 'No se pudo leer el valor'));
    return root;
  }
  if (lectura.valor === null) {
    root.append(el('div', 'mapa-popup-dato', `${d.etiqueta}: sin dato en este punto`));
    return root;
  }
  const fila = el('div', 'mapa-lectura-valor');
  const clase = d.clases[claseDe(tipo, lectura.valor)];
  const muestra = el('span', 'mapa-lectura-muestra');
  muestra.style.background = clase?.color ?? 'transparent';
  muestra.setAttribute('aria-hidden', 'true');
  fila.append(muestra, `${d.etiqueta}: `, el('strong', '', formatValor(tipo, lectura.valor)));
  root.append(fila);
  root.append(el('div', 'mapa-popup-dato', lectura.clase ?? clase?.etiqueta ?? ''));
  return root;
}
