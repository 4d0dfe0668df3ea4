import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { IconCalendarMonth, IconCalendarWeek } from '@tabler/icons-react';
import type { Periodo } from '@agro/domain/periods';

/** Step 1: a week's files (EDEB or Sensores, rasters included) or a month's summaries. */
export function TipoCargaStep(props: { value: Periodo | null; onChange: (p: Periodo) => void }) {
  return (
    <Radio.Group
      value={props.value}
      onChange={(v) => props.onChange(v as Periodo)}
      label="¿Qué información vas a subir?"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        <Radio.Card value="semanal" p="md" radius="md" aria-label="SEMANAL">
          <Group wrap="nowrap" align="flex-start">
            <Radio.Indicator />
            <IconCalendarWeek size={28} style={{ flexShrink: 0 }} />
            <div>
              <Text fw={700}>SEMANAL</Text>
              <Text size="sm" c="dimmed">
                Imágenes, videos, resúmenes y rásteres GeoTIFF EDEB o Sensores de una semana (lunes a
                domingo).
              </Text>
            </div>
          </Group>
        </Radio.Card>
        <Radio.Card value="mensual" p="md" radius="md" aria-label="MENSUAL">
          <Group wrap="nowrap" align="flex-start">
            <Radio.Indicator />
            <IconCalendarMonth size={28} style={{ flexShrink: 0 }} />
            <div>
              <Text fw={700}>MENSUAL</Text>
              <Text size="sm" c="dimmed">
                Resúmenes mensuales del territorio (PDF o Word).
              </Text>
            </div>
          </Group>
        </Radio.Card>
      </SimpleGrid>
    </Radio.Group>
  );
}
