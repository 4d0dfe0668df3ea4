import { territorioDisplayId } from '@agro/domain/format';
import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconList } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { COSECHA_MAX, type TipoServicio } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { parcelaRegistroSchema } from '@agro/domain/schemas/parcela-registro';
import { CosechaInput } from '../../../components/territorio/cosecha-input.tsx';
import { Wizard } from '../../../components/wizard/wizard.tsx';
import { WizardConfirm } from '../../../components/wizard/wizard-confirm.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { TerritorioFields, territorioVacio } from '../../../components/territorio/territorio-fields.tsx';
import { notify } from '../../../lib/notify.ts';
import { failureMessage } from '../../../lib/request.ts';
import type { Cliente } from '../../cliente/api/keys.ts';
import { checkStep } from '../../../lib/use-zod-form.ts';
import { ClienteLookup } from './cliente-lookup.tsx';
import { TerritoriosModal } from './picker-modal.tsx';
import { pasoServicio } from './servicio-choice.tsx';
import { useRegistrarParcelaConServicio } from '../../parcela/api/registrar-parcela-con-servicio.ts';

/** /admin/agregar/territorio: client ID, territory data, service type, confirmation; creates the territory with its service. */
export function AgregarTerritorioPage() {
  const [cliente, setCliente] = useState<Cliente | null>(null);
  const [clienteOk, setClienteOk] = useState(false);
  // The registration schema preprocesses its input (coordinates as '(x,y)'), so the form holds the
  // raw values and the step checks them with checkStep, like every wizard step.
  const form = useForm({ initialValues: { ...territorioVacio(), tags: [] as string[] } });
  const t = form.values;
  const [tipo, setTipo] = useState<TipoServicio | null>(null);
  const [confirmado, setConfirmado] = useState(false);
  const [registro, registroModal] = useDisclosure(false);
  const registrar = useRegistrarParcelaConServicio();
  const body = () => ({ ...t, cp_id: cliente?.cp_id ?? 0 });

  // One request: the territory and its service are created together or not at all.
  async function enviar() {
    if (!cliente || !tipo) return false;
    let rel: number;
    try {
      rel = (await registrar.mutateAsync({ ...body(), tipo_servicio: tipo })).parcelarel_id;
    } catch (err) {
      notify.error(failureMessage(err, MSG.registroFallido));
      return false;
    }
    notify.success(MSG.territorioCreado);
    return {
      mensaje: MSG.territorioCreado,
      id: territorioDisplayId(cliente.cp_id, rel),
      href: `/admin/registro/territorios/mas-info?e=${cliente.cp_id}&t=${rel}`,
    };
  }

  const reset = () => {
    setCliente(null);
    setClienteOk(false);
    form.reset();
    setTipo(null);
    setConfirmado(false);
  };

  return (
    <>
      <PageHeader title="Agregar Territorio" subtitle="Registra un territorio de un cliente y su servicio." />
      <Wizard
        onSubmit={enviar}
        onReset={reset}
        canSubmit={confirmado}
        submitting={registrar.isPending}
        submitLabel="Crear Territorio"
        steps={[
          {
            label: 'ID del Cliente',
            canNext: !!cliente && clienteOk,
            content: (
              <ClienteLookup
                cliente={cliente}
                onCliente={setCliente}
                confirmado={clienteOk}
                onConfirmado={setClienteOk}
              />
            ),
          },
          {
            label: 'Datos del Territorio',
            validate: () => checkStep(parcelaRegistroSchema, body(), form.setErrors),
            content: (
              <Stack gap="sm">
                <Group justify="flex-end">
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconList size={14} />}
                    onClick={registroModal.open}
                  >
                    Registro de Territorios
                  </Button>
                </Group>
                <TerritorioFields campo={form.getInputProps} />
                <CosechaInput
                  description={`Opcional, hasta ${COSECHA_MAX} cultivos. Presiona Enter después de cada uno.`}
                  value={t.tags}
                  onChange={(tags) => form.setFieldValue('tags', tags)}
                  error={form.errors.tags}
                />
                <TerritoriosModal opened={registro} onClose={registroModal.close} />
              </Stack>
            ),
          },
          pasoServicio('Tipo de Servicio', tipo, setTipo),
          {
            label: 'Confirmación',
            content: (
              <WizardConfirm
                checked={confirmado}
                onChange={setConfirmado}
                sections={[
                  {
                    title: 'Cliente',
                    items: [
                      { label: 'ID', value: cliente?.cp_id },
                      { label: 'Nombre', value: cliente?.nombre },
                    ],
                  },
                  {
                    title: 'Territorio',
                    items: [
                      { label: 'Nombre', value: t.nombre },
                      { label: 'Región', value: t.region },
                      { label: 'Ciudad', value: t.ciudad },
                      { label: 'Dirección', value: t.direccion_ref },
                      { label: 'Latitud', value: String(t.coord_x) },
                      { label: 'Longitud', value: String(t.coord_y) },
                      { label: 'Extensión (m²)', value: String(t.extension) },
                      { label: 'Cosecha', value: t.tags.join(', ') },
                      { label: 'Notas', value: t.notas },
                    ],
                  },
                  { title: 'Servicio', items: [{ label: 'Tipo de servicio', value: tipo }] },
                ]}
              />
            ),
          },
        ]}
      />
    </>
  );
}
