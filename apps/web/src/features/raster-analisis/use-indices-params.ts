import { useSearchParams } from 'react-router';
import { TIPOS_INDICE, type TipoIndice } from '@agro/domain/indices';

const esIndice = (v: string | null): v is TipoIndice => TIPOS_INDICE.includes(v as TipoIndice);
const FECHA = /^\d{4}-\d{2}-\d{2}$/;
const fecha = (v: string | null) => (v && FECHA.test(v) ? v : '');

/** What the Índices page shows, kept in its address so the alert e-mails' links open it as sent. */
export interface IndicesParams {
  /** Staff: the client picked (0: none yet). */
  cp: number;
  parcela: number;
  indice: TipoIndice;
  /** Starts (YYYY-MM-DD) of the periods compared: A the earlier, B the later ('' when not chosen). */
  a: string;
  b: string;
}

/**
 * The page's query parameters (`cp`, `parcela`, `indice`, `a`, `b`, as the alert links write them)
 * and a setter that changes some of them in place (no new history entry per pick).
 */
export function useIndicesParams(): [IndicesParams, (cambios: Partial<IndicesParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const indice = search.get('indice');
  const valores: IndicesParams = {
    cp: Number(search.get('cp')) || 0,
    parcela: Number(search.get('parcela')) || 0,
    indice: esIndice(indice) ? indice : 'NDVI',
    a: fecha(search.get('a')),
    b: fecha(search.get('b')),
  };
  const cambiar = (cambios: Partial<IndicesParams>) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(cambios)) {
          if (v === '' || v === 0 || v === undefined) next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      },
      { replace: true },
    );
  return [valores, cambiar];
}
