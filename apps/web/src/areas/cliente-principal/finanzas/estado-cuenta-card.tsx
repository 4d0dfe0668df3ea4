import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { todayInSantiago } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { addDays } from '@agro/domain/periods';
import { estadoCuentaQuerySchema } from '@agro/domain/schemas/envio';
import { FechaInput } from '../../../components/ui/fecha-input.tsx';
import { notify } from '../../../lib/notify.ts';
import { ApiError } from '../../../lib/request.ts';
import { descargarEstadoCuenta } from '../api/descargar-documentos.ts';

/** The account statement of a period as a PDF (last 90 days by default). */
export function EstadoCuentaCard({ cp }: { cp: number }) {
  const hoy = todayInSantiago();
  const [inicio, setInicio] = useState<string | null>(addDays(hoy, -90));
  const [termino, setTermino] = useState<string | null>(hoy);
  const [cargando, setCargando] = useState(false);
  const valido = estadoCuentaQuerySchema.safeParse({ inicio, termino });
  const error = valido.success ? null : (valido.error.issues[0]?.message ?? MSG.errorSolicitud);

  const descargar = async () => {
    if (!valido.success) return;
    setCargando(true);
    try {
      await descargarEstadoCuenta(cp, valido.data.inicio, valido.data.termino);
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
        <FechaInput
          label="Desde"
          value={inicio}
          onChange={setInicio}
          error={error}
          w={{ base: '100%', xs: 170 }}
        />
        <FechaInput label="Hasta" value={termino} onChange={setTermino} w={{ base: '100%', xs: 170 }} />
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
