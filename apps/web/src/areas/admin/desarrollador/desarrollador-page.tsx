import { IconActivityHeartbeat, IconClock, IconFileText } from '@tabler/icons-react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EstadoServidorTab } from './estado-servidor-tab.tsx';
import { LogsTab } from './logs-tab.tsx';
import { TareasTab } from './tareas-tab.tsx';
import { SeccionesTabs } from '../../../components/ui/secciones-tabs.tsx';

/** /admin/desarrollador: server status, API logs and scheduled actions (docs/RULES.md#areas-and-routes, #operations). */
export function DesarrolladorPage() {
  return (
    <>
      <PageHeader
        title="Desarrollador"
        subtitle="Estado de la plataforma, registro de la API y tareas programadas"
      />
      <SeccionesTabs
        card={false}
        secciones={[
          { label: 'Estado del servidor', icon: IconActivityHeartbeat, panel: <EstadoServidorTab /> },
          { label: 'Logs', icon: IconFileText, panel: <LogsTab /> },
          { label: 'Acciones programadas', icon: IconClock, panel: <TareasTab /> },
        ]}
      />
    </>
  );
}
