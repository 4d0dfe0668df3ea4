import { Alert, Button, Card, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { IconList, IconSearch } from '@tabler/icons-react';
import { parcelaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { WizardConfirmacion } from '../../../components/wizard/wizard-confirmacion.tsx';
import type { Parcela } from '../../../features/parcela/api/keys.ts';
import { InfoGrid } from '../components/info-grid.tsx';
import type { AgregarServicioState } from './agregar-servicio-state.ts';
import { ParcelasModal } from './picker-modal.tsx';
import type { AgregarServicio } from './use-agregar-servicio.ts';

const displayIdDe = (p: Parcela | null) => (p ? parcelaDisplayId(p.cp_id, p.parcelarel_id) : '');

function ParcelaEncontrada({ a, parcela }: { a: AgregarServicio; parcela: Parcela }) {
  return (
    <Card withBorder>
      <InfoGrid
        items={[
          { label: 'ID', value: displayIdDe(parcela) },
          { label: 'Nombre', value: parcela.nombre },
          { label: 'Propietario', value: parcela.nombre_empresa },
          { label: 'Ciudad', value: parcela.ciudad },
          { label: 'Dirección', value: parcela.direccion_ref },
          { label: 'Servicio actual', value: parcela.tipo_servicio ?? 'Sin servicio' },
        ]}
      />
      <Checkbox
        mt="md"
        label="Confirmo que este es el territorio correcto"
        checked={a.state.parcelaOk}
        onChange={(e) => a.dispatch({ type: 'confirmarParcela', ok: e.currentTarget.checked })}
      />
    </Card>
  );
}

/** Step 1: type or pick the territory ID, look it up and confirm it is the right one. */
export function PasoParcela({ a }: { a: AgregarServicio }) {
  const { typed, parcela, noEncontrado, buscando } = a.state;
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="ID del Territorio"
          required
          placeholder="Ej.: 1-T-001"
          value={typed}
          onChange={(e) => a.dispatch({ type: 'escribir', typed: e.currentTarget.value })}
          onKeyDown={(e) => e.key === 'Enter' && a.buscar()}
          w={200}
        />
        <Button leftSection={<IconSearch size={16} />} onClick={() => a.buscar()} loading={buscando}>
          Buscar
        </Button>
        <Button variant="light" leftSection={<IconList size={16} />} onClick={a.registroModal.open}>
          Registro de Territorios
        </Button>
      </Group>
      {noEncontrado && <Alert color="red">{MSG.territorioIdNoEncontrado}</Alert>}
      {parcela && <ParcelaEncontrada a={a} parcela={parcela} />}
      <ParcelasModal
        opened={a.registro}
        onClose={a.registroModal.close}
        onPick={(p) => {
          a.dispatch({ type: 'escribir', typed: p.id });
          void a.buscar(p.id);
        }}
      />
    </Stack>
  );
}

/** Last step: the territory, its current service and the new one, with the confirm checkbox. */
export function ConfirmarServicio({
  state,
  onConfirmar,
}: {
  state: AgregarServicioState;
  onConfirmar: (ok: boolean) => void;
}) {
  const { parcela, tipo } = state;
  return (
    <WizardConfirmacion
      checked={state.confirmado}
      onChange={onConfirmar}
      sections={[
        {
          title: 'Servicio',
          items: [
            { label: 'Territorio', value: `${displayIdDe(parcela)} · ${parcela?.nombre ?? ''}` },
            { label: 'Servicio actual', value: parcela?.tipo_servicio ?? 'Sin servicio' },
            { label: 'Nuevo servicio', value: tipo },
          ],
        },
      ]}
    />
  );
}
