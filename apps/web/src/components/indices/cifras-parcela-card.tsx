import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useCifrasParcela } from './api/get-cifras-parcela.ts';
import { CifrasParcela } from './cifras-parcela.tsx';

/** The figures of a territory detail (client, employee and back-office): fetched for the territory. */
export function CifrasParcelaCard({ parcelaId }: { parcelaId: number }) {
  const q = useCifrasParcela(parcelaId);
  let contenido;
  if (q.isPending) contenido = <Loader size="sm" aria-label="Cargando cifras del territorio" />;
  else if (q.isError)
    contenido = (
      <Text size="sm" c="red">
        No se pudieron cargar las cifras del territorio.
      </Text>
    );
  else contenido = <CifrasParcela cifras={q.data} />;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={5}>Índices del territorio</Title>
        {contenido}
      </Stack>
    </Card>
  );
}
