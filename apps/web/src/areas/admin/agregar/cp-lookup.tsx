import { Alert, Button, Card, Checkbox, Group, NumberInput, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconList, IconSearch } from '@tabler/icons-react';
import { MSG } from '@agro/domain/messages';
import { InfoGrid } from '../components/info-grid.tsx';
import { fichaCp } from './cp-lookup-state.ts';
import { CpsModal } from './picker-modal.tsx';
import { useCpLookup, type CpLookupProps } from './use-cp-lookup.ts';

/** Agregar Territorio step 1: find the client by ID (or pick it from the registry) and confirm it. */
export function CpLookup(props: CpLookupProps) {
  const s = useCpLookup(props);
  const [registro, registroModal] = useDisclosure(false);
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NumberInput
          label="ID del Cliente"
          required
          min={1}
          allowDecimal={false}
          value={s.id}
          onChange={s.setId}
          w={180}
          onKeyDown={(e) => e.key === 'Enter' && s.buscar()}
        />
        <Button leftSection={<IconSearch size={16} />} onClick={() => s.buscar()} loading={s.buscando}>
          Buscar
        </Button>
        <Button variant="light" leftSection={<IconList size={16} />} onClick={registroModal.open}>
          Registro de Clientes
        </Button>
      </Group>
      {s.noEncontrado && <Alert color="red">{MSG.sinDatosId}</Alert>}
      {props.cp && (
        <Card withBorder>
          <InfoGrid items={fichaCp(props.cp)} />
          <Checkbox
            mt="md"
            label="Confirmo que este es el cliente correcto"
            checked={props.confirmado}
            onChange={(e) => props.onConfirmado(e.currentTarget.checked)}
          />
        </Card>
      )}
      <CpsModal opened={registro} onClose={registroModal.close} onPick={s.elegir} />
    </Stack>
  );
}
