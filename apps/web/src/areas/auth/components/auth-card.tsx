import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card every sign-in screen sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 36 }} bg="white">
      <Stack gap={4} mb="lg" ta="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm">
            {subtitle}
          </Text>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
