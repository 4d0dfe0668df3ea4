import { Badge, Group, Text } from '@mantine/core';

/** Harvest in a registry cell (docs/RULES.md#areas-and-routes): the first 2 tags then "...", or "n/a" when there are none. */
export function CosechaCell({ tags }: { tags: string[] | null | undefined }) {
  if (!tags?.length)
    return (
      <Text size="sm" c="dimmed">
        n/a
      </Text>
    );
  return (
    // Pills wrap onto a second line rather than being cut to "Ce…" in a narrow column.
    <Group gap={4} wrap="wrap">
      {tags.slice(0, 2).map((t) => (
        <Badge
          key={t}
          variant="light"
          size="sm"
          maw="none"
          // A clipped label would let the table shrink the column below the pill's width.
          styles={{ label: { overflow: 'visible' } }}
          style={{ textTransform: 'none', flexShrink: 0 }}
        >
          {t}
        </Badge>
      ))}
      {tags.length > 2 && <Text size="sm">...</Text>}
    </Group>
  );
}
