import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useReducer } from 'react';
import { MSG } from '@agro/domain/messages';
import { parseParcelaId } from '@agro/domain/rules';
import { notify } from '../../../lib/notify.ts';
import { failureMessage } from '../../../lib/request.ts';
import { parcelaQuery } from '../../../features/parcela/api/get-parcela.ts';
import { useRegistrarServicio } from '../../../features/servicio/api/registrar-servicio.ts';
import { agregarServicioInicial, agregarServicioReducer, servicioCreado } from './agregar-servicio-state.ts';

/** Agregar Servicio's state and data: the territory lookup, the registry picker and the send. */
export function useAgregarServicio() {
  const qc = useQueryClient();
  const [state, dispatch] = useReducer(agregarServicioReducer, agregarServicioInicial);
  const [registro, registroModal] = useDisclosure(false);
  const registrar = useRegistrarServicio();

  async function buscar(value = state.typed) {
    const id = parseParcelaId(value);
    dispatch({ type: 'buscar', valido: id !== null });
    if (!id) return;
    try {
      const parcela = await qc.fetchQuery(parcelaQuery(id.parcelarelId, id.cpId));
      dispatch({ type: 'encontrado', parcela });
    } catch {
      dispatch({ type: 'busquedaFallida' });
    }
  }

  async function enviar() {
    const { parcela, tipo } = state;
    if (!parcela || !tipo) return false;
    try {
      await registrar.mutateAsync({
        tipo_servicio: tipo,
        parcela_id: parcela.parcelarel_id,
        cp_id: parcela.cp_id,
      });
      notify.success(MSG.servicioRegistrado);
      // A service is shown on its territory's page.
      return servicioCreado(parcela, tipo);
    } catch (err) {
      notify.error(failureMessage(err, MSG.servicioNoRegistrado));
      return false;
    }
  }

  return { state, dispatch, buscar, enviar, registro, registroModal, enviando: registrar.isPending };
}

export type AgregarServicio = ReturnType<typeof useAgregarServicio>;
