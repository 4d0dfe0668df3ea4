import { Button, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { facturaDisplayId, formatMoney } from '@agro/domain/format';
import type { Envio } from '../../../features/envio/api/keys.ts';
import type { RevisarComprobante } from './use-revisar-comprobante.ts';

/** Each invoice the receipt pays: its abono against the saldo it has now (red when above). */
export function AbonosTable({ envio }: { envio: Envio }) {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs" aria-label="Abonos del comprobante">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Factura</Table.Th>
            <Table.Th ta="right">Abono</Table.Th>
            <Table.Th ta="right">Saldo actual</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {envio.lineas.map((l) => (
            <Table.Tr key={l.factura_id}>
              <Table.Td>
                <Text size="sm">{facturaDisplayId(envio.cp_id, l.facturarel_id)}</Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {l.factura_nombre}
                </Text>
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatMoney(l.abono)}
              </Table.Td>
              <Table.Td ta="right" c={l.abono > l.saldo ? 'red' : undefined}>
                {formatMoney(l.saldo)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The reject form: the reason (mailed to the client), back, confirm. */
export function RechazoForm({ r }: { r: RevisarComprobante }) {
  return (
    <form onSubmit={r.form.onSubmit(r.onRechazar)} noValidate>
      <Stack gap="xs">
        <Textarea
          label="Motivo del rechazo"
          description="El cliente lo recibirá por correo."
          required
          {...r.form.getInputProps('motivo')}
          maxLength={1000}
          autosize
          minRows={2}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={r.volver}>
            Volver
          </Button>
          <Button type="submit" color="red" leftSection={<IconX size={16} />} loading={r.rechazandoEnvio}>
            Confirmar rechazo
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Reject (opens the form) and approve (refused while an abono is above its saldo). */
export function RevisionAcciones({ r, excede }: { r: RevisarComprobante; excede: boolean }) {
  return (
    <Group justify="flex-end">
      <Button variant="light" color="red" leftSection={<IconX size={16} />} onClick={r.empezarRechazo}>
        Rechazar
      </Button>
      <Button
        color="green"
        leftSection={<IconCheck size={16} />}
        onClick={r.onAprobar}
        loading={r.aprobando}
        disabled={excede}
      >
        Aprobar
      </Button>
    </Group>
  );
}
