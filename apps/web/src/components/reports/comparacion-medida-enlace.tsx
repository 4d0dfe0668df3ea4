import { Alert, Anchor } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { INDICES, TIPOS_INDICE } from '@agro/domain/indices';
import { usePeriodos } from '../indices/api/get-periodos.ts';

// The Índices page of the area the viewer is shown in (same query the alert notices use).
const AREAS = ['/cliente-principal', '/cliente', '/admin'] as const;

/**
 * Under the image comparison: when both periods have a processed index layer, a link to the measured
 * comparison (means, change, share of the area that improved or declined, difference map).
 */
export function ComparacionMedidaEnlace({ parcelaId, a, b }: { parcelaId: number; a: string; b: string }) {
  const { pathname } = useLocation();
  const periodos = usePeriodos(parcelaId).data ?? [];
  const area = AREAS.find((x) => pathname === x || pathname.startsWith(`${x}/`));
  const indicesDe = (inicio: string) =>
    new Set(periodos.find((p) => p.inicio === inicio)?.capas.map((c) => c.indice) ?? []);
  const enA = indicesDe(a);
  const enB = indicesDe(b);
  const indice = TIPOS_INDICE.find((t) => enA.has(t) && enB.has(t));
  if (!area || !indice || a === b) return null;
  const [antes, despues] = a < b ? [a, b] : [b, a];
  const href = `${area}/indices?parcela=${parcelaId}&indice=${indice}&a=${antes}&b=${despues}`;
  return (
    <Alert color="green" variant="light" icon={<IconChartLine size={18} />} data-testid="comparacion-medida">
      Estos periodos tienen capas de {INDICES[indice].etiqueta} medidas.{' '}
      <Anchor component={Link} to={href}>
        Ver la comparación con cifras y mapa de diferencias
      </Anchor>
    </Alert>
  );
}
