/** "Cada 15 minutos", "Cada hora", "Cada 24 horas"... for a task interval in minutes. */
export function intervaloLabel(minutos: number): string {
  if (minutos === 1) return 'Cada minuto';
  if (minutos < 60 || minutos % 60 !== 0) return `Cada ${minutos} minutos`;
  const horas = minutos / 60;
  if (horas === 1) return 'Cada hora';
  if (horas === 24) return 'Cada día';
  if (horas % 24 === 0) return `Cada ${horas / 24} días`;
  return `Cada ${horas} horas`;
}
