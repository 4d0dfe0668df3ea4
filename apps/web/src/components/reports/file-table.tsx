import { Button, Group, Table, Text } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { tipoSubidaLabel } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { archivoUrl } from './api/archivo-urls.ts';
import type { ArchivoServicio } from './api/get-archivos.ts';

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
    <Table.ScrollContainer minWidth={680}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60}>ID</Table.Th>
            <Table.Th>Tipo de Archivo</Table.Th>
            <Table.Th>Nombre</Table.Th>
            <Table.Th w={220}>Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {archivos.map((a, i) => (
            <Table.Tr key={a.nombre}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>{tipoSubidaLabel(a.tipo_subida)}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-word' }}>{a.nombre_original}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
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
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
