import { formatDate, parcelaDisplayId } from '@agro/domain/format';
import { archivoUrl } from '../reports/api/archivo-url.ts';
import type { ParcelaMapa } from './api/get-parcelas-mapa.ts';

export interface Enlaces {
  parcela?: string;
  informes?: string;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const e = document.createElement(tag);
  e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/**
 * A territory's popup: thumbnail of its latest image, name, display id, service type, latest report
 * date and links. Built as DOM nodes (texts never parsed as HTML); links go through `navegar` so
 * they stay in the single-page app.
 */
export function popupDe(t: ParcelaMapa, enlaces: Enlaces, navegar: (to: string) => void): HTMLElement {
  const root = el('div', 'mapa-popup');
  if (t.ultima_imagen) {
    const img = el('img', 'mapa-popup-img');
    img.src = archivoUrl(t.ultima_imagen, true);
    img.alt = `Última imagen de ${t.nombre}`;
    img.loading = 'lazy';
    root.append(img);
  }
  root.append(el('strong', 'mapa-popup-nombre', t.nombre));
  root.append(
    el('div', 'mapa-popup-dato', `${parcelaDisplayId(t.cp_id, t.parcelarel_id)}\u00a0· ${t.nombre_empresa}`),
  );
  root.append(el('div', 'mapa-popup-dato', t.tipo_servicio ?? 'Sin servicio'));
  root.append(
    el(
      'div',
      'mapa-popup-dato',
      t.ultimo_informe ? `Último informe: ${formatDate(t.ultimo_informe)}` : 'Sin informes aún',
    ),
  );
  const links = el('div', 'mapa-popup-links');
  for (const [texto, to] of [
    ['Ver territorio', enlaces.parcela],
    ['Ver informes', enlaces.informes],
  ] as const) {
    if (!to) continue;
    const a = el('a', 'mapa-popup-link', texto);
    a.href = to;
    a.addEventListener('click', (ev) => {
      if (ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.button !== 0) return;
      ev.preventDefault();
      navegar(to);
    });
    links.append(a);
  }
  root.append(links);
  return root;
}
