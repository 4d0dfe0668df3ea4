import { Anchor, Image, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { tipoSubidaLabel } from '@agro/domain/format';
import { archivoUrl } from './api/archivo-url.ts';
import { tipoVista } from './tipo-vista.ts';
import type { ArchivoServicio, PeriodoArchivos } from './api/get-archivos.ts';
import { imagenes, parejas, type Modo } from './comparar-periodos-state.ts';
import { CompararDeslizador } from './comparar-deslizador.tsx';

function Figura({ archivo, etiqueta }: { archivo: ArchivoServicio | undefined; etiqueta: string }) {
  return (
    <Paper withBorder p="xs" radius="md" component="figure" m={0}>
      {archivo ? (
        <Image
          src={archivoUrl(archivo, true)}
          alt={`${archivo.nombre_original}, ${etiqueta}`}
          radius="sm"
          fit="contain"
          mah="60vh"
        />
      ) : (
        <Text c="dimmed" ta="center" py="xl" size="sm">
          Sin imagen de este tipo en el periodo
        </Text>
      )}
      <Text component="figcaption" size="xs" c="dimmed" mt={4} ta="center">
        {etiqueta}
      </Text>
    </Paper>
  );
}

/** One upload type's images of both periods, side by side or under a slider. */
export function ComparacionTipo(props: {
  tipo: string;
  antes: PeriodoArchivos | undefined;
  despues: PeriodoArchivos | undefined;
  etiquetaA: string;
  etiquetaB: string;
  modo: Modo;
}) {
  const { tipo, etiquetaA, etiquetaB } = props;
  const pares = parejas(imagenes(props.antes, tipo), imagenes(props.despues, tipo), props.modo);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {tipoSubidaLabel(tipo)}
      </Title>
      {pares.map(({ a, b, deslizar }, i) =>
        deslizar ? (
          <CompararDeslizador
            key={i}
            label={`Deslizar para comparar ${tipoSubidaLabel(tipo)} ${i + 1}: ${etiquetaA} y ${etiquetaB}`}
            antes={{ src: archivoUrl(a!, true), alt: `${a!.nombre_original}, ${etiquetaA}`, etiqueta: 'A' }}
            despues={{ src: archivoUrl(b!, true), alt: `${b!.nombre_original}, ${etiquetaB}`, etiqueta: 'B' }}
          />
        ) : (
          <SimpleGrid key={i} cols={{ base: 1, sm: 2 }} spacing="sm">
            <Figura archivo={a} etiqueta={`A · ${etiquetaA}`} />
            <Figura archivo={b} etiqueta={`B · ${etiquetaB}`} />
          </SimpleGrid>
        ),
      )}
    </Stack>
  );
}

/** A period's documents and videos, which are listed rather than compared. */
export function OtrosArchivos({
  periodo,
  etiqueta,
}: {
  periodo: PeriodoArchivos | undefined;
  etiqueta: string;
}) {
  const otros = (periodo?.archivos ?? []).filter((a) => tipoVista(a.extension) !== 'imagen');
  return (
    <Paper withBorder p="sm" radius="md">
      <Text fw={600} size="sm" mb={4}>
        {etiqueta}
      </Text>
      {otros.length === 0 ? (
        <Text c="dimmed" size="sm">
          Sin documentos ni videos
        </Text>
      ) : (
        <List size="sm" spacing={4}>
          {otros.map((a) => (
            <List.Item key={a.nombre}>
              <Text span size="sm" c="dimmed">
                {tipoSubidaLabel(a.tipo_subida)}:{' '}
              </Text>
              <Anchor
                href={archivoUrl(a, true)}
                target="_blank"
                rel="noopener"
                style={{ overflowWrap: 'anywhere' }}
              >
                {a.nombre_original}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
