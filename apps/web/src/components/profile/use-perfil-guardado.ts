import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { guardarPerfilPropio } from '@agro/domain/contracts/usuario';
import { MSG } from '@agro/domain/messages';
import type { PerfilPropioInput } from '@agro/domain/schemas/perfil-propio';
import { call } from '../../lib/api-client.ts';
import { notify } from '../../lib/notify.ts';
import { failureMessage } from '../../lib/request.ts';

/** POST /usuario/perfil: the tab's data as JSON (`datos`) and the avatar (`file0`), either or both. */
function guardarPerfil(datos: PerfilPropioInput | undefined, file: File | null) {
  const form = new FormData();
  if (datos) form.append('datos', JSON.stringify(datos));
  if (file) form.append('file0', file);
  return call(guardarPerfilPropio, { form });
}

/**
 * A PERFIL tab's GUARDAR: the avatar it has picked (for SubirAvatar) and its data go in one
 * request, so both are saved or neither. `refrescar` names the queries that show them (the tab's
 * own and the avatar's); `guardar` reports the outcome itself and answers whether it was saved.
 */
export function usePerfilGuardado(refrescar: readonly QueryKey[], mensajes: { ok: string; fallo: string }) {
  const [file, setFile] = useState<File | null>(null);
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: (v: { datos?: PerfilPropioInput; file: File | null }) => guardarPerfil(v.datos, v.file),
    onSuccess: () => Promise.all(refrescar.map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });

  async function guardar(datos?: PerfilPropioInput) {
    try {
      await mutation.mutateAsync({ datos, file });
    } catch (err) {
      notify.error(failureMessage(err, mensajes.fallo));
      return false;
    }
    if (datos) notify.success(mensajes.ok);
    if (file) notify.success(MSG.avatarActualizado);
    setFile(null);
    return true;
  }

  return { file, setFile, guardar, isPending: mutation.isPending };
}
