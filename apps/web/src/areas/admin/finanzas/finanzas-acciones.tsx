import { Button, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconBuildingBank, IconCashBanknote, IconPlus } from '@tabler/icons-react';
import type { DialogoFinanzas } from './finanzas-state.ts';

/** The page header's buttons: Agregar Deuda, Saldar Deuda (disabled with its reason) and the bank account. */
export function FinanzasAcciones({
  sinSaldar,
  abrir,
}: {
  sinSaldar: string | null;
  abrir: (d: DialogoFinanzas) => void;
}) {
  return (
    <>
      <Button leftSection={<IconPlus size={16} />} onClick={() => abrir({ tipo: 'agregar' })}>
        Agregar Deuda
      </Button>
      {/* Disabled, it says why (issue 28); data-disabled keeps the tooltip reachable by hover, focus and touch. */}
      <Tooltip label={sinSaldar} disabled={!sinSaldar} events={{ hover: true, focus: true, touch: true }}>
        <Button
          variant="light"
          leftSection={<IconCashBanknote size={16} />}
          onClick={() => sinSaldar === null && abrir({ tipo: 'saldar' })}
          data-disabled={sinSaldar !== null || undefined}
          aria-disabled={sinSaldar !== null || undefined}
          aria-describedby={sinSaldar ? 'saldar-motivo' : undefined}
        >
          Saldar Deuda
        </Button>
      </Tooltip>
      {sinSaldar && <VisuallyHidden id="saldar-motivo">{sinSaldar}</VisuallyHidden>}
      <Button
        variant="default"
        leftSection={<IconBuildingBank size={16} />}
        onClick={() => abrir({ tipo: 'cuenta' })}
      >
        Cuenta bancaria
      </Button>
    </>
  );
}
