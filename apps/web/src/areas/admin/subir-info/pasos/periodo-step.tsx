import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import type { GrupoArchivos } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { periodLabel } from '@agro/domain/periods';
import { PeriodPicker } from '../period-picker.tsx';
import type { SubidaWizardModelo } from '../use-subida-wizard.ts';
import { TITULO_GRUPO } from './titulos.ts';

/** Step 3: the week or month, with the check of what the period already has. */
export function PeriodoStep({ w }: { w: SubidaWizardModelo }) {
  const { check, pendientes, ocupados } = w;
  const listo = check.estado === 'listo';
  return (
    <Stack gap="sm">
      <PeriodPicker
        kind={w.periodo ?? 'semanal'}
        value={w.fecha}
        marcas={w.marcas}
        onChange={w.acciones.fecha}
      />
      {check.estado === 'revisando' && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">Revisando el periodo…</Text>
        </Group>
      )}
      {check.estado === 'error' && <Alert color="red">{check.mensaje}</Alert>}
      {listo && pendientes.length === 0 && (
        <Alert color="red" role="alert">
          {MSG.periodoConArchivos}
        </Alert>
      )}
      {listo && pendientes.length > 0 && ocupados.length > 0 && (
        <Alert color="yellow">
          {TITULO_GRUPO[ocupados[0] as GrupoArchivos]} de este periodo ya fueron subidos; solo se subirán{' '}
          {TITULO_GRUPO[pendientes[0] as GrupoArchivos].toLowerCase()}.
        </Alert>
      )}
      {w.periodoLibre && w.periodo && w.rango && (
        <Alert color="green">Periodo disponible: {periodLabel(w.periodo, w.rango)}</Alert>
      )}
    </Stack>
  );
}
