import { useReducer } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '@agro/domain/messages';
import { empleadoRegistroSchema } from '@agro/domain/schemas/empleado-registro';
import { notify } from '../../../lib/notify.ts';
import { ApiError, failureMessage } from '../../../lib/request.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useRegistrarEmpleado } from '../../../features/empleado/api/registrar-empleado.ts';
import type { Parcela } from '../../../features/parcela/api/keys.ts';
import { nuevoEmpleadoInicial, nuevoEmpleadoReducer } from './nuevo-empleado-state.ts';
import { detalleEmpleadoUrl } from './empleado-card.tsx';
import { DATOS_VACIOS } from './wizard-pasos.tsx';

const datosSchema = empleadoRegistroSchema.pick({
  nombre: true,
  apellido: true,
  email: true,
  telefono: true,
  rut: true,
  cargo: true,
});

/** The new-worker wizard's data form, territory and confirmations, and the send (then to the worker's page). */
export function useNuevoEmpleado(cpId: number | undefined) {
  const registrar = useRegistrarEmpleado();
  const navigate = useNavigate();
  const form = useZodForm(datosSchema, { initialValues: DATOS_VACIOS });
  const [state, dispatch] = useReducer(nuevoEmpleadoReducer, nuevoEmpleadoInicial);

  // Step 1 checks the worker's data with the domain schema and keeps it normalised (RUT, phone).
  const validarDatos = () => {
    if (form.validate().hasErrors) return 'Revise los campos marcados antes de continuar.';
    form.setValues(form.getTransformedValues());
    return true as const;
  };

  async function enviar(parcela: Parcela | undefined) {
    if (!parcela || cpId === undefined) return false;
    try {
      const res = await registrar.mutateAsync({
        ...form.getTransformedValues(),
        cp_id: cpId,
        idTerritorio: parcela.parcelarel_id,
      });
      notify.success(MSG.trabajadorRegistrado);
      navigate(detalleEmpleadoUrl({ cp_id: cpId, empleado_id: res.empleado_id }));
      return false;
    } catch (err) {
      // A taken e-mail is worth saying precisely, under its field; anything else gets the spec's text.
      const taken = err instanceof ApiError && err.status === 409;
      notify.error(taken ? MSG.emailEnUso : failureMessage(err, MSG.registroFallido));
      if (taken) form.setFieldError('email', MSG.emailEnUso);
      return false;
    }
  }

  return { form, state, dispatch, validarDatos, enviar, enviando: registrar.isPending };
}
