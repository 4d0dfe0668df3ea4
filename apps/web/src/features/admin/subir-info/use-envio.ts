import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GrupoArchivos } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import type { Rango } from '@agro/domain/periods';
import { notify } from '../../../lib/notify.ts';
import { ApiError, failureMessage } from '../../../lib/request.ts';
import { bytesDe, subirArchivos, type ArchivosPorCampo } from './api/subir-archivos.ts';

/**
 * Sends each pending group as its own request (EDEB Full weekly: EDEB then Sensores) with one
 * progress bar over all bytes. A group already accepted is not sent again when the admin retries.
 */
export function useEnvio() {
  const queryClient = useQueryClient();
  const [progreso, setProgreso] = useState<number | null>(null);
  const [enviados, setEnviados] = useState<GrupoArchivos[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  async function enviar(
    servicioId: number,
    rango: Rango,
    grupos: GrupoArchivos[],
    archivos: Record<GrupoArchivos, ArchivosPorCampo>,
  ): Promise<boolean> {
    const pendientes = grupos.filter((g) => !enviados.includes(g));
    const total = pendientes.reduce((s, g) => s + bytesDe(archivos[g]), 0) || 1;
    let hechos = 0;
    setError(null);
    setProgreso(0);
    setEnviando(true);
    try {
      for (const g of pendientes) {
        await subirArchivos(g, servicioId, rango, archivos[g], (loaded) =>
          setProgreso(Math.min(100, ((hechos + loaded) / total) * 100)),
        );
        hechos += bytesDe(archivos[g]);
        setEnviados((e) => [...e, g]);
      }
      setProgreso(100);
      notify.success(MSG.archivosSubidos);
      await queryClient.invalidateQueries({ queryKey: ['servicio', 'archivos'] });
      return true;
    } catch (err) {
      const detalle =
        err instanceof ApiError && err.status !== null && err.status !== 401 ? err.mensaje : null;
      setError(
        detalle && detalle !== MSG.archivosNoSubidos
          ? `${MSG.archivosNoSubidos}: ${detalle}`
          : MSG.archivosNoSubidos,
      );
      notify.error(failureMessage(err, MSG.archivosNoSubidos));
      setProgreso(null);
      return false;
    } finally {
      setEnviando(false);
    }
  }

  function reset() {
    setProgreso(null);
    setEnviados([]);
    setError(null);
  }

  return { enviar, progreso, enviados, error, reset, enviando };
}
