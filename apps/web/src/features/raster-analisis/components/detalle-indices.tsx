import { Card, Group, Tabs, Text, Title } from '@mantine/core';
import { IconArrowsDiff, IconBell, IconChartLine } from '@tabler/icons-react';
import { useState } from 'react';
import { INDICES, type TipoIndice } from '@agro/domain/indices';
import { ExportarMenu } from '../../../components/ui/exportar-menu.tsx';
import { urlExportarCifrasParcela } from '../api/exportar-cifras-parcela.ts';
import { ComparacionPeriodos } from './comparacion-periodos.tsx';
import { GraficoTemporada } from './grafico-temporada.tsx';
import { UmbralesAlerta } from './umbrales-alerta.tsx';

type Seccion = 'temporada' | 'comparar' | 'alertas';

/**
 * One territory under the ranking: its season chart, the comparison of two periods and its alert
 * thresholds, for the index picked above. A pair of periods in the address opens the comparison.
 */
export function DetalleIndices(props: {
  parcelaId: number;
  nombre: string;
  indice: TipoIndice;
  a: string;
  b: string;
  onPeriodos: (a: string, b: string) => void;
  umbralesEditables: boolean;
}) {
  const [seccion, setSeccion] = useState<Seccion>(props.a && props.b ? 'comparar' : 'temporada');
  const d = INDICES[props.indice];
  return (
    <Card withBorder padding="md" data-testid="detalle-indices">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap" gap="xs">
        <div>
          <Title order={3} size="h4">
            {props.nombre}
          </Title>
          <Text size="sm" c="dimmed">
            {d.etiqueta}: {d.descripcion}
          </Text>
        </div>
        <ExportarMenu
          href={(formato) => urlExportarCifrasParcela(props.parcelaId, formato)}
          label={`Exportar cifras de ${props.nombre}`}
          texto="Exportar cifras"
          filtros={false}
        />
      </Group>
      <Tabs value={seccion} onChange={(v) => v && setSeccion(v as Seccion)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="temporada" leftSection={<IconChartLine size={16} />}>
            Temporada
          </Tabs.Tab>
          <Tabs.Tab value="comparar" leftSection={<IconArrowsDiff size={16} />}>
            Comparar periodos
          </Tabs.Tab>
          <Tabs.Tab value="alertas" leftSection={<IconBell size={16} />}>
            Alertas
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="temporada">
          <GraficoTemporada parcelaId={props.parcelaId} indice={props.indice} />
        </Tabs.Panel>
        <Tabs.Panel value="comparar">
          <ComparacionPeriodos
            parcelaId={props.parcelaId}
            indice={props.indice}
            a={props.a}
            b={props.b}
            onPeriodos={props.onPeriodos}
          />
        </Tabs.Panel>
        <Tabs.Panel value="alertas">
          <UmbralesAlerta
            parcelaId={props.parcelaId}
            indice={props.indice}
            editable={props.umbralesEditables}
          />
        </Tabs.Panel>
      </Tabs>
    </Card>
  );
}
