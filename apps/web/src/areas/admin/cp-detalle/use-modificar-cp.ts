import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { cpPerfilSchema } from '@agro/domain/contracts/cp';
import { MSG } from '@agro/domain/messages';
import { enModal } from '../../../lib/modal-failure.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { useActualizarPerfilCp } from '../../../features/cp/api/actualizar-perfil-cp.ts';
import type { Cp, Contacto } from '../../../features/cp/api/keys.ts';
import { useActivarCp } from '../../../features/cp/api/activar-cp.ts';
import { useDesactivarCp } from '../../../features/cp/api/desactivar-cp.ts';
import { useEliminarCp } from '../../../features/cp/api/eliminar-cp.ts';
import { accionCuenta, perfilInicial } from './modificar-cp-state.ts';

type CpPerfilForm = z.output<typeof cpPerfilSchema>;

/** Modificar Perfil del Cliente's form, its save and the deactivate / reactivate / delete action. */
export function useModificarCp(cp: Cp, contactos: Contacto[], onClose: () => void) {
  const navigate = useNavigate();
  const form = useZodForm(cpPerfilSchema, { initialValues: perfilInicial(cp, contactos) });
  const [desactivar, setDesactivar] = useState(false);
  const [eliminar, setEliminar] = useState(false);
  const actualizar = useActualizarPerfilCp(cp.cp_id);
  const desactivarCp = useDesactivarCp(cp.cp_id);
  const activarCp = useActivarCp(cp.cp_id);
  const eliminarCp = useEliminarCp(cp.cp_id);

  // A refused delete (payments exist) explains itself; other failures use the spec's text.
  const enviar = (hacer: () => Promise<unknown>, ok: string) =>
    enModal(hacer, { ok, fallo: MSG.clienteNoActualizado, onClose, explains: (e) => e.status === 409 });

  // One request: the company and both contacts are saved together or not at all.
  const guardar = (perfil: CpPerfilForm) =>
    enviar(() => actualizar.mutateAsync(perfil), MSG.clienteActualizado);

  const accion = accionCuenta({ eliminar, desactivar }, cp.is_active);
  async function aplicarAccion() {
    if (accion === 'eliminar') {
      if (await enviar(() => eliminarCp.mutateAsync(undefined), MSG.clienteEliminado))
        navigate('/admin/registro/clientes');
    } else if (accion === 'desactivar') {
      await enviar(() => desactivarCp.mutateAsync(undefined), MSG.clienteDesactivado);
    } else if (accion === 'activar') {
      await enviar(() => activarCp.mutateAsync(undefined), MSG.clienteActivado);
    }
  }

  return {
    form,
    campos: (grupo: keyof CpPerfilForm) => (campo: string) => form.getInputProps(`${grupo}.${campo}`),
    onSubmit: form.onSubmit(guardar),
    guardando: actualizar.isPending,
    marcas: { desactivar, setDesactivar, eliminar, setEliminar },
    accion,
    aplicarAccion,
    aplicando: desactivarCp.isPending || activarCp.isPending || eliminarCp.isPending,
  };
}
