import { Wizard } from '../../../components/wizard/wizard.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { parcelaLista } from './agregar-servicio-state.ts';
import { ConfirmarServicio, PasoParcela } from './agregar-servicio-views.tsx';
import { pasoServicio } from './servicio-choice.tsx';
import { useAgregarServicio } from './use-agregar-servicio.ts';

/** /admin/agregar/servicio: territory ID, service choice, confirmation; creates the service or updates the live one. */
export function AgregarServicioPage() {
  const a = useAgregarServicio();
  const { state, dispatch } = a;
  return (
    <>
      <PageHeader
        title="Agregar Servicio"
        subtitle="Crea el servicio de un territorio, o cambia el que ya tiene."
      />
      <Wizard
        onSubmit={a.enviar}
        onReset={() => dispatch({ type: 'reiniciar' })}
        canSubmit={state.confirmado}
        submitting={a.enviando}
        submitLabel="Registrar Servicio"
        steps={[
          { label: 'ID del Territorio', canNext: parcelaLista(state), content: <PasoParcela a={a} /> },
          pasoServicio('Seleccionar Servicio', state.tipo, (tipo) => dispatch({ type: 'elegirTipo', tipo })),
          {
            label: 'Confirmación',
            content: (
              <ConfirmarServicio state={state} onConfirmar={(ok) => dispatch({ type: 'confirmar', ok })} />
            ),
          },
        ]}
      />
    </>
  );
}
