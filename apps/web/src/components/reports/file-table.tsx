import { Button, Text } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { tipoSubidaLabel } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { BreakableText } from '../ui/breakable-text.tsx';
import { DataTable, type DataColumn } from '../ui/data-table.tsx';
import { archivoUrl } from './api/archivo-url.ts';
import type { ArchivoServicio } from './api/get-archivos.ts';

const columns: DataColumn<ArchivoServicio>[] = [
  { key: 'id', header: 'ID', width: 60, render: (_a, i) => i + 1, hideOnMobile: true },
  {
    key: 'nombre',
    header: 'Nombre',
    priority: 'title',
    render: (a) => <BreakableText>{a.nombre_original}</BreakableText>,
  },
  { key: 'tipo', header: 'Tipo de Archivo', render: (a) => tipoSubidaLabel(a.tipo_subida) },
];
// The spec's column order on wide screens: ID, Tipo de Archivo, Nombre, Acciones.
const wideOrder = [columns[0]!, columns[2]!, columns[1]!];

/** The period's files: ID, Tipo de Archivo, Nombre, Acciones (Ver, Descargar); the spec's empty text when none. */
export function FileTable({
  archivos,
  onVer,
}: {
  archivos: ArchivoServicio[];
  onVer: (a: ArchivoServicio) => void;
}) {
  if (archivos.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="sin-archivos">
        {MSG.sinArchivosPeriodo}
      </Text>
    );
  }
  return (
    <DataTable
      columns={wideOrder}
      rows={archivos}
      rowKey={(a) => a.nombre}
      label="Archivos del periodo"
      actionsWidth={220}
      actions={(a) => (
        <>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEye size={14} />}
            onClick={() => onVer(a)}
            aria-label={`Ver ${a.nombre_original}`}
          >
            Ver
          </Button>
          <Button
            size="xs"
            variant="default"
            component="a"
            href={archivoUrl(a)}
            download={a.nombre_original}
            leftSection={<IconDownload size={14} />}
            aria-label={`Descargar ${a.nombre_original}`}
          >
            Descargar
          </Button>
        </>
      )}
    />
  );
}
