import { Group, Image, Text } from '@mantine/core';

/** The logo mark and product name. */
export function BrandMark({ light = false, textClassName }: { light?: boolean; textClassName?: string }) {
  return (
    <Group gap={8} wrap="nowrap">
      <Image src="/public/img/logo-mark.svg" alt="" w={32} h={32} />
      <Text
        fw={800}
        size="lg"
        c={light ? 'white' : 'agro.8'}
        style={{ whiteSpace: 'nowrap' }}
        className={textClassName}
      >
        Agro Monitoreo
      </Text>
    </Group>
  );
}
