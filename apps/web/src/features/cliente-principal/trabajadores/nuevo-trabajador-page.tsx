import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MSG } from '@agro/domain/messages';
import { empleadoRegistroSchema } from '@agro/domain/schemas/empleado-registro';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Wizard } from '../../../components/wizard/wizard.tsx';
import { notify } from '../../../lib/notify.ts';
import { ApiError, failureMessage } from '../../../lib/request.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useCpSelf } from '../../cliente/api/get-cliente.ts';
import { useRegistrarEmpleado } from '../../trabajador/api/update-empleado.ts';
import { Cargando, Vacio } from '../components/status.tsx';
import { DATOS_VACIOS, PasoConfirmacion, PasoDatos, PasoTerritorio } from './wizard-pasos.tsx';
import { detalleTrabajadorUrl } from './trabajador-card.tsx';
import { useParcelasCp } from '../../parcela/api/get-parcelas.ts';

const datosSchema = empleadoRegistroSchema.pick({
  nombre: true,
  apellido: true,
  email: true,
  telefono: true,
  rut: true,
  cargo: true,
});

/** /cliente-principal/mis-trabajadores/nuevo: the 3-step new-worker wizard (docs/RULES.md#states). */
export function CpNuevoTrabajadorPage() {
  const { data: cp } = useCpSelf();
  const parcelas = useParcelasCp(cp?.cp_id);
  const registrar = useRegistrarEmpleado();
  const navigate = useNavigate();
  const form = useZodForm(datosSchema, { initialValues: DATOS_VACIOS });
  const [parcelaId, setParcelaId] = useState<number | null>(null);
  const [territorioOk, setTerritorioOk] = useState(false);
  const [checks, setChecks] = useState<[boolean, boolean]>([false, false]);

  if (!cp || parcelas.isPending) return <Cargando label="Cargando" />;
  const lista = parcelas.data ?? [];
  const parcela = lista.find((p) => p.parcela_id === parcelaId);
  const datos = { cargo: '', ...form.values };

  // Step 1 checks the worker's data with the domain schema and keeps it normalised (RUT, phone).
  const validarDatos = () => {
    if (form.validate().hasErrors) return 'Revise los campos marcados antes de continuar.';
    form.setValues(form.getTransformedValues());
    return true as const;
  };

  async function enviar() {
    if (!parcela) return false;
    try {
      const res = await registrar.mutateAsync({
        ...form.getTransformedValues(),
        cp_id: cp!.cp_id,
        idTerritorio: parcela.parcelarel_id,
      });
      notify.success(MSG.trabajadorRegistrado);
      navigate(detalleTrabajadorUrl({ cp_id: cp!.cp_id, empleado_id: res.empleado_id }));
      return false;
    } catch (err) {
      // A taken e-mail is worth saying precisely, under its field; anything else gets the spec's text.
      const taken = err instanceof ApiError && err.status === 409;
      notify.error(taken ? MSG.emailEnUso : failureMessage(err, MSG.registroFallido));
      if (taken) form.setFieldError('email', MSG.emailEnUso);
      return false;
    }
  }

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
        <Wizard
          onSubmit={enviar}
          canSubmit={checks[0] && checks[1] && territorioOk}
          submitting={registrar.isPending}
          submitLabel="Registrar trabajador"
          steps={[
            {
              label: 'Datos',
              description: 'Datos del trabajador',
              validate: validarDatos,
              content: (
                <PasoDatos
                  datos={{ cargo: '', ...form.values }}
                  errores={form.errors}
                  onChange={form.setValues}
                />
              ),
            },
            {
              label: 'Territorio',
              description: 'Seleccionar territorio',
              canNext: Boolean(parcela) && territorioOk,
              content: (
                <PasoTerritorio
                  parcelas={lista}
                  parcelaId={parcelaId}
                  confirmado={territorioOk}
                  onParcela={setParcelaId}
                  onConfirmado={setTerritorioOk}
                />
              ),
            },
            {
              label: 'Confirmación',
              description: 'Revisar y enviar',
              content: (
                <PasoConfirmacion datos={datos} parcela={parcela} checks={checks} onChecks={setChecks} />
              ),
            },
          ]}
        />
      )}
    </>
  );
}
