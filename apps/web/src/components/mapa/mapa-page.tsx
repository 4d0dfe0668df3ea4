import { Alert, Anchor, Card, Center, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { TIPOS_SERVICIO, type TipoServicio } from '@agro/domain/constants';
import { formatDate, parcelaDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { PageHeader } from '../ui/page-header.tsx';
import { AreaLimite } from './area-limite.tsx';
import { useParcelasMapa, type ParcelaMapa } from './api/get-parcelas-mapa.ts';
import { ControlCapas, LeyendaCapa } from './control-capas.tsx';
import { MapaParcelasLazy } from './mapa-lazy.tsx';
import { useCapasRaster } from './use-capas-raster.ts';
import type { Enlaces } from './popup.ts';

/** Where a territory's links lead in one area. */
export type EnlacesDe = (t: ParcelaMapa) => Enlaces;

/** The Mapa page of an area: every territory the caller sees, on the map and in a list below. */
export function MapaPage(props: {
  subtitulo: string;
  enlaces: EnlacesDe;
  /** Staff: filter by client and service type. */
  clientes?: { value: string; label: string }[];
  /** Staff: what was typed in the client filter; the options are searched on the server. */
  onBuscarCp?: (q: string) => void;
}) {
  const [cp, setCp] = useState<string | null>(null);
  const [tipo, setTipo] = useState<string | null>(null);
  const q = useParcelasMapa({
    ...(cp ? { cp_id: Number(cp) } : {}),
    ...(tipo ? { tipo_servicio: tipo as TipoServicio } : {}),
  });
  let contenido: ReactNode;
  if (q.isPending) {
    contenido = (
      <Center py="xl">
        <Loader aria-label="Cargando territorios" />
      </Center>
    );
  } else if (q.isError) {
    contenido = <Alert color="red">{MSG.errorSolicitud}</Alert>;
  } else {
    contenido = (
      <Stack gap="md">
        <MapaConCapas parcelas={q.data} enlaces={props.enlaces} />
        {q.data.length === 0 ? (
          <Alert color="gray">{MSG.sinTerritorios}</Alert>
        ) : (
          <Lista parcelas={q.data} enlaces={props.enlaces} />
        )}
      </Stack>
    );
  }
  return (
    <>
      <PageHeader title="Mapa" subtitle={props.subtitulo} />
      {props.clientes && (
        <Group gap="sm" mb="md" wrap="wrap">
          <Select
            label="Cliente"
            placeholder="Todos"
            data={props.clientes}
            value={cp}
            onChange={setCp}
            onSearchChange={props.onBuscarCp}
            filter={({ options }) => options}
            clearable
            searchable
            w={{ base: '100%', sm: 280 }}
          />
          <Select
            label="Tipo de servicio"
            placeholder="Todos"
            data={[...TIPOS_SERVICIO]}
            value={tipo}
            onChange={setTipo}
            clearable
            w={{ base: '100%', sm: 220 }}
          />
        </Group>
      )}
      {contenido}
    </>
  );
}

/** The company map with the selected period's layers of every territory, its control and legend. */
function MapaConCapas({ parcelas, enlaces }: { parcelas: ParcelaMapa[]; enlaces: EnlacesDe }) {
  const capas = useCapasRaster(parcelas);
  return (
    <Stack gap="xs">
      <ControlCapas estado={capas} id="empresa" />
      <MapaParcelasLazy
        parcelas={parcelas}
        enlaces={enlaces}
        alto="min(62vh, 560px)"
        etiqueta="Mapa de territorios"
        raster={capas.raster}
      />
      <LeyendaCapa estado={capas} />
    </Stack>
  );
}

function Lista({ parcelas, enlaces }: { parcelas: ParcelaMapa[]; enlaces: EnlacesDe }) {
  return (
    <Card withBorder padding="sm">
      <Table.ScrollContainer minWidth={0}>
        <Table verticalSpacing="xs">
          <Table.Tbody>
            {parcelas.map((t) => {
              const e = enlaces(t);
              return (
                <Table.Tr key={t.parcela_id}>
                  <Table.Td>
                    <Stack gap={2}>
                      <Group gap="xs" wrap="wrap">
                        <Text fw={600} size="sm">
                          {t.nombre}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {/* A no-break space before each "·": a wrapped line never starts with one. */}
                          {parcelaDisplayId(t.cp_id, t.parcelarel_id)}
                          {'\u00a0· '}
                          {t.tipo_servicio ?? 'Sin servicio'}
                          {t.ultimo_informe ? `\u00a0· Último informe ${formatDate(t.ultimo_informe)}` : ''}
                        </Text>
                      </Group>
                      <AreaLimite parcela={t} />
                      <Group gap="md">
                        {e.parcela && (
                          <Anchor component={Link} to={e.parcela} size="sm">
                            Ver territorio
                          </Anchor>
                        )}
                        {e.informes && (
                          <Anchor component={Link} to={e.informes} size="sm">
                            Ver informes
                          </Anchor>
                        )}
                      </Group>
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
