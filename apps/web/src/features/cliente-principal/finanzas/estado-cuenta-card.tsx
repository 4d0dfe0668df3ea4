import { Button, Card, Group, Text, TextInput, Title } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { todayInSantiago } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { addDays } from '@agro/domain/periods';
import { estadoCuentaQuerySchema } from '@agro/domain/schemas/envio';
import { notify } from '../../../lib/notify.ts';
import { ApiError } from '../../../lib/request.ts';
import { descargarEstadoCuenta } from '../api/descargar-documentos.ts';

/** The account statement of a period as a PDF (last 90 days by default). */
export function EstadoCuentaCard({ cp }: { cp: number }) {
  const hoy = todayInSantiago();
  const [inicio, setInicio] = useState(addDays(hoy, -90));
  const [termino, setTermino] = useState(hoy);
  const [cargando, setCargando] = useState(false);
  const valido = estadoCuentaQuerySchema.safeParse({ inicio, termino });
  const error = valido.success ? null : (valido.error.issues[0]?.message ?? MSG.errorSolicitud);

  const descargar = async () => {
    if (!valido.success) return;
    setCargando(true);
    try {
      await descargarEstadoCuenta(cp, inicio, termino);
    } catch (err) {
      notify.error(err instanceof ApiError ? err.mensaje : MSG.errorSolicitud);
    } finally {
      setCargando(false);
    }
  };

  return (
    <Card withBorder padding="md">
      <Title order={3} size="h4" mb={4}>
        Estado de cuenta
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Saldo inicial, facturas, pagos y saldo final del periodo, en PDF.
      </Text>
      <Group align="flex-start" gap="sm">
        <TextInput
          type="date"
          label="Desde"
          value={inicio}
          onChange={(e) => setInicio(e.currentTarget.value)}
          error={error}
          w={{ base: '100%', xs: 170 }}
        />
        <TextInput
          type="date"
          label="Hasta"
          value={termino}
          onChange={(e) => setTermino(e.currentTarget.value)}
          w={{ base: '100%', xs: 170 }}
        />
        <Button
          mt={{ base: 0, xs: 25 }}
          variant="light"
          leftSection={<IconFileDownload size={16} />}
          onClick={descargar}
          loading={cargando}
          disabled={!valido.success}
        >
          Descargar estado de cuenta
        </Button>
      </Group>
    </Card>
  );
}
