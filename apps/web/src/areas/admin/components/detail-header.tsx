import { Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Top of a detail page: back link, avatar, name, a few facts and the page's actions. */
export function DetailHeader(props: {
  back: { to: string; label: string };
  avatarUrl?: string | null;
  name: string;
  facts: { label: string; value: ReactNode }[];
  actions?: ReactNode;
  avatarIcon?: ReactNode;
}) {
  return (
    <Stack gap="sm" mb="md">
      <Group>
        <Button
          component={Link}
          to={props.back.to}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
          px={0}
        >
          {props.back.label}
        </Button>
      </Group>
      <Card withBorder padding="lg">
        <Group justify="space-between" align="flex-start" gap="md">
          <Group gap="md" wrap="nowrap" align="center" style={{ minWidth: 0 }}>
            <Avatar src={props.avatarUrl ?? null} size={72} radius="xl" color="agro" alt={props.name}>
              {props.avatarIcon}
            </Avatar>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={3} style={{ wordBreak: 'break-word' }}>
                {props.name}
              </Title>
              <Group gap="md" wrap="wrap">
                {props.facts.map((f) => (
                  <Text key={f.label} size="sm" c="dimmed">
                    {f.label}:{' '}
                    <Text span c="dark" fw={500}>
                      {f.value}
                    </Text>
                  </Text>
                ))}
              </Group>
            </Stack>
          </Group>
          {props.actions && <Group gap="xs">{props.actions}</Group>}
        </Group>
      </Card>
    </Stack>
  );
}
