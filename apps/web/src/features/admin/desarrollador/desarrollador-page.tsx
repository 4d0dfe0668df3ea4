import { Tabs } from '@mantine/core';
import { IconActivityHeartbeat, IconClock, IconFileText } from '@tabler/icons-react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EstadoServidorTab } from './estado-servidor-tab.tsx';
import { LogsTab } from './logs-tab.tsx';
import { TareasTab } from './tareas-tab.tsx';

/** /admin/desarrollador: server status, API logs and scheduled actions (docs/RULES.md#areas-and-routes, #operations). */
export function DesarrolladorPage() {
  return (
    <>
      <PageHeader
        title="Desarrollador"
        subtitle="Estado de la plataforma, registro de la API y tareas programadas"
      />
      <Tabs defaultValue="estado" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="estado" leftSection={<IconActivityHeartbeat size={16} />}>
            Estado del servidor
          </Tabs.Tab>
          <Tabs.Tab value="logs" leftSection={<IconFileText size={16} />}>
            Logs
          </Tabs.Tab>
          <Tabs.Tab value="tareas" leftSection={<IconClock size={16} />}>
            Acciones programadas
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="estado">
          <EstadoServidorTab />
        </Tabs.Panel>
        <Tabs.Panel value="logs">
          <LogsTab />
        </Tabs.Panel>
        <Tabs.Panel value="tareas">
          <TareasTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
