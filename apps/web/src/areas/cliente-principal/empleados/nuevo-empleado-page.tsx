import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MSG } from '@agro/domain/messages';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Wizard } from '../../../components/wizard/wizard.tsx';
import { useCpSelf } from '../../../features/cp/api/get-cp-self.ts';
import { Cargando, Vacio } from '../components/status.tsx';
import { PasoConfirmacion, PasoDatos, PasoParcela } from './wizard-pasos.tsx';
import { useParcelasCp } from '../../../features/parcela/api/get-parcelas-cp.ts';
import type { Parcela } from '../../../features/parcela/api/keys.ts';
import { puedeRegistrar } from './nuevo-empleado-state.ts';
import { useNuevoEmpleado } from './use-nuevo-empleado.ts';

/** /cliente-principal/mis-trabajadores/nuevo: the 3-step new-worker wizard (docs/RULES.md#states). */
export function CpNuevoEmpleadoPage() {
  const { data: cp } = useCpSelf();
  const parcelas = useParcelasCp(cp?.cp_id);
  const t = useNuevoEmpleado(cp?.cp_id);
  if (!cp || parcelas.isPending) return <Cargando label="Cargando" />;
  const lista = parcelas.data ?? [];
  return (
    <>
      <PageHeader
        title="Nuevo trabajador"
        subtitle="Registra a una persona de tu empresa y elige a qué territorio tendrá acceso."
        actions={
          <Button
            component={Link}
            to="/cliente-principal/mis-trabajadores"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            Volver
          </Button>
        }
      />
      {lista.length === 0 ? (
        <Vacio texto={MSG.sinTerritorios} />
      ) : (
        <NuevoEmpleadoWizard t={t} lista={lista} />
      )}
    </>
  );
}

function NuevoEmpleadoWizard({ t, lista }: { t: ReturnType<typeof useNuevoEmpleado>; lista: Parcela[] }) {
  const { form, state, dispatch } = t;
  const parcela = lista.find((p) => p.parcela_id === state.parcelaId);
  const datos = { cargo: '', ...form.values };
  return (
    <Wizard
      onSubmit={() => t.enviar(parcela)}
      canSubmit={puedeRegistrar(state)}
      submitting={t.enviando}
      submitLabel="Registrar trabajador"
      steps={[
        {
          label: 'Datos',
          description: 'Datos del trabajador',
          validate: t.validarDatos,
          content: <PasoDatos datos={datos} errores={form.errors} onChange={form.setValues} />,
        },
        {
          label: 'Territorio',
          description: 'Seleccionar territorio',
          canNext: Boolean(parcela) && state.parcelaOk,
          content: (
            <PasoParcela
              parcelas={lista}
              parcelaId={state.parcelaId}
              confirmado={state.parcelaOk}
              onParcela={(parcelaId) => dispatch({ type: 'parcela', parcelaId })}
              onConfirmado={(ok) => dispatch({ type: 'parcelaOk', ok })}
            />
          ),
        },
        {
          label: 'Confirmación',
          description: 'Revisar y enviar',
          content: (
            <PasoConfirmacion
              datos={datos}
              parcela={parcela}
              checks={state.checks}
              onChecks={(checks) => dispatch({ type: 'checks', checks })}
            />
          ),
        },
      ]}
    />
  );
}
