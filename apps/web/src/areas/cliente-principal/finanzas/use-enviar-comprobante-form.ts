import { FORM_INDEX } from '@mantine/form';
import { useState } from 'react';
import { MSG } from '@agro/domain/messages';
import { notify } from '../../../lib/notify.ts';
import { ApiError } from '../../../lib/request.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useEnviarComprobante, type EnvioInput } from '../../../features/envio/api/enviar-comprobante.ts';
import type { Factura } from '../../../features/factura/api/keys.ts';
import { comprobanteSchema, totalTransferido, type Abonos } from './enviar-comprobante-schema.ts';

/** The receipt form's values, checks as typed, total and send (POST envio); a refusal stays shown. */
export function useEnviarComprobanteForm(cp: number, facturas: Factura[], onEnviado: () => void) {
  const form = useZodForm(comprobanteSchema(cp, facturas), {
    initialValues: { abonos: {} as Abonos, archivo: null as File | null, comentarios: '' },
    validateInputOnChange: [`abonos.${FORM_INDEX}`, 'archivo'],
  });
  const [fallo, setFallo] = useState<string | null>(null);
  const enviar = useEnviarComprobante();

  const submit = async (envio: EnvioInput) => {
    setFallo(null);
    try {
      await enviar.mutateAsync(envio);
      notify.success(MSG.envioRegistrado);
      form.reset();
      onEnviado();
    } catch (err) {
      setFallo(err instanceof ApiError ? err.mensaje : MSG.errorSolicitud);
    }
  };

  return {
    form,
    fallo,
    total: totalTransferido(facturas, form.values.abonos),
    onSubmit: form.onSubmit(submit, () => setFallo(null)),
    enviando: enviar.isPending,
  };
}
