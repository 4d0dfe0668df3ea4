import { FORM_INDEX } from '@mantine/form';
import { useReducer, type Dispatch } from 'react';
import { MSG } from '@agro/domain/messages';
import { notify } from '../../../lib/notify.ts';
import { failureMessage } from '../../../lib/request.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import type { Factura } from '../../../features/factura/api/keys.ts';
import { pagar, useRefrescarFinanzas } from '../../../features/pago/api/pagar.ts';
import { subirComprobante } from '../../../features/pago/api/subir-comprobante.ts';
import { saldarDeudaSchema } from './saldar-deuda-schema.ts';
import {
  alternarAbono,
  falloDePago,
  falloDeRecibo,
  resumenSaldar,
  saldarInicial,
  saldarReducer,
  type Abonos,
  type SaldarAction,
} from './saldar-deuda-state.ts';

const VACIO = {
  abonos: {} as Abonos,
  num_factura_sii: '',
  comentarios: '',
  file: null as File | null,
};

// A missing receipt is also announced, as the spec's "select a file" notice.
function avisarRecibo(error: unknown) {
  if (error === MSG.seleccioneArchivo) notify.error(MSG.seleccioneArchivo);
}

/** POST pago/comprobante for recorded payments; on failure the modal asks only for the receipt again. */
async function adjuntar(file: File, ids: number[], dispatch: Dispatch<SaldarAction>): Promise<boolean> {
  try {
    await subirComprobante(file, ids);
    return true;
  } catch (err) {
    dispatch({ type: 'reciboFallido', ids, fallo: falloDeRecibo(err) });
    notify.error(failureMessage(err, MSG.archivosNoSubidos));
    return false;
  }
}

/** Saldar Deuda's form and sending: POST pago/pagar, then POST pago/comprobante, retrying only the receipt. */
export function useSaldarDeuda(facturas: Factura[], onClose: () => void) {
  const refrescar = useRefrescarFinanzas();
  const form = useZodForm(saldarDeudaSchema(new Map(facturas.map((f) => [f.factura_id, f.saldo]))), {
    initialValues: VACIO,
    // An abono above the saldo is refused as typed, before sending.
    validateInputOnChange: [`abonos.${FORM_INDEX}`],
  });
  const [state, dispatch] = useReducer(saldarReducer, saldarInicial);
  const abonos = form.values.abonos;

  function cerrar() {
    form.reset();
    dispatch({ type: 'cerrar' });
    onClose();
  }

  function alternar(f: Factura, on: boolean) {
    form.setFieldValue('abonos', alternarAbono(abonos, f, on));
    form.clearFieldError(`abonos.${f.factura_id}`);
  }

  async function enviar({ body, file }: { body: Parameters<typeof pagar>[0]; file: File }) {
    dispatch({ type: 'enviar' });
    try {
      let pagos;
      try {
        pagos = await pagar(body);
      } catch (err) {
        notify.error(failureMessage(err, MSG.facturaNoSaldada));
        dispatch({ type: 'pagoFallido', fallo: falloDePago(err) });
        return;
      }
      const ok = await adjuntar(
        file,
        pagos.map((p) => p.pago_id),
        dispatch,
      );
      await refrescar();
      if (ok) {
        notify.success(MSG.facturaSaldada);
        cerrar();
      }
    } finally {
      dispatch({ type: 'terminado' });
    }
  }

  async function reintentarRecibo() {
    const recibo = form.validateField('file');
    if (recibo.hasError) return avisarRecibo(recibo.error);
    const file = form.values.file;
    if (!file || !state.sinRecibo) return;
    dispatch({ type: 'reintentar' });
    const ok = await adjuntar(file, state.sinRecibo, dispatch);
    dispatch({ type: 'terminado' });
    if (ok) {
      await refrescar();
      notify.success(MSG.facturaSaldada);
      cerrar();
    }
  }

  return {
    ...state,
    form,
    abonos,
    ...resumenSaldar(facturas, abonos, form.errors),
    cerrar,
    alternar,
    saldar: () => form.onSubmit(enviar, (e) => avisarRecibo(e.file))(),
    reintentarRecibo,
  };
}

export type SaldarDeuda = ReturnType<typeof useSaldarDeuda>;
