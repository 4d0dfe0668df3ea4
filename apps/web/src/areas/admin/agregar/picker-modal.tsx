import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CpsTable } from '../registro/cps-table.tsx';
import { ParcelasTable } from '../registro/parcelas-table.tsx';

/** The client registry in a modal; "Seleccionar" picks a client id. */
export function CpsModal({
  opened,
  onClose,
  onPick,
}: {
  opened: boolean;
  onClose: () => void;
  onPick: (cpId: number) => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Registro de Clientes"
      size="xl"
      centered
      fullScreen={phone}
    >
      {opened && (
        <CpsTable
          actionLabel="Seleccionar"
          action={(c) => (
            <Button size="compact-sm" variant="light" onClick={() => (onPick(c.cp_id), onClose())}>
              Seleccionar
            </Button>
          )}
        />
      )}
    </Modal>
  );
}

/** The territory registry in a modal; with `onPick`, "Seleccionar" picks a territory, otherwise it is for reference. */
export function ParcelasModal({
  opened,
  onClose,
  onPick,
}: {
  opened: boolean;
  onClose: () => void;
  onPick?: (t: { cp_id: number; parcelarel_id: number; id: string }) => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Registro de Territorios"
      size="xl"
      centered
      fullScreen={phone}
    >
      {opened && (
        <ParcelasTable
          actionLabel={onPick ? 'Seleccionar' : 'ID'}
          action={(p) =>
            onPick ? (
              <Button size="compact-sm" variant="light" onClick={() => (onPick(p), onClose())}>
                Seleccionar
              </Button>
            ) : (
              p.id
            )
          }
        />
      )}
    </Modal>
  );
}
