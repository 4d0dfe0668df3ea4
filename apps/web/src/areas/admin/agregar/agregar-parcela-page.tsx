import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconList } from '@tabler/icons-react';
import { COSECHA_MAX } from '@agro/domain/constants';
import { CosechaInput } from '../../../components/parcela/cosecha-input.tsx';
import { ParcelaFields } from '../../../components/parcela/parcela-fields.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { WizardConfirmacion } from '../../../components/wizard/wizard-confirmacion.tsx';
import { Wizard } from '../../../components/wizard/wizard.tsx';
import { resumenParcela } from './agregar-parcela-state.ts';
import { CpLookup } from './cp-lookup.tsx';
import { ParcelasModal } from './picker-modal.tsx';
import { pasoServicio } from './servicio-choice.tsx';
import { useAgregarParcela } from './use-agregar-parcela.ts';

/** /admin/agregar/territorio: client ID, territory data, service type, confirmation; creates the territory with its service. */
export function AgregarParcelaPage() {
  const s = useAgregarParcela();
  const { cp } = s;
  return (
    <>
      <PageHeader title="Agregar Territorio" subtitle="Registra un territorio de un cliente y su servicio." />
      <Wizard
        onSubmit={s.enviar}
        onReset={s.reset}
        canSubmit={s.confirmado}
        submitting={s.enviando}
        submitLabel="Crear Territorio"
        steps={[
          {
            label: 'ID del Cliente',
            canNext: !!cp.valor && cp.ok,
            content: <CpLookup cp={cp.valor} onCp={cp.set} confirmado={cp.ok} onConfirmado={cp.setOk} />,
          },
          {
            label: 'Datos del Territorio',
            validate: s.validarDatos,
            content: <DatosParcela form={s.form} />,
          },
          pasoServicio('Tipo de Servicio', s.tipo, s.setTipo),
          {
            label: 'Confirmación',
            content: (
              <WizardConfirmacion
                checked={s.confirmado}
                onChange={s.setConfirmado}
                sections={resumenParcela(cp.valor, s.form.values, s.tipo)}
              />
            ),
          },
        ]}
      />
    </>
  );
}

function DatosParcela({ form }: { form: ReturnType<typeof useAgregarParcela>['form'] }) {
  const [registro, registroModal] = useDisclosure(false);
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button variant="light" size="xs" leftSection={<IconList size={14} />} onClick={registroModal.open}>
          Registro de Territorios
        </Button>
      </Group>
      <ParcelaFields campo={form.getInputProps} />
      <CosechaInput
        description={`Opcional, hasta ${COSECHA_MAX} cultivos. Presiona Enter después de cada uno.`}
        value={form.values.tags}
        onChange={(tags) => form.setFieldValue('tags', tags)}
        error={form.errors.tags}
      />
      <ParcelasModal opened={registro} onClose={registroModal.close} />
    </Stack>
  );
}
