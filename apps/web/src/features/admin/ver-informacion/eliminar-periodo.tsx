import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { servicioPermite, type GrupoArchivos } from '@agro/domain/constants';
import { territorioDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { periodLabel, periodOf } from '@agro/domain/periods';
import { periodoDeGrupo } from '@agro/domain/schemas/subida';
import type { ParcelaOption } from '../../../components/reports/types.ts';
import { notify } from '../../../lib/notify.ts';
import { failureMessage } from '../../../lib/request.ts';
import { periodoOcupado } from '../subir-info/api/validar-periodo.ts';
import { PeriodPicker } from '../subir-info/period-picker.tsx';
import { useEliminarPeriodo } from './api/eliminar-periodo.ts';
import { type Servicio } from '../../servicio/api/keys.ts';

const GRUPOS: { value: GrupoArchivos; label: string }[] = [
  { value: 'edeb', label: 'EDEB semanal' },
  { value: 'sensores', label: 'Sensores semanal' },
  { value: 'global', label: 'Resúmenes mensuales' },
];

/** Beyond the spec: delete a wrongly uploaded period (its files and rows) so it can be uploaded again. */
export function EliminarPeriodo({ parcela, servicio }: { parcela: ParcelaOption; servicio: Servicio }) {
  const grupos = GRUPOS.filter((g) => servicioPermite(servicio.tipo_servicio, g.value));
  const [grupo, setGrupo] = useState<GrupoArchivos>(grupos[0]!.value);
  const [fecha, setFecha] = useState<string | null>(null);
  const [confirmar, setConfirmar] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const [revisando, setRevisando] = useState(false);
  const [abierto, setAbierto] = useState(false);
  const eliminar = useEliminarPeriodo();
  const angosto = useMediaQuery('(max-width: 36em)');
  const kind = periodoDeGrupo(grupo);
  const rango = fecha ? periodOf(kind, fecha) : null;
  const etiqueta = GRUPOS.find((g) => g.value === grupo)!.label;

  async function pedirConfirmacion() {
    if (!rango) return;
    setAviso(null);
    setRevisando(true);
    try {
      if (await periodoOcupado(servicio.servicio_id, grupo, rango)) {
        setConfirmar(false);
        setAbierto(true);
      } else setAviso(MSG.sinArchivosPeriodo);
    } catch (err) {
      setAviso(failureMessage(err, MSG.errorSolicitud));
    } finally {
      setRevisando(false);
    }
  }

  async function borrar() {
    try {
      await eliminar.mutateAsync({ servicioId: servicio.servicio_id, grupo, rango: rango! });
      notify.success(MSG.periodoEliminado);
      setAbierto(false);
      setFecha(null);
    } catch (err) {
      notify.error(failureMessage(err, MSG.periodoNoEliminado));
    }
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <div>
          <Title order={4}>Corregir una carga</Title>
          <Text size="sm" c="dimmed">
            Elimina los archivos de un periodo subido por error; después podrás subirlo de nuevo en Subir
            Información.
          </Text>
        </div>
        <SegmentedControl
          data={grupos}
          value={grupo}
          onChange={(v) => {
            setGrupo(v as GrupoArchivos);
            setFecha(null);
            setAviso(null);
          }}
          aria-label="Grupo de archivos"
          orientation={angosto ? 'vertical' : 'horizontal'}
          style={{ alignSelf: angosto ? 'stretch' : 'flex-start' }}
        />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <PeriodPicker
            kind={kind}
            value={fecha}
            onChange={(d) => {
              setFecha(d);
              setAviso(null);
            }}
          />
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            disabled={!rango}
            loading={revisando}
            onClick={pedirConfirmacion}
          >
            Eliminar periodo
          </Button>
        </Group>
        {aviso && <Alert color="gray">{aviso}</Alert>}
      </Stack>
      <Modal opened={abierto} onClose={() => setAbierto(false)} title="Eliminar periodo" centered>
        <Stack gap="sm">
          <Text size="sm">
            Se eliminarán todos los archivos de <b>{etiqueta}</b> del periodo{' '}
            <b>{rango ? periodLabel(kind, rango) : ''}</b> del territorio{' '}
            <b>
              {territorioDisplayId(parcela.identificador, parcela.parcelarel_id)} · {parcela.nombre}
            </b>
            . Esta acción no se puede deshacer.
          </Text>
          <Checkbox
            label="Confirmo que quiero eliminar estos archivos"
            checked={confirmar}
            onChange={(e) => setConfirmar(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAbierto(false)}>
              Cancelar
            </Button>
            <Button color="red" disabled={!confirmar} loading={eliminar.isPending} onClick={borrar}>
              Eliminar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
