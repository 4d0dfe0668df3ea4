import { Alert, Button, Card, Checkbox, Group, NumberInput, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconList, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { estadoDetalle } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';
import { clienteQuery } from '../../cliente/api/get-cliente.ts';
import type { Cliente } from '../../cliente/api/keys.ts';
import { InfoGrid } from '../components/info-grid.tsx';
import { ClientesModal } from './picker-modal.tsx';

/** Agregar Territorio step 1: find the client by ID (or pick it from the registry) and confirm it. */
export function ClienteLookup(props: {
  cliente: Cliente | null;
  onCliente: (c: Cliente | null) => void;
  confirmado: boolean;
  onConfirmado: (v: boolean) => void;
}) {
  const qc = useQueryClient();
  const [id, setId] = useState<number | string>(props.cliente?.cp_id ?? '');
  const [buscando, setBuscando] = useState(false);
  const [noEncontrado, setNoEncontrado] = useState(false);
  const [registro, registroModal] = useDisclosure(false);

  async function buscar(cpId = Number(id)) {
    props.onConfirmado(false);
    props.onCliente(null);
    setNoEncontrado(false);
    if (!Number.isInteger(cpId) || cpId < 1) return setNoEncontrado(true);
    setBuscando(true);
    try {
      const c = await qc.fetchQuery(clienteQuery(cpId));
      props.onCliente(c);
      setNoEncontrado(!c);
    } catch {
      setNoEncontrado(true);
    } finally {
      setBuscando(false);
    }
  }

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label="ID del Cliente"
          required
          min={1}
          allowDecimal={false}
          value={id}
          onChange={setId}
          w={180}
          onKeyDown={(e) => e.key === 'Enter' && buscar()}
        />
        <Button leftSection={<IconSearch size={16} />} onClick={() => buscar()} loading={buscando}>
          Buscar
        </Button>
        <Button variant="light" leftSection={<IconList size={16} />} onClick={registroModal.open}>
          Registro de Clientes
        </Button>
      </Group>
      {noEncontrado && <Alert color="red">{MSG.sinDatosId}</Alert>}
      {props.cliente && (
        <Card withBorder>
          <InfoGrid
            items={[
              { label: 'ID', value: props.cliente.cp_id },
              { label: 'Nombre', value: props.cliente.nombre },
              { label: 'RUT', value: props.cliente.rut },
              { label: 'Email', value: props.cliente.email },
              { label: 'Ciudad', value: props.cliente.ciudad },
              { label: 'Estado', value: estadoDetalle(props.cliente.is_active) },
            ]}
          />
          <Checkbox
            mt="md"
            label="Confirmo que este es el cliente correcto"
            checked={props.confirmado}
            onChange={(e) => props.onConfirmado(e.currentTarget.checked)}
          />
        </Card>
      )}
      <ClientesModal
        opened={registro}
        onClose={registroModal.close}
        onPick={(cpId) => {
          setId(cpId);
          void buscar(cpId);
        }}
      />
    </Stack>
  );
}
