import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { servicioPermite } from '@agro/domain/constants';
import { territorioDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { failureMessage } from '../../lib/request.ts';
import { useArchivos, type ArchivosSearch } from './api/get-archivos.ts';
import { useServicio } from './api/get-servicio.ts';
import { PeriodResults } from './period-results.tsx';
import { TerritorioInfoModal } from './territorio-info-modal.tsx';
import type { GrupoReporte, ParcelaOption, PeriodoFiltro } from './types.ts';

/**
 * The report file viewer of the EDEB and Sensores pages, for any area: territory selector (when
 * several), the service-type gate, SEMANAL/MENSUAL + Buscar, periods with their files, previews, ZIP.
 */
export function ReportViewer({ parcelas, grupo }: { parcelas: ParcelaOption[]; grupo: GrupoReporte }) {
  const [parcelaId, setParcelaId] = useState<number | undefined>(parcelas[0]?.parcela_id);
  const parcela = parcelas.find((p) => p.parcela_id === parcelaId) ?? parcelas[0];
  const servicios = useServicio(parcela?.parcela_id);
  const servicio = servicios.data?.[0];
  const [periodo, setPeriodo] = useState<PeriodoFiltro>('SEMANAL');
  const [search, setSearch] = useState<(ArchivosSearch & { seq: number }) | null>(null);
  const archivos = useArchivos(search);
  const [infoOpen, setInfoOpen] = useState(false);

  if (!parcela) return <Alert color="gray">{MSG.sinTerritorios}</Alert>;
  const permitido = servicio !== undefined && servicioPermite(servicio.tipo_servicio, grupo);

  // Changing the territory or the period kind clears the results (docs/RULES.md#states).
  const elegirParcela = (value: string | null) => {
    setParcelaId(value ? Number(value) : undefined);
    setSearch(null);
  };
  const elegirPeriodo = (value: string) => {
    setPeriodo(value as PeriodoFiltro);
    setSearch(null);
  };
  const buscar = () =>
    servicio && setSearch({ servicioId: servicio.servicio_id, periodo, grupo, seq: (search?.seq ?? 0) + 1 });

  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          {parcelas.length > 1 ? (
            <Select
              label="Territorio"
              data={parcelas.map((p) => ({
                value: String(p.parcela_id),
                label: `${territorioDisplayId(p.identificador, p.parcelarel_id)} · ${p.nombre}`,
              }))}
              value={String(parcela.parcela_id)}
              onChange={elegirParcela}
              allowDeselect={false}
              w={{ base: '100%', sm: 340 }}
            />
          ) : (
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                Territorio
              </Text>
              <Text fw={600}>
                {territorioDisplayId(parcela.identificador, parcela.parcelarel_id)} · {parcela.nombre}
              </Text>
            </Stack>
          )}
          <Button
            variant="light"
            leftSection={<IconInfoCircle size={16} />}
            onClick={() => setInfoOpen(true)}
          >
            Información de Territorio
          </Button>
        </Group>
      </Card>

      {servicios.isPending ? (
        <Center py="lg">
          <Loader aria-label="Cargando servicio" />
        </Center>
      ) : servicios.isError ? (
        <Alert color="red">{failureMessage(servicios.error, MSG.errorSolicitud)}</Alert>
      ) : !permitido ? (
        <Alert color="yellow" icon={<IconInfoCircle />} data-testid="servicio-no-contratado">
          {grupo === 'edeb' ? MSG.sinEdeb : MSG.sinSensores}
        </Alert>
      ) : (
        <>
          <Group gap="sm" align="center">
            <SegmentedControl
              data={['SEMANAL', 'MENSUAL']}
              value={periodo}
              onChange={elegirPeriodo}
              aria-label="Periodo"
            />
            <Button
              leftSection={<IconSearch size={16} />}
              onClick={buscar}
              loading={archivos.isFetching && !archivos.data}
            >
              Buscar
            </Button>
          </Group>
          {search && archivos.isError && (
            <Alert color="red">{failureMessage(archivos.error, MSG.errorSolicitud)}</Alert>
          )}
          {search && archivos.data && (
            <PeriodResults
              key={`${search.seq}-${search.periodo}`}
              data={archivos.data}
              kind={search.periodo === 'SEMANAL' ? 'semanal' : 'mensual'}
              servicioId={search.servicioId}
              zipGrupo={search.periodo === 'SEMANAL' ? grupo : 'global'}
            />
          )}
        </>
      )}

      <TerritorioInfoModal
        parcela={parcela}
        servicios={servicios.data ?? []}
        opened={infoOpen}
        onClose={() => setInfoOpen(false)}
      />
    </Stack>
  );
}
