import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A centred notice with one "Aceptar" button; fits both the public layout and an area's main panel. */
export function StatusMessage(props: {
  icon: ReactNode;
  code: string;
  title: string;
  text: string;
  onAccept: () => void;
}) {
  return (
    <Center py={{ base: 48, md: 96 }} px="md">
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'xl', sm: 48 }} maw={520} w="100%">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={80} radius={40} variant="light" color="agro">
            {props.icon}
          </ThemeIcon>
          <Text fw={800} c="agro.6" fz={48} lh={1} aria-hidden>
            {props.code}
          </Text>
          <Title order={1} size="h2">
            {props.title}
          </Title>
          <Text c="dimmed">{props.text}</Text>
          <Button size="md" onClick={props.onAccept} mt="sm" miw={160}>
            Aceptar
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
