import { Button, Checkbox, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { parcelaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { notify } from '../../../lib/notify.ts';
import { useAsociarParcela } from '../../../features/empleado/api/asociar-parcela.ts';
import type { Empleado } from '../../../features/empleado/api/keys.ts';
import { notifyModalFailure } from '../../../lib/modal-failure.ts';
import { type Parcela } from '../../../features/parcela/api/keys.ts';

/** "Asociar territorio": links the worker to another territory of the company. */
export function AsociarParcelaModal(props: {
  empleado: Empleado;
  parcelas: Parcela[];
  ligadas: number[];
  opened: boolean;
  onClose: () => void;
}) {
  const [parcelaId, setParcelaId] = useState<string | null>(null);
  const [confirmado, setConfirmado] = useState(false);
  const asociar = useAsociarParcela();
  const disponibles = props.parcelas.filter((p) => !props.ligadas.includes(p.parcela_id));

  const cerrar = () => {
    setParcelaId(null);
    setConfirmado(false);
    props.onClose();
  };

  async function enviar() {
    if (!parcelaId) return;
    try {
      await asociar.mutateAsync({
        empleado_id: props.empleado.empleado_id,
        parcela_id: Number(parcelaId),
        identificador: props.empleado.cp_id,
      });
      notify.success(MSG.territorioAsociado);
      cerrar();
    } catch (err) {
      notifyModalFailure(err, MSG.asociacionFallida, cerrar);
    }
  }

  return (
    <Modal opened={props.opened} onClose={cerrar} title="Asociar territorio" centered>
      <Stack gap="md">
        {disponibles.length === 0 ? (
          <Text c="dimmed">El trabajador ya está asociado a todos los territorios de la empresa.</Text>
        ) : (
          <>
            <Select
              label="Territorio"
              placeholder="Selecciona un territorio"
              data={disponibles.map((p) => ({
                value: String(p.parcela_id),
                label: `${parcelaDisplayId(p.cp_id, p.parcelarel_id)} · ${p.nombre}`,
              }))}
              value={parcelaId}
              onChange={(v) => {
                setParcelaId(v);
                setConfirmado(false);
              }}
              comboboxProps={{ withinPortal: true }}
            />
            <Checkbox
              label={`Confirmo que ${props.empleado.nombre} ${props.empleado.apellido} tendrá acceso a este territorio`}
              checked={confirmado}
              disabled={!parcelaId}
              onChange={(e) => setConfirmado(e.currentTarget.checked)}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={cerrar}>
            Cancelar
          </Button>
          <Button onClick={enviar} disabled={!parcelaId || !confirmado} loading={asociar.isPending}>
            Asociar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
