import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { fechaVencimiento } from '@agro/domain/finanzas';
import { formatDate } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { FechaInput } from '../../../components/ui/fecha-input.tsx';
import { useAgregarDeuda, type AgregarDeuda } from './use-agregar-deuda.ts';

/** Agregar Deuda: POST factura/crear; MENSUAL needs the service it bills (docs/RULES.md#validation). */
export function AgregarDeudaModal(props: { opened: boolean; onClose: () => void; cpInicial: number | null }) {
  const d = useAgregarDeuda(props.cpInicial, props.onClose);
  const { form } = d;
  return (
    <Modal opened={props.opened} onClose={d.cerrar} title="Agregar Deuda" size="lg" centered>
      <form onSubmit={form.onSubmit(d.enviar)}>
        <Stack gap="sm">
          <CpYServicio d={d} />
          <TextInput
            label="Nombre"
            placeholder="Ej.: Mensualidad EDEB Full marzo"
            withAsterisk
            {...form.getInputProps('nombre')}
          />
          <NumberInput
            label="Total (CLP)"
            withAsterisk
            prefix="$"
            thousandSeparator="."
            decimalSeparator=","
            allowDecimal={false}
            allowNegative={false}
            min={1}
            {...form.getInputProps('total')}
          />
          <Textarea label="Comentarios" autosize minRows={2} {...form.getInputProps('comentarios')} />
          {form.values.fecha_inicio && (
            <Text size="sm" c="dimmed">
              Vence el {formatDate(fechaVencimiento(form.values.fecha_inicio))} (30 días después de la
              emisión).
            </Text>
          )}
          {d.fallo && <Alert color="red">{d.fallo}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={d.cerrar}>
              Cancelar
            </Button>
            <Button type="submit" loading={d.enviando}>
              Crear deuda
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Payment type, client, issue date and, for a monthly invoice, the service it bills. */
function CpYServicio({ d }: { d: AgregarDeuda }) {
  const { form, cp } = d;
  return (
    <>
      <div>
        <Text size="sm" fw={500} mb={4}>
          Tipo de pago
        </Text>
        <SegmentedControl
          data={[
            { value: 'MENSUAL', label: 'Mensual (recurrente)' },
            { value: 'UNICO', label: 'Único' },
          ]}
          {...form.getInputProps('tipo_pago')}
        />
      </div>
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label="ID del Cliente"
          placeholder="Ej.: 1"
          withAsterisk
          {...form.getInputProps('cp_raw')}
          style={{ minWidth: 160 }}
        />
        <FechaInput
          label="Fecha de emisión"
          withAsterisk
          {...form.getInputProps('fecha_inicio')}
          style={{ minWidth: 160 }}
        />
      </Group>
      {form.values.tipo_pago === 'MENSUAL' && (
        <Select
          label="Servicio"
          placeholder={cp ? 'Selecciona el servicio facturado' : 'Ingresa primero el ID del cliente'}
          data={d.opciones}
          withAsterisk
          disabled={!cp}
          nothingFoundMessage={MSG.sinServicios}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('servicio_id')}
        />
      )}
    </>
  );
}
