import { useReducer } from 'react';
import { MSG } from '@agro/domain/messages';
import { rechazarEnvioSchema } from '@agro/domain/schemas/envio';
import { notify } from '../../../lib/notify.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useAprobarEnvio } from '../../../features/envio/api/aprobar-envio.ts';
import type { Envio } from '../../../features/envio/api/keys.ts';
import { useRechazarEnvio } from '../../../features/envio/api/rechazar-envio.ts';
import { mensajeDe, revisionInicial, revisionReducer } from './revisar-comprobante-state.ts';

/** Reviewing one receipt: approve it, or reject it with a reason; a refusal stays shown in the modal. */
export function useRevisarComprobante(envio: Envio | null, onClose: () => void) {
  const [state, dispatch] = useReducer(revisionReducer, revisionInicial);
  const form = useZodForm(rechazarEnvioSchema, { initialValues: { motivo: '' } });
  const aprobar = useAprobarEnvio();
  const rechazar = useRechazarEnvio();
  const cerrar = () => {
    dispatch({ type: 'cerrar' });
    form.reset();
    onClose();
  };
  const onError = (err: unknown) => dispatch({ type: 'fallo', mensaje: mensajeDe(err) });

  const onAprobar = () => {
    if (!envio) return;
    dispatch({ type: 'aprobar' });
    aprobar.mutate(envio.envio_id, {
      onSuccess: () => {
        notify.success(MSG.envioAprobado);
        cerrar();
      },
      onError,
    });
  };
  const onRechazar = ({ motivo }: { motivo: string }) => {
    if (!envio) return;
    rechazar.mutate(
      { envioId: envio.envio_id, motivo },
      {
        onSuccess: () => {
          notify.success(MSG.envioRechazado);
          cerrar();
        },
        onError,
      },
    );
  };

  return {
    ...state,
    form,
    cerrar,
    empezarRechazo: () => dispatch({ type: 'rechazar' }),
    volver: () => dispatch({ type: 'volver' }),
    onAprobar,
    onRechazar,
    aprobando: aprobar.isPending,
    rechazandoEnvio: rechazar.isPending,
  };
}

export type RevisarComprobante = ReturnType<typeof useRevisarComprobante>;
