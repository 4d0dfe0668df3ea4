import { Paper, SimpleGrid, Text } from '@mantine/core';
import { deudaVencida, isVencida } from '@agro/domain/finanzas';
import { formatDate, formatMoney, todayInSantiago, plural } from '@agro/domain/format';
import { addDays } from '@agro/domain/periods';
import type { Factura } from '../../../features/factura/api/keys.ts';

function Cifra({
  label,
  value,
  color,
  detail,
}: {
  label: string;
  value: string;
  color?: string;
  detail?: string;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz={26} fw={800} c={color} data-testid={`cifra-${label}`}>
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Paper>
  );
}

/**
 * The debt box: the saldo of unpaid invoices already overdue (docs/RULES.md#display), counting those due
 * before the end of the searched period (and before today).
 */
export function DeudaBox({ facturas, termino }: { facturas: Factura[]; termino: string }) {
  const today = todayInSantiago();
  const corte = addDays(termino, 1) < today ? addDays(termino, 1) : today;
  const vencidas = facturas.filter((f) => isVencida(f, corte));
  const pendiente = facturas.reduce((s, f) => s + f.saldo, 0);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <Cifra
        label="Deuda vencida"
        value={formatMoney(deudaVencida(facturas, corte))}
        color={vencidas.length > 0 ? 'red.7' : undefined}
        detail={`${plural(vencidas.length, 'factura vencida', 'facturas vencidas')} al ${formatDate(corte)}`}
      />
      <Cifra
        label="Saldo por cobrar"
        value={formatMoney(pendiente)}
        detail={`${plural(facturas.filter((f) => f.saldo > 0).length, 'factura', 'facturas')} con saldo`}
      />
      <Cifra
        label="Total facturado"
        value={formatMoney(facturas.reduce((s, f) => s + f.total, 0))}
        detail={`${plural(facturas.length, 'factura', 'facturas')} en el periodo`}
      />
    </SimpleGrid>
  );
}
