import { Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHistory, IconReceipt } from '@tabler/icons-react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCpSelf } from '../../cliente/api/get-cliente.ts';
import { Cargando } from '../components/status.tsx';
import { PagoPanel } from './pago-panel.tsx';
import { PagosAnteriores } from './pagos-anteriores.tsx';

/** /cliente-principal/finanzas: a side menu with Pago and Pagos anteriores (docs/RULES.md#areas-and-routes). */
export function CpFinanzasPage() {
  const { data: cp } = useCpSelf();
  const wide = useMediaQuery('(min-width: 62em)');
  return (
    <>
      <PageHeader title="Finanzas" subtitle="Tus facturas, la deuda vencida y el historial de pagos." />
      {!cp ? (
        <Cargando label="Cargando finanzas" />
      ) : (
        <Tabs
          defaultValue="pago"
          orientation={wide ? 'vertical' : 'horizontal'}
          variant="pills"
          keepMounted={false}
          styles={{ tab: { justifyContent: 'flex-start' } }}
        >
          <Tabs.List mb="md" mr={wide ? 'md' : 0} miw={wide ? 180 : undefined}>
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
