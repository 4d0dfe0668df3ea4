import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { TipoServicio } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { parcelaRegistroSchema } from '@agro/domain/schemas/parcela-registro';
import { parcelaVacia } from '../../../components/parcela/parcela-fields.tsx';
import { notify } from '../../../lib/notify.ts';
import { failureMessage } from '../../../lib/request.ts';
import { checkStep } from '../../../lib/use-zod-form.ts';
import type { Cp } from '../../../features/cp/api/keys.ts';
import { useRegistrarParcelaConServicio } from '../../../features/parcela/api/registrar-parcela-con-servicio.ts';
import { parcelaCreada, type ParcelaForm } from './agregar-parcela-state.ts';

/** Agregar Territorio's state across its four steps and its one request. */
export function useAgregarParcela() {
  const [cp, setCp] = useState<Cp | null>(null);
  const [cpOk, setCpOk] = useState(false);
  // The registration schema preprocesses its input (coordinates as '(x,y)'), so the form holds the
  // raw values and the step checks them with checkStep, like every wizard step.
  const form = useForm<ParcelaForm>({ initialValues: { ...parcelaVacia(), tags: [] } });
  const [tipo, setTipo] = useState<TipoServicio | null>(null);
  const [confirmado, setConfirmado] = useState(false);
  const registrar = useRegistrarParcelaConServicio();
  const body = () => ({ ...form.values, cp_id: cp?.cp_id ?? 0 });

  // One request: the territory and its service are created together or not at all.
  async function enviar() {
    if (!cp || !tipo) return false;
    let rel: number;
    try {
      rel = (await registrar.mutateAsync({ ...body(), tipo_servicio: tipo })).parcelarel_id;
    } catch (err) {
      notify.error(failureMessage(err, MSG.registroFallido));
      return false;
    }
    notify.success(MSG.territorioCreado);
    return parcelaCreada(cp.cp_id, rel);
  }

  const reset = () => {
    setCp(null);
    setCpOk(false);
    form.reset();
    setTipo(null);
    setConfirmado(false);
  };

  return {
    cp: { valor: cp, set: setCp, ok: cpOk, setOk: setCpOk },
    form,
    validarDatos: () => checkStep(parcelaRegistroSchema, body(), form.setErrors),
    tipo,
    setTipo,
    confirmado,
    setConfirmado,
    enviar,
    reset,
    enviando: registrar.isPending,
  };
}
