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
import { useState } from 'react';
import { fechaVencimiento } from '@agro/domain/finanzas';
import { formatDate, territorioDisplayId, todayInSantiago } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { crearFacturaSchema, parseCpRaw, type CrearFactura } from '@agro/domain/schemas/factura';
import { notify } from '../../../lib/notify.ts';
import { FechaInput } from '../../../components/ui/fecha-input.tsx';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { ApiError, failureMessage } from '../../../lib/request.ts';
import { useCrearFactura } from '../../factura/api/crear-factura.ts';
import { useServiciosCp } from '../../servicio/api/get-servicios.ts';

/** Agregar Deuda: POST factura/crear; MENSUAL needs the service it bills (docs/RULES.md#validation). */
export function AgregarDeudaModal(props: { opened: boolean; onClose: () => void; cpInicial: number | null }) {
  const crear = useCrearFactura();
  const [fallo, setFallo] = useState<string | null>(null);
  const form = useZodForm(crearFacturaSchema, {
    initialValues: {
      tipo_pago: 'MENSUAL',
      cp_raw: props.cpInicial ? String(props.cpInicial) : '',
      servicio_id: null,
      nombre: '',
      total: '',
      fecha_inicio: todayInSantiago(),
      comentarios: '',
    },
  });
  const cp = parseCpRaw(form.values.cp_raw);
  const servicios = useServiciosCp(cp);
  const opciones = (servicios.data ?? [])
    .filter((s) => !s.is_deleted)
    .map((s) => ({
      value: String(s.servicio_id),
      label: `${territorioDisplayId(s.cp_id, s.parcelarel_id)} · ${s.nombre} · ${s.tipo_servicio}`,
    }));

  function cerrar() {
    form.reset();
    setFallo(null);
    props.onClose();
  }

  async function enviar(v: CrearFactura) {
    setFallo(null);
    try {
      await crear.mutateAsync(v);
      notify.success(MSG.facturaCreada);
      cerrar();
    } catch (err) {
      notify.error(failureMessage(err, MSG.facturaNoCreada));
      if (err instanceof ApiError && err.status !== 401) setFallo(err.mensaje);
    }
  }

  return (
    <Modal opened={props.opened} onClose={cerrar} title="Agregar Deuda" size="lg" centered>
      <form onSubmit={form.onSubmit(enviar)}>
        <Stack gap="sm">
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
              data={opciones}
              withAsterisk
              disabled={!cp}
              nothingFoundMessage={MSG.sinServicios}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('servicio_id')}
            />
          )}
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
          {fallo && <Alert color="red">{fallo}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={cerrar}>
              Cancelar
            </Button>
            <Button type="submit" loading={crear.isPending}>
              Crear deuda
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
