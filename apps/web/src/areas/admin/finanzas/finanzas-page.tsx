import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { AgregarDeudaModal } from './agregar-deuda-modal.tsx';
import { Buscador } from './buscador.tsx';
import { ComprobantesRevision } from './comprobantes-revision.tsx';
import { CuentaBancariaModal } from './cuenta-bancaria-modal.tsx';
import { FinanzasAcciones } from './finanzas-acciones.tsx';
import { FinanzasResultados } from './finanzas-resultados.tsx';
import { PagosModal } from './pagos-modal.tsx';
import { SaldarDeudaModal } from './saldar-deuda-modal.tsx';
import { useFinanzas } from './use-finanzas.ts';

/** /admin/finanzas (docs/RULES.md#areas-and-routes, #finance). */
export function FinanzasScreen() {
  const f = useFinanzas();
  const { dialogo, dispatch } = f;
  const cerrar = () => dispatch({ type: 'cerrar' });
  return (
    <>
      <PageHeader
        title="Finanzas"
        subtitle="Facturas, deudas y pagos de los clientes."
        actions={
          <FinanzasAcciones sinSaldar={f.sinSaldar} abrir={(d) => dispatch({ type: 'abrir', dialogo: d })} />
        }
      />
      <Stack gap="md">
        <ComprobantesRevision />
        <Buscador inicial={f.inicial} onBuscar={(busqueda) => dispatch({ type: 'buscar', busqueda })} />
        <FinanzasResultados f={f} />
      </Stack>
      {dialogo.tipo === 'agregar' && <AgregarDeudaModal opened onClose={cerrar} cpInicial={f.cp} />}
      {dialogo.tipo === 'saldar' && (
        <SaldarDeudaModal opened onClose={cerrar} facturas={f.facturas.data ?? []} />
      )}
      <PagosModal factura={dialogo.tipo === 'pagos' ? dialogo.factura : null} onClose={cerrar} />
      {dialogo.tipo === 'cuenta' && <CuentaBancariaModal opened onClose={cerrar} />}
    </>
  );
}
