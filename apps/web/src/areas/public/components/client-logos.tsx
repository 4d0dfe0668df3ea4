import { Anchor, Collapse, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';

interface Cliente {
  id: string;
  nombre: string;
  logo: string;
  texto: string;
  sitio: string;
}

const CLIENTES: Cliente[] = [
  {
    id: 'maitenes',
    nombre: 'Viña Los Maitenes',
    logo: '/public/img/cliente-los-maitenes.svg',
    texto:
      'Viña familiar del Valle de Colchagua que monitorea 120 hectáreas de Carménère y Cabernet Sauvignon con EDEB Full para anticipar el estrés hídrico antes de la vendimia.',
    sitio: 'https://www.vinalosmaitenes.cl',
  },
  {
    id: 'maule',
    nombre: 'Frutícola Valle del Maule',
    logo: '/public/img/cliente-valle-maule.svg',
    texto:
      'Productora y exportadora de cerezas y manzanas de San Clemente. Usa EDEB Sensores para seguir la humedad del suelo y las horas de frío de sus huertos.',
    sitio: 'https://www.fruticolavallemaule.cl',
  },
  {
    id: 'san-ignacio',
    nombre: 'Agrícola San Ignacio',
    logo: '/public/img/cliente-san-ignacio.svg',
    texto:
      'Huertos de paltos en laderas de Quillota. Con las imágenes foliares de EDEB detectan a tiempo sectores con menor vigor y ajustan el riego por sector.',
    sitio: 'https://www.agricolasanignacio.cl',
  },
  {
    id: 'berries',
    nombre: 'Berries del Sur',
    logo: '/public/img/cliente-berries-sur.svg',
    texto:
      'Cooperativa de pequeños productores de arándanos de la Región de Los Ríos que comparte reportes semanales entre sus socios y su equipo técnico.',
    sitio: 'https://www.berriesdelsur.cl',
  },
];

/** Client logos: each click toggles a short text and a link to the client's site, hidden at first. */
export function ClientLogos() {
  const [open, setOpen] = useState<Record<string, boolean>>({});
  const toggle = (id: string) => setOpen((o) => ({ ...o, [id]: !o[id] }));

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg" style={{ alignItems: 'start' }}>
      {CLIENTES.map((c) => {
        const expanded = open[c.id] === true;
        return (
          <Paper key={c.id} withBorder radius="lg" shadow={expanded ? 'md' : 'xs'} p="xs">
            <Stack gap="xs">
              <UnstyledButton
                onClick={() => toggle(c.id)}
                aria-expanded={expanded}
                aria-controls={`cliente-${c.id}`}
                aria-label={c.nombre}
                style={{ borderRadius: 12, display: 'block' }}
              >
                <img src={c.logo} alt="" style={{ width: '100%', height: 'auto', display: 'block' }} />
              </UnstyledButton>
              <Collapse expanded={expanded} id={`cliente-${c.id}`} keepMounted={false}>
                <Stack gap={6} px="xs" pb="xs">
                  <Text size="sm" c="dimmed">
                    {c.texto}
                  </Text>
                  <Anchor href={c.sitio} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
                    <Group gap={4} component="span" wrap="nowrap">
                      Visitar sitio web
                      <IconExternalLink size={14} />
                    </Group>
                  </Anchor>
                </Stack>
              </Collapse>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
