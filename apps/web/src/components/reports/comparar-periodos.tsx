import {
  Anchor,
  Group,
  Image,
  List,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { formatDate, tipoSubidaLabel } from '@agro/domain/format';
import { periodLabel, type Periodo } from '@agro/domain/periods';
import { archivoUrl } from './api/archivo-url.ts';
import { tipoVista } from './tipo-vista.ts';
import type { ArchivoServicio, ArchivosPorPeriodo, PeriodoArchivos } from './api/get-archivos.ts';
import { ComparacionMedidaEnlace } from './comparacion-medida-enlace.tsx';
import { CompareSlider } from './compare-slider.tsx';

type Modo = 'lado' | 'deslizar';

const imagenes = (p: PeriodoArchivos | undefined, tipo: string) =>
  (p?.archivos ?? []).filter((a) => a.tipo_subida === tipo && tipoVista(a.extension) === 'imagen');

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

function OtrosArchivos({ periodo, etiqueta }: { periodo: PeriodoArchivos | undefined; etiqueta: string }) {
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

/**
 * Comparar: two periods of one search side by side (or one over the other with a slider), image by
 * image of the same kind; documents and videos listed per period. Loaded only when opened.
 */
export default function CompararPeriodos({
  data,
  kind,
  parcelaId,
  onClose,
}: {
  data: ArchivosPorPeriodo;
  kind: Periodo;
  /** The territory: when both periods have index layers, a link leads to their measured comparison. */
  parcelaId?: number;
  onClose: () => void;
}) {
  const periodos = Object.values(data).sort((x, y) => y.inicio.localeCompare(x.inicio));
  const [antesId, setAntes] = useState(periodos[1]?.inicio ?? periodos[0]?.inicio ?? '');
  const [despuesId, setDespues] = useState(periodos[0]?.inicio ?? '');
  const [modo, setModo] = useState<Modo>('lado');
  const wide = useMediaQuery('(min-width: 48em)');
  // Short labels in the selectors (a phone's width); the long ones caption the images.
  const corta = (p: PeriodoArchivos) =>
    kind === 'mensual' ? periodLabel(kind, p) : `${formatDate(p.inicio)} al ${formatDate(p.termino)}`;
  const opciones = periodos.map((p) => ({ value: p.inicio, label: corta(p) }));
  const antes = periodos.find((p) => p.inicio === antesId);
  const despues = periodos.find((p) => p.inicio === despuesId);
  const etiquetaA = antes ? periodLabel(kind, antes) : '';
  const etiquetaB = despues ? periodLabel(kind, despues) : '';
  const tipos = [
    ...new Set(
      [...(antes?.archivos ?? []), ...(despues?.archivos ?? [])]
        .filter((a) => tipoVista(a.extension) === 'imagen')
        .map((a) => a.tipo_subida),
    ),
  ];

  return (
    <Modal opened onClose={onClose} title="Comparar periodos" size="90rem" fullScreen={wide === false}>
      <Stack gap="md" data-testid="comparar">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Periodo A (anterior)"
            data={opciones}
            value={antesId}
            onChange={(v) => v && setAntes(v)}
            allowDeselect={false}
            w={{ base: '100%', sm: 300 }}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Periodo B (reciente)"
            data={opciones}
            value={despuesId}
            onChange={(v) => v && setDespues(v)}
            allowDeselect={false}
            w={{ base: '100%', sm: 300 }}
            comboboxProps={{ withinPortal: true }}
          />
          <SegmentedControl
            aria-label="Vista de la comparación"
            value={modo}
            onChange={(v) => setModo(v as Modo)}
            data={[
              { value: 'lado', label: 'Lado a lado' },
              { value: 'deslizar', label: 'Deslizar' },
            ]}
          />
        </Group>

        {parcelaId !== undefined && (
          <ComparacionMedidaEnlace parcelaId={parcelaId} a={antesId} b={despuesId} />
        )}

        {tipos.length === 0 ? (
          <Text c="dimmed">Ninguno de los dos periodos tiene imágenes.</Text>
        ) : (
          tipos.map((tipo) => {
            const a = imagenes(antes, tipo);
            const b = imagenes(despues, tipo);
            return (
              <Stack key={tipo} gap="xs">
                <Title order={3} size="h5">
                  {tipoSubidaLabel(tipo)}
                </Title>
                {Array.from({ length: Math.max(a.length, b.length) }, (_, i) =>
                  modo === 'deslizar' && a[i] && b[i] ? (
                    <CompareSlider
                      key={i}
                      label={`Deslizar para comparar ${tipoSubidaLabel(tipo)} ${i + 1}: ${etiquetaA} y ${etiquetaB}`}
                      antes={{
                        src: archivoUrl(a[i], true),
                        alt: `${a[i].nombre_original}, ${etiquetaA}`,
                        etiqueta: 'A',
                      }}
                      despues={{
                        src: archivoUrl(b[i], true),
                        alt: `${b[i].nombre_original}, ${etiquetaB}`,
                        etiqueta: 'B',
                      }}
                    />
                  ) : (
                    <SimpleGrid key={i} cols={{ base: 1, sm: 2 }} spacing="sm">
                      <Figura archivo={a[i]} etiqueta={`A · ${etiquetaA}`} />
                      <Figura archivo={b[i]} etiqueta={`B · ${etiquetaB}`} />
                    </SimpleGrid>
                  ),
                )}
              </Stack>
            );
          })
        )}

        <Title order={3} size="h5">
          Documentos y videos
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <OtrosArchivos periodo={antes} etiqueta={`A · ${etiquetaA}`} />
          <OtrosArchivos periodo={despues} etiqueta={`B · ${etiquetaB}`} />
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
