import { Alert, Button, Card, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconList, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TipoServicio } from '@agro/domain/constants';
import { territorioDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { parseTerritorioId } from '@agro/domain/rules';
import { Wizard } from '../../../components/wizard/wizard.tsx';
import { WizardConfirm } from '../../../components/wizard/wizard-confirm.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { notify } from '../../../lib/notify.ts';
import { failureMessage } from '../../../lib/request.ts';
import { InfoGrid } from '../components/info-grid.tsx';
import { TerritoriosModal } from './picker-modal.tsx';
import { pasoServicio } from './servicio-choice.tsx';
import { parcelaQuery } from '../../parcela/api/get-parcelas.ts';
import { type Parcela } from '../../parcela/api/keys.ts';
import { useRegistrarServicio } from '../../servicio/api/registrar-servicio.ts';

/** /admin/agregar/servicio: territory ID, service choice, confirmation; creates the service or updates the live one. */
export function AgregarServicioPage() {
  const qc = useQueryClient();
  const [typed, setTyped] = useState('');
  const [parcela, setParcela] = useState<Parcela | null>(null);
  const [noEncontrado, setNoEncontrado] = useState(false);
  const [buscando, setBuscando] = useState(false);
  const [parcelaOk, setParcelaOk] = useState(false);
  const [tipo, setTipo] = useState<TipoServicio | null>(null);
  const [confirmado, setConfirmado] = useState(false);
  const [registro, registroModal] = useDisclosure(false);
  const registrar = useRegistrarServicio();

  async function buscar(value = typed) {
    setParcela(null);
    setParcelaOk(false);
    setNoEncontrado(false);
    const id = parseTerritorioId(value);
    if (!id) return setNoEncontrado(true);
    setBuscando(true);
    try {
      const p = await qc.fetchQuery(parcelaQuery(id.parcelarelId, id.cpId));
      setParcela(p);
      setNoEncontrado(!p);
    } catch {
      setNoEncontrado(true);
    } finally {
      setBuscando(false);
    }
  }

  async function enviar() {
    if (!parcela || !tipo) return false;
    try {
      await registrar.mutateAsync({
        tipo_servicio: tipo,
        parcela_id: parcela.parcelarel_id,
        cp_id: parcela.cp_id,
      });
      notify.success(MSG.servicioRegistrado);
      // A service is shown on its territory's page.
      return {
        mensaje: `${MSG.servicioRegistrado} ${tipo}`,
        id: territorioDisplayId(parcela.cp_id, parcela.parcelarel_id),
        href: `/admin/registro/territorios/mas-info?e=${parcela.cp_id}&t=${parcela.parcelarel_id}`,
      };
    } catch (err) {
      notify.error(failureMessage(err, MSG.servicioNoRegistrado));
      return false;
    }
  }

  const reset = () => {
    setTyped('');
    setParcela(null);
    setParcelaOk(false);
    setTipo(null);
    setConfirmado(false);
  };

  const displayId = parcela ? territorioDisplayId(parcela.cp_id, parcela.parcelarel_id) : '';
  return (
    <>
      <PageHeader
        title="Agregar Servicio"
        subtitle="Crea el servicio de un territorio, o cambia el que ya tiene."
      />
      <Wizard
        onSubmit={enviar}
        onReset={reset}
        canSubmit={confirmado}
        submitting={registrar.isPending}
        submitLabel="Registrar Servicio"
        steps={[
          {
            label: 'ID del Territorio',
            canNext: !!parcela && parcelaOk,
            content: (
              <Stack gap="md">
                <Group align="flex-end" gap="sm" wrap="wrap">
                  <TextInput
                    label="ID del Territorio"
                    required
                    placeholder="Ej.: 1-T-001"
                    value={typed}
                    onChange={(e) => setTyped(e.currentTarget.value)}
                    onKeyDown={(e) => e.key === 'Enter' && buscar()}
                    w={200}
                  />
                  <Button leftSection={<IconSearch size={16} />} onClick={() => buscar()} loading={buscando}>
                    Buscar
                  </Button>
                  <Button variant="light" leftSection={<IconList size={16} />} onClick={registroModal.open}>
                    Registro de Territorios
                  </Button>
                </Group>
                {noEncontrado && <Alert color="red">{MSG.territorioIdNoEncontrado}</Alert>}
                {parcela && (
                  <Card withBorder>
                    <InfoGrid
                      items={[
                        { label: 'ID', value: displayId },
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
                      checked={parcelaOk}
                      onChange={(e) => setParcelaOk(e.currentTarget.checked)}
                    />
                  </Card>
                )}
                <TerritoriosModal
                  opened={registro}
                  onClose={registroModal.close}
                  onPick={(p) => {
                    setTyped(p.id);
                    void buscar(p.id);
                  }}
                />
              </Stack>
            ),
          },
          pasoServicio('Seleccionar Servicio', tipo, setTipo),
          {
            label: 'Confirmación',
            content: (
              <WizardConfirm
                checked={confirmado}
                onChange={setConfirmado}
                sections={[
                  {
                    title: 'Servicio',
                    items: [
                      { label: 'Territorio', value: `${displayId} · ${parcela?.nombre ?? ''}` },
                      { label: 'Servicio actual', value: parcela?.tipo_servicio ?? 'Sin servicio' },
                      { label: 'Nuevo servicio', value: tipo },
                    ],
                  },
                ]}
              />
            ),
          },
        ]}
      />
    </>
  );
}
