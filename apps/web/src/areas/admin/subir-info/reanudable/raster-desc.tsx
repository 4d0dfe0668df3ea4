import { Button, Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { GrupoArchivos } from '@agro/domain/constants';
import type { TipoIndice } from '@agro/domain/indices';
import type { DescRaster } from '@agro/domain/schemas/raster';
import { BANDAS_WIZARD, cambiarTipo, indicesDeGrupo, tiposDeGrupo } from './desc-raster.ts';

/**
 * What a GeoTIFF holds, chosen before it uploads: an index (which one), a multispectral raster
 * (the band number of each colour) or true colour. "Subir ráster" checks it and starts the upload.
 */
export function RasterDesc(props: {
  grupo: GrupoArchivos;
  nombre: string;
  desc: DescRaster;
  onChange: (desc: DescRaster) => void;
  onSubir: () => void;
}) {
  const { desc, grupo } = props;
  const tipos = tiposDeGrupo(grupo);
  return (
    <Stack gap="xs" mt="xs" data-testid="raster-desc">
      <Text size="xs" fw={600} id={`tipo-${props.nombre}`}>
        ¿Qué contiene este ráster?
      </Text>
      {tipos.length > 1 && (
        <SegmentedControl
          size="xs"
          fullWidth
          aria-labelledby={`tipo-${props.nombre}`}
          data={tipos}
          value={desc.tipo}
          onChange={(v) => props.onChange(cambiarTipo(grupo, v as DescRaster['tipo']))}
        />
      )}
      {desc.tipo === 'indice' && (
        <Select
          size="xs"
          label={`Índice de ${props.nombre}`}
          data={indicesDeGrupo(grupo)}
          value={desc.indice}
          allowDeselect={false}
          onChange={(v) => v && props.onChange({ tipo: 'indice', indice: v as TipoIndice })}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      {desc.tipo === 'multiespectral' && (
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
          {BANDAS_WIZARD.map(({ banda, label }) => (
            <NumberInput
              key={banda}
              size="xs"
              label={`Banda ${label.toLowerCase()}`}
              min={1}
              max={64}
              allowDecimal={false}
              value={desc.bandas[banda] ?? ''}
              onChange={(v) => {
                const bandas = { ...desc.bandas };
                if (typeof v === 'number') bandas[banda] = v;
                else delete bandas[banda];
                props.onChange({ tipo: 'multiespectral', bandas });
              }}
            />
          ))}
        </SimpleGrid>
      )}
      <Group justify="flex-end">
        <Button
          size="xs"
          leftSection={<IconUpload size={14} />}
          onClick={props.onSubir}
          aria-label={`Subir ráster ${props.nombre}`}
        >
          Subir ráster
        </Button>
      </Group>
    </Stack>
  );
}
