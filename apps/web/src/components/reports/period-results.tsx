import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { todayInSantiago } from '@agro/domain/format';
import { periodLabel, periodOf, shiftPeriod, type Periodo, type Rango } from '@agro/domain/periods';
import { startDownload } from '../../lib/descargar.ts';
import { tipoVista } from './tipo-vista.ts';
import { zipUrl } from './api/zip-url.ts';
import { archivoUrl } from './api/archivo-url.ts';
import type { ArchivoServicio, ArchivosPorPeriodo } from './api/get-archivos.ts';
import { FilePreviewModal } from './file-preview-modal.tsx';
import { FileTable } from './file-table.tsx';

/**
 * One search's results, one period at a time. Starts at the newest period with files; Volver and
 * Siguiente walk calendar periods (gaps show the empty text), from the oldest files up to today's period.
 */
export function PeriodResults(props: {
  data: ArchivosPorPeriodo;
  kind: Periodo;
  servicioId: number;
  zipGrupo: 'edeb' | 'sensores' | 'global';
}) {
  const { data, kind } = props;
  const periodos = Object.values(data).sort((a, b) => b.inicio.localeCompare(a.inicio));
  const actual = periodOf(kind, todayInSantiago());
  const [rango, setRango] = useState<Rango>(() =>
    periodos[0] ? { inicio: periodos[0].inicio, termino: periodos[0].termino } : actual,
  );
  const [preview, setPreview] = useState<ArchivoServicio | null>(null);

  const oldest = periodos.at(-1)?.inicio;
  const newest = periodos[0]?.inicio ?? actual.inicio;
  const limit = newest > actual.inicio ? newest : actual.inicio;
  const canBack = oldest !== undefined && rango.inicio > oldest;
  const canNext = periodos.length > 0 && rango.inicio < limit;
  const archivos = periodos.find((p) => p.inicio === rango.inicio)?.archivos ?? [];
  const label = periodLabel(kind, rango);

  const ver = (a: ArchivoServicio) => {
    // Word files have no preview in a browser: "Ver" downloads them.
    if (tipoVista(a.extension) === 'descarga') startDownload(archivoUrl(a), a.nombre_original);
    else setPreview(a);
  };

  return (
    <Stack gap="sm">
      <Paper withBorder p="sm" radius="md">
        {/* On phones the label takes its own line above the two buttons. */}
        <Text fw={600} ta="center" size="sm" mb="xs" hiddenFrom="sm">
          {label}
        </Text>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} />}
            disabled={!canBack}
            onClick={() => setRango(shiftPeriod(kind, rango, -1))}
          >
            Volver
          </Button>
          <Text fw={600} ta="center" size="sm" visibleFrom="sm" data-testid="periodo-label">
            {label}
          </Text>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} />}
            disabled={!canNext}
            onClick={() => setRango(shiftPeriod(kind, rango, 1))}
          >
            Siguiente
          </Button>
        </Group>
      </Paper>
      {archivos.length > 0 && (
        <Group justify="flex-end">
          <Button
            component="a"
            href={zipUrl(props.servicioId, rango.inicio, rango.termino, props.zipGrupo)}
            download
            variant="light"
            leftSection={<IconFileZip size={16} />}
          >
            Descargar todo
          </Button>
        </Group>
      )}
      <FileTable archivos={archivos} onVer={ver} />
      <FilePreviewModal archivo={preview} onClose={() => setPreview(null)} />
    </Stack>
  );
}
