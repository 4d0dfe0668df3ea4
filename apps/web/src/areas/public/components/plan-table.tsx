import { Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { Fragment } from 'react';

export const PLANES = ['EDEB', 'EDEB Sensores', 'EDEB Full'] as const;
type Plan = (typeof PLANES)[number];

const TODOS: readonly Plan[] = PLANES;

/** Rows of the plan comparison (docs/RULES.md#areas-and-routes, "Plan table rows"). */
export const SECCIONES: { titulo: string; filas: { nombre: string; planes: readonly Plan[] }[] }[] = [
  {
    titulo: 'Servicios',
    filas: [
      { nombre: 'Acceso a la plataforma', planes: TODOS },
      { nombre: 'Personalización de predios', planes: TODOS },
      { nombre: 'Visualización del estado del predio', planes: TODOS },
      { nombre: 'Resúmenes semanales', planes: TODOS },
      { nombre: 'Reportes EDEB', planes: ['EDEB', 'EDEB Full'] },
      { nombre: 'Reportes EDEB Sensores', planes: ['EDEB Sensores', 'EDEB Full'] },
    ],
  },
  {
    titulo: 'Gestión',
    filas: [
      { nombre: 'Herramientas de gestión para tu negocio', planes: TODOS },
      { nombre: 'Acceso para colaboradores', planes: TODOS },
    ],
  },
  {
    titulo: 'Asistencia y aprendizaje',
    filas: [
      { nombre: 'Biblioteca de recursos', planes: TODOS },
      { nombre: 'Soporte técnico', planes: TODOS },
      { nombre: 'Atención prioritaria al cliente', planes: ['EDEB Full'] },
    ],
  },
];

// Positioned so the visually hidden text stays inside the table's scroll container.
const markStyle = { position: 'relative', display: 'inline-flex', verticalAlign: 'middle' } as const;

function Mark({ incluido }: { incluido: boolean }) {
  return incluido ? (
    <span data-incluido="true" style={markStyle}>
      <IconCheck size={22} color="var(--mantine-color-agro-7)" stroke={2.5} aria-hidden />
      <VisuallyHidden>Incluido</VisuallyHidden>
    </span>
  ) : (
    <span data-incluido="false" style={markStyle}>
      <IconMinus size={18} color="var(--mantine-color-gray-4)" aria-hidden />
      <VisuallyHidden>No incluido</VisuallyHidden>
    </span>
  );
}

/** Plan comparison table; scrolls horizontally on narrow screens. */
export function PlanTable() {
  return (
    // Focusable so a keyboard user can scroll it on a phone (WCAG 2.1.1).
    <Table.ScrollContainer
      minWidth={620}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Comparación de planes EDEB, desplazable"
    >
      <Table
        verticalSpacing="sm"
        horizontalSpacing="md"
        striped={false}
        highlightOnHover
        aria-label="Comparación de planes EDEB"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="40%">Característica</Table.Th>
            {PLANES.map((p) => (
              <Table.Th key={p} ta="center">
                {p}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SECCIONES.map((s) => (
            <Fragment key={s.titulo}>
              <Table.Tr bg="agro.0">
                <Table.Th colSpan={4} scope="colgroup">
                  <Text fw={800} c="agro.9" size="sm" tt="uppercase" style={{ letterSpacing: 1 }}>
                    {s.titulo}
                  </Text>
                </Table.Th>
              </Table.Tr>
              {s.filas.map((f) => (
                <Table.Tr key={f.nombre}>
                  <Table.Th scope="row" fw={500}>
                    {f.nombre}
                  </Table.Th>
                  {PLANES.map((p) => (
                    <Table.Td key={p} ta="center">
                      <Mark incluido={f.planes.includes(p)} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
