import { Alert, Button, Card, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconArrowsLeftRight, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { parcelaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { failureMessage } from '../../lib/request.ts';
import { PeriodResults } from './period-results.tsx';
import { kindDe, puedeComparar } from './report-viewer-state.ts';
import type { GrupoReporte, ParcelaOption, PeriodoFiltro } from './types.ts';
import type { ReportViewerData } from './use-report-viewer.ts';

const etiqueta = (p: ParcelaOption) => `${parcelaDisplayId(p.identificador, p.parcelarel_id)} · ${p.nombre}`;

/** The territory (a selector when there are several) and the button to its information. */
export function ParcelaCard({
  parcelas,
  parcela,
  v,
}: {
  parcelas: ParcelaOption[];
  parcela: ParcelaOption;
  v: ReportViewerData;
}) {
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        {parcelas.length > 1 ? (
          <Select
            label="Territorio"
            data={parcelas.map((p) => ({ value: String(p.parcela_id), label: etiqueta(p) }))}
            value={String(parcela.parcela_id)}
            onChange={(value) =>
              v.dispatch({ type: 'elegirParcela', parcelaId: value ? Number(value) : undefined })
            }
            allowDeselect={false}
            w={{ base: '100%', sm: 340 }}
          />
        ) : (
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Territorio
            </Text>
            <Text fw={600}>{etiqueta(parcela)}</Text>
          </Stack>
        )}
        <Button
          variant="light"
          leftSection={<IconInfoCircle size={16} />}
          onClick={() => v.dispatch({ type: 'info', open: true })}
        >
          Información de Territorio
        </Button>
      </Group>
    </Card>
  );
}

/** SEMANAL/MENSUAL, Buscar and Comparar, then the periods with their files. */
export function ReportResultados({ v, grupo }: { v: ReportViewerData; grupo: GrupoReporte }) {
  const { state, archivos } = v;
  const { search } = state;
  return (
    <>
      <Group gap="sm" align="center">
        <SegmentedControl
          data={['SEMANAL', 'MENSUAL']}
          value={state.periodo}
          onChange={(value) => v.dispatch({ type: 'elegirPeriodo', periodo: value as PeriodoFiltro })}
          aria-label="Periodo"
        />
        <Button
          leftSection={<IconSearch size={16} />}
          onClick={v.buscar}
          loading={archivos.isFetching && !archivos.data}
        >
          Buscar
        </Button>
        {puedeComparar(state, archivos.data) && (
          <Button
            variant="light"
            leftSection={<IconArrowsLeftRight size={16} />}
            onClick={() => v.dispatch({ type: 'comparar', open: true })}
          >
            Comparar
          </Button>
        )}
      </Group>
      {search && archivos.isError && (
        <Alert color="red">{failureMessage(archivos.error, MSG.errorSolicitud)}</Alert>
      )}
      {search && archivos.data && (
        <PeriodResults
          key={`${search.seq}-${search.periodo}`}
          data={archivos.data}
          kind={kindDe(search.periodo)}
          servicioId={search.servicioId}
          zipGrupo={search.periodo === 'SEMANAL' ? grupo : 'global'}
        />
      )}
    </>
  );
}
