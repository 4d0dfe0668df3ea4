import { Tabs } from '@mantine/core';
import { IconHistory, IconReceipt } from '@tabler/icons-react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCpSelf } from '../../../features/cp/api/get-cp-self.ts';
import { Cargando } from '../components/status.tsx';
import { PagoPanel } from './pago-panel.tsx';
import { PagosAnteriores } from './pagos-anteriores.tsx';

/** /cliente-principal/finanzas: Pago and Pagos anteriores as tabs (docs/RULES.md#areas-and-routes). */
export function CpFinanzasPage() {
  const { data: cp } = useCpSelf();
  return (
    <>
      <PageHeader title="Finanzas" subtitle="Tus facturas, la deuda vencida y el historial de pagos." />
      {!cp ? (
        <Cargando label="Cargando finanzas" />
      ) : (
        // Tabs across the top: as a side column they left the invoice table ~190 px at 1280 px (issue 28).
        <Tabs defaultValue="pago" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="pago" leftSection={<IconReceipt size={16} />}>
              Pago
            </Tabs.Tab>
            <Tabs.Tab value="anteriores" leftSection={<IconHistory size={16} />}>
              Pagos anteriores
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="pago" style={{ minWidth: 0 }}>
            <PagoPanel cp={cp.cp_id} />
          </Tabs.Panel>
          <Tabs.Panel value="anteriores" style={{ minWidth: 0 }}>
            <PagosAnteriores cp={cp.cp_id} />
          </Tabs.Panel>
        </Tabs>
      )}
    </>
  );
}
