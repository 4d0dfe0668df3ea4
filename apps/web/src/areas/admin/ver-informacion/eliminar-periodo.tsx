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
import { useReducer, type Dispatch } from 'react';
import type { GrupoArchivos } from '@agro/domain/constants';
import { parcelaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { periodLabel } from '@agro/domain/periods';
import { periodoDeGrupo } from '@agro/domain/schemas/subida';
import type { ParcelaOption } from '../../../components/reports/types.ts';
import { notify } from '../../../lib/notify.ts';
import { failureMessage } from '../../../lib/request.ts';
import { periodoOcupado } from '../subir-info/api/validar-periodo.ts';
import { PeriodPicker } from '../subir-info/period-picker.tsx';
import { useEliminarPeriodo } from './api/eliminar-periodo.ts';
import { type Servicio } from '../../../features/servicio/api/keys.ts';
import {
  eliminarInicial,
  eliminarReducer,
  GRUPOS,
  gruposDe,
  rangoDe,
  type EliminarAction,
  type EliminarState,
} from './eliminar-periodo-state.ts';

/** Beyond the spec: delete a wrongly uploaded period (its files and rows) so it can be uploaded again. */
export function EliminarPeriodo({ parcela, servicio }: { parcela: ParcelaOption; servicio: Servicio }) {
  const grupos = gruposDe(servicio.tipo_servicio);
  const [s, dispatch] = useReducer(eliminarReducer, grupos[0]!.value, eliminarInicial);
  const eliminar = useEliminarPeriodo();
  const angosto = useMediaQuery('(max-width: 36em)');
  const kind = periodoDeGrupo(s.grupo);
  const rango = rangoDe(s);

  async function pedirConfirmacion() {
    if (!rango) return;
    dispatch({ type: 'revisar' });
    try {
      if (await periodoOcupado(servicio.servicio_id, s.grupo, rango)) dispatch({ type: 'ocupado' });
      else dispatch({ type: 'aviso', aviso: MSG.sinArchivosPeriodo });
    } catch (err) {
      dispatch({ type: 'aviso', aviso: failureMessage(err, MSG.errorSolicitud) });
    }
  }

  async function borrar() {
    if (!rango) return;
    try {
      await eliminar.mutateAsync({ servicioId: servicio.servicio_id, grupo: s.grupo, rango });
      notify.success(MSG.periodoEliminado);
      dispatch({ type: 'eliminado' });
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
          value={s.grupo}
          onChange={(v) => dispatch({ type: 'grupo', grupo: v as GrupoArchivos })}
          aria-label="Grupo de archivos"
          orientation={angosto ? 'vertical' : 'horizontal'}
          style={{ alignSelf: angosto ? 'stretch' : 'flex-start' }}
        />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <PeriodPicker
            kind={kind}
            value={s.fecha}
            onChange={(fecha) => dispatch({ type: 'fecha', fecha })}
          />
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            disabled={!rango}
            loading={s.revisando}
            onClick={pedirConfirmacion}
          >
            Eliminar periodo
          </Button>
        </Group>
        {s.aviso && <Alert color="gray">{s.aviso}</Alert>}
      </Stack>
      <ConfirmarEliminacion
        s={s}
        dispatch={dispatch}
        parcela={`${parcelaDisplayId(parcela.identificador, parcela.parcelarel_id)} · ${parcela.nombre}`}
        eliminando={eliminar.isPending}
        onEliminar={borrar}
      />
    </Paper>
  );
}

/** The last word before deleting: what goes (group, period, territory) and a confirm checkbox. */
function ConfirmarEliminacion(props: {
  s: EliminarState;
  dispatch: Dispatch<EliminarAction>;
  parcela: string;
  eliminando: boolean;
  onEliminar: () => void;
}) {
  const { s, dispatch } = props;
  const kind = periodoDeGrupo(s.grupo);
  const rango = rangoDe(s);
  return (
    <Modal opened={s.abierto} onClose={() => dispatch({ type: 'cerrar' })} title="Eliminar periodo" centered>
      <Stack gap="sm">
        <Text size="sm">
          Se eliminarán todos los archivos de <b>{GRUPOS.find((g) => g.value === s.grupo)?.label}</b> del
          periodo <b>{rango ? periodLabel(kind, rango) : ''}</b> del territorio <b>{props.parcela}</b>. Esta
          acción no se puede deshacer.
        </Text>
        <Checkbox
          label="Confirmo que quiero eliminar estos archivos"
          checked={s.confirmar}
          onChange={(e) => dispatch({ type: 'confirmar', ok: e.currentTarget.checked })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => dispatch({ type: 'cerrar' })}>
            Cancelar
          </Button>
          <Button color="red" disabled={!s.confirmar} loading={props.eliminando} onClick={props.onEliminar}>
            Eliminar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
