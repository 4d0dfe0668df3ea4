import type { GrupoArchivos } from '@agro/domain/constants';

export const TITULO_GRUPO: Record<GrupoArchivos, string> = {
  edeb: 'Archivos EDEB',
  sensores: 'Archivos Sensores',
  global: 'Resúmenes mensuales',
};

// Short step labels so six steps fit on one line of the stepper.
export const PASO_GRUPO: Record<GrupoArchivos, string> = {
  edeb: 'EDEB',
  sensores: 'Sensores',
  global: 'Resúmenes',
};
