import {
  ActionIcon,
  Badge,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { PAGE_SIZE } from '@agro/domain/constants';
import { formatDateTime } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import {
  EVENT_TYPE_LABELS,
  type EventType,
  type LogDto,
  type LogsFiltros,
} from '@agro/domain/schemas/operaciones';
import { exportarLogs } from '@agro/domain/contracts/exportar';
import { ExportarMenu } from '../../../components/ui/exportar-menu.tsx';
import { exportUrl } from '../../../lib/export-url.ts';
import { notify } from '../../../lib/notify.ts';
import { downloadLog } from './api/download-log.ts';
import { useLogs } from './api/get-logs.ts';
import { LogFiltros } from './log-filtros.tsx';

const COLOR: Record<string, string> = { exito: 'agro', error_cliente: 'orange', error_servidor: 'red' };
const METODO: Record<string, string> = {
  GET: 'blue',
  POST: 'teal',
  PUT: 'indigo',
  PATCH: 'grape',
  DELETE: 'red',
};

async function descargar(log: LogDto) {
  if (!(await downloadLog(log))) notify.error(MSG.sinArchivosId);
}

/** "Logs": the API log, 20 per page, filtered on the server; each entry's detail downloadable as JSON. */
export function LogsTab() {
  const [filtros, setFiltros] = useState<LogsFiltros>({});
  const [page, setPage] = useState(1);
  const { data, isError, isLoading, isFetching, refetch } = useLogs(filtros, page);
  const logs = isError ? [] : (data?.logs ?? []);
  const total = isError ? 0 : (data?.total ?? 0);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE.logs));
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE.logs + 1;

  return (
    <Paper withBorder p="md" radius="md">
      <LogFiltros
        onFiltrar={(f) => {
          setFiltros(f);
          setPage(1);
        }}
      />
      <Table.ScrollContainer minWidth={920}>
        <Table striped highlightOnHover verticalSpacing="xs" aria-label="Logs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>ID</Table.Th>
              <Table.Th>Fecha</Table.Th>
              <Table.Th>Método</Table.Th>
              <Table.Th>URL</Table.Th>
              <Table.Th>Resultado</Table.Th>
              <Table.Th>Duración</Table.Th>
              <Table.Th>Usuario</Table.Th>
              <Table.Th>Detalle</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {logs.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={8}>
                  <Center py="lg">
                    {isLoading ? <Loader size="sm" /> : <Text c="dimmed">{MSG.sinLogs}</Text>}
                  </Center>
                </Table.Td>
              </Table.Tr>
            ) : (
              logs.map((l) => (
                <Table.Tr key={l.logdesc_id}>
                  <Table.Td>{l.logdesc_id}</Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(l.created_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={METODO[l.api_method] ?? 'gray'}>
                      {l.api_method}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }} maw={300}>
                      {l.api_url}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Badge
                        variant="light"
                        color={COLOR[l.event_type] ?? 'gray'}
                        tt="none"
                        style={{ flexShrink: 0 }}
                      >
                        {EVENT_TYPE_LABELS[l.event_type as EventType] ?? l.event_type}
                      </Badge>
                      {l.status_code !== null && <Text size="sm">{l.status_code}</Text>}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{l.duration_ms !== null ? `${l.duration_ms} ms` : '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{l.usuario_email ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Tooltip label={`${l.archivo_nom}.${l.archivo_ext}`}>
                      <ActionIcon
                        variant="light"
                        aria-label={`Descargar detalle del log ${l.logdesc_id}`}
                        onClick={() => descargar(l)}
                      >
                        <IconDownload size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="md" gap="sm" wrap="wrap">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {total === 0
              ? 'Sin resultados'
              : `Mostrando ${from}–${Math.min(total, page * PAGE_SIZE.logs)} de ${total}`}
          </Text>
          <ActionIcon
            variant="subtle"
            size="sm"
            aria-label="Actualizar logs"
            onClick={() => refetch()}
            loading={isFetching}
          >
            <IconRefresh size={14} />
          </ActionIcon>
          <ExportarMenu
            label="Exportar logs"
            href={(formato) => exportUrl(exportarLogs, {}, { ...filtros, formato })}
          />
        </Group>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" siblings={1} />}
      </Group>
    </Paper>
  );
}
