import { Badge, Button, Card, Group, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { facturaDisplayId, formatDate, formatMoney } from '@agro/domain/format';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { useEnviosRevision } from '../../../features/envio/api/get-envios-revision.ts';
import type { Envio } from '../../../features/envio/api/keys.ts';
import { RevisarComprobanteModal } from './revisar-comprobante-modal.tsx';

const facturasDe = (e: Envio) => e.lineas.map((l) => facturaDisplayId(e.cp_id, l.facturarel_id)).join(', ');

const COLUMNAS: DataColumn<Envio>[] = [
  { key: 'cliente', header: 'Cliente', priority: 'title', render: (e) => e.nombre_empresa },
  { key: 'enviado', header: 'Enviado', nowrap: true, render: (e) => formatDate(e.created_at) },
  { key: 'facturas', header: 'Facturas', render: facturasDe },
  { key: 'total', header: 'Total', align: 'right', nowrap: true, render: (e) => formatMoney(e.total) },
];

/** "Comprobantes por revisar": the receipts clients sent, oldest first; hidden when there are none. */
export function ComprobantesRevision() {
  const envios = useEnviosRevision();
  const [abierto, setAbierto] = useState<Envio | null>(null);
  const lista = envios.data ?? [];
  if (lista.length === 0) return null;
  return (
    <Card withBorder padding="md" data-testid="comprobantes-revision">
      <Group gap="xs" mb="sm">
        <Title order={2} size="h4">
          Comprobantes por revisar
        </Title>
        <Badge color="orange" variant="filled" circle>
          {lista.length}
        </Badge>
      </Group>
      <DataTable
        label="Comprobantes por revisar"
        columns={COLUMNAS}
        rows={lista}
        rowKey={(e) => e.envio_id}
        rowProps={() => ({ 'data-testid': 'envio-revision-row' })}
        actionsHeader="Revisión"
        actions={(e) => (
          <Button size="xs" leftSection={<IconReceipt size={14} />} onClick={() => setAbierto(e)}>
            Revisar
          </Button>
        )}
      />
      <RevisarComprobanteModal envio={abierto} onClose={() => setAbierto(null)} />
    </Card>
  );
}
