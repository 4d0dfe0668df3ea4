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
import { IconArrowsLeftRight, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { servicioPermite } from '@agro/domain/constants';
import { territorioDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { failureMessage } from '../../lib/request.ts';
import { useArchivos, type ArchivosSearch } from './api/get-archivos.ts';
import { PeriodResults } from './period-results.tsx';
import { TerritorioInfoModal } from './territorio-info-modal.tsx';
import type { GrupoReporte, ParcelaOption, PeriodoFiltro } from './types.ts';
import { useServicioParcela } from '../../features/servicio/api/get-servicios.ts';

// Comparar is loaded only when opened, so no area's first load carries it.
const CompararPeriodos = lazy(() => import('./comparar-periodos.tsx'));

/**
 * The report file viewer of the EDEB and Sensores pages, for any area: territory selector (when
 * several), the service-type gate, SEMANAL/MENSUAL + Buscar, periods with their files, previews, ZIP.
 */
export function ReportViewer({ parcelas, grupo }: { parcelas: ParcelaOption[]; grupo: GrupoReporte }) {
  const [params] = useSearchParams();
  // ?parcela={parcela_id} (links from the map) preselects a territory.
  const pedida = parcelas.find((p) => p.parcela_id === Number(params.get('parcela')));
  const [parcelaId, setParcelaId] = useState<number | undefined>((pedida ?? parcelas[0])?.parcela_id);
  const parcela = parcelas.find((p) => p.parcela_id === parcelaId) ?? parcelas[0];
  const servicios = useServicioParcela(parcela?.parcela_id);
  const servicio = servicios.data?.[0];
  const [periodo, setPeriodo] = useState<PeriodoFiltro>('SEMANAL');
  const [search, setSearch] = useState<(ArchivosSearch & { seq: number }) | null>(null);
  const archivos = useArchivos(search);
  const [infoOpen, setInfoOpen] = useState(false);
  const [comparar, setComparar] = useState(false);

  const permitido = servicio !== undefined && servicioPermite(servicio.tipo_servicio, grupo);

  // A territory's page opens on its newest weekly files (PeriodResults starts at the newest period);
  // Buscar stays for the monthly view or to search again.
  const [abiertoPara, setAbiertoPara] = useState<number | null>(null);
  useEffect(() => {
    if (!permitido || abiertoPara === servicio.servicio_id) return;
    setAbiertoPara(servicio.servicio_id);
    setPeriodo('SEMANAL');
    setSearch((s) => ({
      servicioId: servicio.servicio_id,
      periodo: 'SEMANAL',
      grupo,
      seq: (s?.seq ?? 0) + 1,
    }));
  }, [permitido, servicio, abiertoPara, grupo]);

  if (!parcela) return <Alert color="gray">{MSG.sinTerritorios}</Alert>;

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
            {search && archivos.data && Object.keys(archivos.data).length >= 2 && (
              <Button
                variant="light"
                leftSection={<IconArrowsLeftRight size={16} />}
                onClick={() => setComparar(true)}
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
              kind={search.periodo === 'SEMANAL' ? 'semanal' : 'mensual'}
              servicioId={search.servicioId}
              zipGrupo={search.periodo === 'SEMANAL' ? grupo : 'global'}
            />
          )}
        </>
      )}

      {comparar && search && archivos.data && (
        <Suspense fallback={null}>
          <CompararPeriodos
            data={archivos.data}
            kind={search.periodo === 'SEMANAL' ? 'semanal' : 'mensual'}
            parcelaId={parcela.parcela_id}
            onClose={() => setComparar(false)}
          />
        </Suspense>
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
