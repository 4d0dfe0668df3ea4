import { notify } from '../../lib/notify.ts';
import { failureMessage } from '../../lib/request.ts';

/** Sends a profile's data and says how it went; answers whether it was saved (the avatar goes after, on its own). */
export async function guardarDatos(enviar: () => Promise<unknown>, ok: string, fallo: string) {
  try {
    await enviar();
    notify.success(ok);
    return true;
  } catch (err) {
    notify.error(failureMessage(err, fallo));
    return false;
  }
}

/** CANCELAR of a profile form: back to the saved values with no errors and no avatar picked. */
export function descartar<T>(
  form: { setValues: (v: T) => void; resetDirty: (v: T) => void; clearErrors: () => void },
  guardado: T,
  avatar: { setFile: (f: null) => void },
) {
  form.setValues(guardado);
  form.resetDirty(guardado);
  form.clearErrors();
  avatar.setFile(null);
}
