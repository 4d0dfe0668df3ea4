import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

/** The areas' start page: a welcome line and four feature cards. */
export function WelcomePage({
  title,
  intro,
  features,
}: {
  title: string;
  intro: string;
  features: Feature[];
}) {
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={2}>{title}</Title>
        <Text c="dimmed" mt={4}>
          {intro}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {features.map((f) => (
          <Card key={f.title} withBorder padding="lg">
            <ThemeIcon size={44} radius="md" variant="light">
              {f.icon}
            </ThemeIcon>
            <Text fw={700} mt="md">
              {f.title}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {f.text}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
