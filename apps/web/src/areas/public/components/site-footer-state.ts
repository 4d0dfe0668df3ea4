export const COMPANY = 'Agro Monitoreo SpA';
export const DEVELOPERS = [
  'Renata Alarcón Quiroga',
  'Benjamín Cifuentes Olivares',
  'Josefa Henríquez Bustos',
];

/** The footer's last line: the copyright, or the developers' credits once it is clicked. */
export const lineaPie = (creditos: boolean, year: number) =>
  creditos
    ? `Desarrollado por ${DEVELOPERS[0]}, ${DEVELOPERS[1]} y ${DEVELOPERS[2]}`
    : `© ${year} ${COMPANY}. Todos los derechos reservados.`;
