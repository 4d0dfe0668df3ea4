import { ActionIcon, Badge, Group, Pagination, Paper, Stack, Text, Tooltip } from '@mantine/core';
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
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { BreakableText } from '../../../components/ui/breakable-text.tsx';
import { exportarLogs } from '@agro/domain/contracts/exportar';
import { ExportarMenu } from '../../../components/ui/exportar-menu.tsx';
import { urlOf } from '../../../lib/url-of.ts';
import { notify } from '../../../lib/notify.ts';
import { descargarLogArchivo } from './api/descargar-log.ts';
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

const columns: DataColumn<LogDto>[] = [
  {
    key: 'id',
    header: 'ID',
    // The request's id under the entry's: the "código de referencia" a user quotes from an error.
    render: (l) => (
      <Stack gap={0}>
        <Text size="sm">{l.logdesc_id}</Text>
        {l.request_id && (
          <Text size="xs" c="dimmed" ff="monospace" title="Código de referencia">
            {l.request_id}
          </Text>
        )}
      </Stack>
    ),
  },
  { key: 'fecha', header: 'Fecha', render: (l) => formatDateTime(l.created_at) },
  {
    key: 'metodo',
    header: 'Método',
    render: (l) => (
      <Badge variant="light" color={METODO[l.api_method] ?? 'gray'}>
        {l.api_method}
      </Badge>
    ),
  },
  {
    key: 'url',
    header: 'URL',
    priority: 'title',
    // Wraps at "/", "?" and "&" rather than mid-word.
    render: (l) => (
      <Text size="sm" ff="monospace" fw="inherit" miw={160} maw={300}>
        <BreakableText>{l.api_url}</BreakableText>
      </Text>
    ),
  },
  {
    key: 'resultado',
    header: 'Resultado',
    // Badge above the code: side by side they overlapped in the narrow column.
    render: (l) => (
      <Stack gap={2} align="flex-start">
        <Badge variant="light" color={COLOR[l.event_type] ?? 'gray'} tt="none" maw="none">
          {EVENT_TYPE_LABELS[l.event_type as EventType] ?? l.event_type}
        </Badge>
        {l.status_code !== null && <Text size="sm">{l.status_code}</Text>}
      </Stack>
    ),
  },
  {
    key: 'duracion',
    header: 'Duración',
    nowrap: true,
    render: (l) => (l.duration_ms !== null ? `${l.duration_ms} ms` : '—'),
  },
  {
    key: 'usuario',
    header: 'Usuario',
    nowrap: true,
    render: (l) => l.usuario_email ?? '—',
  },
];

async function descargar(log: LogDto) {
  if (!(await descargarLogArchivo(log))) notify.error(MSG.sinArchivosId);
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
      <DataTable
        columns={columns}
        rows={logs}
        rowKey={(l) => l.logdesc_id}
        label="Logs"
        loading={isLoading}
        emptyText={MSG.sinLogs}
        actionsHeader="Detalle"
        actions={(l) => (
          <Tooltip label={`${l.archivo_nom}.${l.archivo_ext}`}>
            <ActionIcon
              variant="light"
              aria-label={`Descargar detalle del log ${l.logdesc_id}`}
              onClick={() => descargar(l)}
            >
              <IconDownload size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      />
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
            href={(formato) => urlOf(exportarLogs, { query: { ...filtros, formato } })}
          />
        </Group>
        {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" siblings={1} />}
      </Group>
    </Paper>
  );
}
