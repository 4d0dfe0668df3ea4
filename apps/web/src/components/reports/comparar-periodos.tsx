import { Group, Modal, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Periodo } from '@agro/domain/periods';
import type { ArchivosPorPeriodo } from './api/get-archivos.ts';
import { ComparacionMedidaEnlace } from './comparacion-medida-enlace.tsx';
import type { Modo } from './comparar-periodos-state.ts';
import { ComparacionTipo, OtrosArchivos } from './comparar-periodos-vistas.tsx';
import { useCompararPeriodos } from './use-comparar-periodos.ts';

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
  const s = useCompararPeriodos(data, kind);
  const wide = useMediaQuery('(min-width: 48em)');
  const { etiquetaA, etiquetaB } = s;
  return (
    <Modal opened onClose={onClose} title="Comparar periodos" size="90rem" fullScreen={wide === false}>
      <Stack gap="md" data-testid="comparar">
        <Controles s={s} />
        {parcelaId !== undefined && (
          <ComparacionMedidaEnlace parcelaId={parcelaId} a={s.antesId} b={s.despuesId} />
        )}
        {s.tipos.length === 0 ? (
          <Text c="dimmed">Ninguno de los dos periodos tiene imágenes.</Text>
        ) : (
          s.tipos.map((tipo) => (
            <ComparacionTipo
              key={tipo}
              tipo={tipo}
              antes={s.antes}
              despues={s.despues}
              etiquetaA={etiquetaA}
              etiquetaB={etiquetaB}
              modo={s.modo}
            />
          ))
        )}
        <Title order={3} size="h5">
          Documentos y videos
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <OtrosArchivos periodo={s.antes} etiqueta={`A · ${etiquetaA}`} />
          <OtrosArchivos periodo={s.despues} etiqueta={`B · ${etiquetaB}`} />
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}

function Controles({ s }: { s: ReturnType<typeof useCompararPeriodos> }) {
  const select = {
    allowDeselect: false,
    w: { base: '100%', sm: 300 },
    comboboxProps: { withinPortal: true },
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label="Periodo A (anterior)"
        data={s.opciones}
        value={s.antesId}
        onChange={(v) => v && s.setAntes(v)}
        {...select}
      />
      <Select
        label="Periodo B (reciente)"
        data={s.opciones}
        value={s.despuesId}
        onChange={(v) => v && s.setDespues(v)}
        {...select}
      />
      <SegmentedControl
        aria-label="Vista de la comparación"
        value={s.modo}
        onChange={(v) => s.setModo(v as Modo)}
        data={[
          { value: 'lado', label: 'Lado a lado' },
          { value: 'deslizar', label: 'Deslizar' },
        ]}
      />
    </Group>
  );
}
