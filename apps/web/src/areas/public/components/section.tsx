import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A full-width band of a public page with an optional centred heading. */
export function Section(props: {
  title?: string;
  subtitle?: string;
  bg?: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <Box component="section" bg={props.bg} py={{ base: 48, md: 72 }} id={props.id}>
      <Container size="lg">
        {props.title && (
          <Stack gap="xs" align="center" mb={{ base: 'xl', md: 40 }} ta="center">
            <Title order={2}>{props.title}</Title>
            {props.subtitle && (
              <Text c="dimmed" maw={640}>
                {props.subtitle}
              </Text>
            )}
          </Stack>
        )}
        {props.children}
      </Container>
    </Box>
  );
}
