/**
 * Spanish messages of the measured index layers (issue 27): figures, comparison, alert thresholds
 * and alert notices. Kept apart from the main catalogue, which the public landing loads.
 */
export const MSG_INDICES = {
  capaNoExiste: 'La capa del ráster no existe',
  sinPeriodos: 'El territorio no tiene periodos procesados para este índice',
  faltanPeriodos: 'Para comparar se necesitan dos periodos procesados de este índice',
  periodoNoExiste: (inicio: string) => `No hay una capa procesada del periodo que comienza el ${inicio}`,
  mismoPeriodo: 'Elija dos periodos distintos para comparar',
  sinArchivoFuente: 'El archivo original del periodo ya no está disponible para comparar',
  coordenadaInvalida: 'La latitud y la longitud deben ser números en grados (WGS84)',
  umbralCaida: 'La caída de la media debe ser un número mayor que 0 (en unidades del índice)',
  umbralCritica: 'El aumento de la clase crítica debe estar entre 0,1 y 100 puntos porcentuales',
  umbralesGuardados: 'Umbrales de alerta guardados',
  alertaCaida: (parcela: string, indice: string, antes: string, despues: string) =>
    `${indice} de ${parcela} bajó de ${antes} a ${despues} respecto del periodo anterior`,
  alertaSubida: (parcela: string, indice: string, antes: string, despues: string) =>
    `${indice} de ${parcela} subió de ${antes} a ${despues} respecto del periodo anterior`,
  alertaCritica: (parcela: string, indice: string, clase: string, antes: string, despues: string) =>
    `En ${parcela}, la clase «${clase}» de ${indice} creció de ${antes} a ${despues} del área`,
  alertaTitulo: (parcela: string) => `Alerta de índices en ${parcela}`,
} as const;
