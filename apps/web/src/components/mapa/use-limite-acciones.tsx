import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useRef } from 'react';
import type { Limite, LimitePrevia } from '@agro/domain/contracts/mapa';
import { formatDate } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { MSG_MAPA } from '@agro/domain/messages-mapa';
import { ApiError } from '../../lib/request.ts';
import { notify } from '../../lib/notify.ts';
import { useEliminarLimite } from './api/eliminar-limite.ts';
import { useGuardarLimite } from './api/guardar-limite.ts';
import { usePrevisualizarLimite } from './api/previsualizar-limite.ts';
import { useRestaurarLimite } from './api/restaurar-limite.ts';
import { useSubirLimite } from './api/subir-limite.ts';
import { poligonoDibujado } from './limite-acciones-state.ts';

/** A boundary file read by the server and shown on the map, not saved yet. */
export interface Previa {
  file: File;
  datos: LimitePrevia;
}

export interface LimiteAccionesProps {
  parcelaId: number;
  tieneLimite: boolean;
  /** The boundary before the last change, which "Restaurar límite anterior" brings back. */
  anterior: Limite | null;
  puntos: number[][] | null;
  setPuntos: (p: number[][] | null) => void;
  previa: Previa | null;
  setPrevia: (p: Previa | null) => void;
}

const m2 = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0 });

const mensajeDe = (err: unknown) => (err instanceof ApiError ? err.mensaje : MSG.errorSolicitud);
const avisar = (porDefecto: string, alTerminar?: () => void) => ({
  onSuccess: (r: { mensaje?: string }) => {
    notify.success(r.mensaje ?? porDefecto);
    alTerminar?.();
  },
  onError: (e: unknown) => notify.error(mensajeDe(e)),
});

/** The five boundary requests and what each button does with them (confirmations included). */
export function useLimiteAcciones(props: LimiteAccionesProps) {
  const { parcelaId, puntos, setPuntos, previa, setPrevia } = props;
  const previsualizar = usePrevisualizarLimite(parcelaId);
  const subir = useSubirLimite(parcelaId);
  const guardar = useGuardarLimite(parcelaId);
  const eliminar = useEliminarLimite(parcelaId);
  const restaurar = useRestaurarLimite(parcelaId);
  const resetArchivo = useRef<() => void>(null);

  const alElegir = (file: File | null) => {
    resetArchivo.current?.();
    if (!file) return;
    previsualizar.mutate(file, {
      onSuccess: (datos) => setPrevia({ file, datos }),
      onError: (e) => notify.error(mensajeDe(e)),
    });
  };

  // The previewed file is sent again and stored (the server checks it as any upload).
  const alGuardarArchivo = () =>
    previa &&
    subir.mutate(
      previa.file,
      avisar(MSG_MAPA.limiteGuardado, () => setPrevia(null)),
    );

  const alGuardarDibujo = () => {
    if (!puntos) return;
    const r = poligonoDibujado(puntos);
    if ('problema' in r) return notify.error(r.problema);
    guardar.mutate(
      r.geometria,
      avisar(MSG_MAPA.limiteGuardado, () => setPuntos(null)),
    );
  };

  const alRestaurar = () =>
    confirmarRestaurar(props, () => restaurar.mutate(undefined, avisar(MSG_MAPA.limiteRestaurado)));
  const alEliminar = () =>
    confirmarEliminar(() => eliminar.mutate(undefined, avisar(MSG_MAPA.limiteEliminado)));

  return {
    alElegir,
    alGuardarArchivo,
    alGuardarDibujo,
    alRestaurar,
    alEliminar,
    resetArchivo,
    pendiente: {
      previsualizar: previsualizar.isPending,
      subir: subir.isPending,
      guardar: guardar.isPending,
      eliminar: eliminar.isPending,
      restaurar: restaurar.isPending,
    },
  };
}

function confirmarRestaurar(
  props: Pick<LimiteAccionesProps, 'anterior' | 'tieneLimite'>,
  onConfirm: () => void,
) {
  modals.openConfirmModal({
    title: 'Restaurar límite anterior',
    children: (
      <Text size="sm">
        ¿Volver al límite anterior ({m2.format(props.anterior!.area_m2)} m², del{' '}
        {formatDate(props.anterior!.actualizado)})?{' '}
        {props.tieneLimite ? 'El límite actual quedará como anterior.' : ''}
      </Text>
    ),
    labels: { confirm: 'Restaurar', cancel: 'Cancelar' },
    onConfirm,
  });
}

function confirmarEliminar(onConfirm: () => void) {
  modals.openConfirmModal({
    title: 'Eliminar límite',
    children: <Text size="sm">¿Eliminar el límite de este territorio? Podrás subir o dibujar otro.</Text>,
    labels: { confirm: 'Eliminar', cancel: 'Cancelar' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
