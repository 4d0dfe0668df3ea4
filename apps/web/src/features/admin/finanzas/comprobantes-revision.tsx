import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { facturaDisplayId, formatDate, formatMoney } from '@agro/domain/format';
import { useEnviosRevision, type Envio } from './api/envios-revision.ts';
import { RevisarComprobanteModal } from './revisar-comprobante-modal.tsx';

const facturasDe = (e: Envio) => e.lineas.map((l) => facturaDisplayId(e.cp_id, l.facturarel_id)).join(', ');

/** "Comprobantes por revisar": the receipts clients sent, oldest first; hidden when there are none. */
export function ComprobantesRevision() {
  const envios = useEnviosRevision();
  const [abierto, setAbierto] = useState<Envio | null>(null);
  const ancho = useMediaQuery('(min-width: 48em)', true);
  const lista = envios.data ?? [];
  if (lista.length === 0) return null;
  const revisar = (e: Envio) => (
    <Button size="xs" leftSection={<IconReceipt size={14} />} onClick={() => setAbierto(e)}>
      Revisar
    </Button>
  );
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
      {ancho ? (
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="xs" aria-label="Comprobantes por revisar">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Enviado</Table.Th>
                <Table.Th>Cliente</Table.Th>
                <Table.Th>Facturas</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lista.map((e) => (
                <Table.Tr key={e.envio_id} data-testid="envio-revision-row">
                  <Table.Td>{formatDate(e.created_at)}</Table.Td>
                  <Table.Td>{e.nombre_empresa}</Table.Td>
                  <Table.Td>{facturasDe(e)}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {formatMoney(e.total)}
                  </Table.Td>
                  <Table.Td ta="right">{revisar(e)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Stack gap="sm">
          {lista.map((e) => (
            <Card key={e.envio_id} withBorder padding="sm" data-testid="envio-revision-row">
              <Text fw={700}>{e.nombre_empresa}</Text>
              <Text size="sm">
                {formatMoney(e.total)} · {facturasDe(e)}
              </Text>
              <Group justify="space-between" mt="xs">
                <Text size="xs" c="dimmed">
                  Enviado el {formatDate(e.created_at)}
                </Text>
                {revisar(e)}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <RevisarComprobanteModal envio={abierto} onClose={() => setAbierto(null)} />
    </Card>
  );
}
