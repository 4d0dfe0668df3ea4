import { ActionIcon, Alert, Card, CopyButton, Group, SimpleGrid, Text, Title, Tooltip } from '@mantine/core';
import { IconBuildingBank, IconCheck, IconCopy } from '@tabler/icons-react';
import { MSG } from '@agro/domain/messages';
import { useCuentaBancaria } from './api/get-cuenta-bancaria.ts';

function Dato({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
        <CopyButton value={value} timeout={1500}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copiado' : `Copiar ${label.toLowerCase()}`} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={`Copiar ${label.toLowerCase()}`}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </div>
  );
}

/** Where to transfer: the provider's bank account, each field with a copy button. */
export function CuentaBancariaCard() {
  const { data: cuenta, isPending } = useCuentaBancaria();
  if (isPending) return null;
  if (!cuenta)
    return (
      <Alert color="gray" variant="light">
        {MSG.cuentaProveedorSinConfigurar}
      </Alert>
    );
  const todo = [
    cuenta.titular,
    `RUT ${cuenta.rut}`,
    cuenta.banco,
    `Cuenta ${cuenta.tipo_cuenta} N° ${cuenta.numero_cuenta}`,
    cuenta.email_bancario,
  ].join('\n');
  return (
    <Card withBorder padding="md" data-testid="cuenta-bancaria">
      <Group justify="space-between" mb="sm" gap="sm">
        <Group gap="xs">
          <IconBuildingBank size={20} aria-hidden />
          <Title order={3} size="h4">
            Datos para transferir
          </Title>
        </Group>
        <CopyButton value={todo} timeout={1500}>
          {({ copied, copy }) => (
            <Text
              component="button"
              type="button"
              onClick={copy}
              size="sm"
              c={copied ? 'teal' : 'green.8'}
              fw={600}
              style={{ background: 'none', border: 0, cursor: 'pointer' }}
            >
              {copied ? 'Datos copiados' : 'Copiar todos los datos'}
            </Text>
          )}
        </CopyButton>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <Dato label="Titular" value={cuenta.titular} />
        <Dato label="RUT" value={cuenta.rut} />
        <Dato label="Banco" value={cuenta.banco} />
        <Dato label="Tipo de cuenta" value={cuenta.tipo_cuenta} />
        <Dato label="Número de cuenta" value={cuenta.numero_cuenta} />
        <Dato label="Correo para comprobantes" value={cuenta.email_bancario} />
      </SimpleGrid>
    </Card>
  );
}
