import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { territorioDisplayId } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import type { TerritorioEncontrado } from './api/get-territorio.ts';

function Dato({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </div>
  );
}

/** Step 2: the territory by its typed id (`{cp}-T-{n}`), its data, and the data-confirm checkbox. */
export function TerritorioStep(props: {
  typed: string;
  onTyped: (v: string) => void;
  onBuscar: () => void;
  buscando: boolean;
  encontrado: TerritorioEncontrado | undefined;
  error: string | null;
  confirmado: boolean;
  onConfirmado: (v: boolean) => void;
}) {
  const t = props.encontrado;
  return (
    <Stack gap="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          props.onBuscar();
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label="ID del Territorio"
            description="Formato {cliente}-T-{número}, por ejemplo 1-T-001"
            placeholder="Ej.: 1-T-001"
            value={props.typed}
            onChange={(e) => props.onTyped(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 200, maxWidth: 360 }}
          />
          <Button
            type="submit"
            leftSection={<IconSearch size={16} />}
            loading={props.buscando}
            disabled={!props.typed.trim()}
          >
            Buscar
          </Button>
        </Group>
      </form>
      {props.error && <Alert color="red">{props.error}</Alert>}
      {t && (
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            <Dato label="Empresa">{t.parcela.nombre_empresa}</Dato>
            <Dato label="ID del territorio">
              {territorioDisplayId(t.parcela.identificador, t.parcela.parcelarel_id)}
            </Dato>
            <Dato label="Nombre">{t.parcela.nombre}</Dato>
            <Dato label="Región">{t.parcela.region}</Dato>
            <Dato label="Ciudad">{t.parcela.ciudad}</Dato>
            <Dato label="Dirección de referencia">{t.parcela.direccion_ref}</Dato>
            <Dato label="Coordenadas (x, y)">
              ({t.parcela.coordenadas.x}, {t.parcela.coordenadas.y})
            </Dato>
            <Dato label="Servicio contratado">
              {t.servicio ? <Badge variant="light">{t.servicio.tipo_servicio}</Badge> : MSG.sinServicios}
            </Dato>
          </SimpleGrid>
        </Paper>
      )}
      <Checkbox
        label="Confirmo que los datos del territorio son correctos"
        checked={props.confirmado}
        disabled={!t?.servicio}
        onChange={(e) => props.onConfirmado(e.currentTarget.checked)}
      />
    </Stack>
  );
}
