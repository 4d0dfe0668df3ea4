import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { MSG } from '@agro/domain/messages';
import { parcelaUpdateSchema, type ParcelaUpdateInput } from '@agro/domain/schemas/parcela';
import { enModal } from '../../../lib/modal-failure.ts';
import { useZodForm } from '../../../lib/use-zod-form.ts';
import { type Parcela } from '../api/keys.ts';
import { useActualizarParcela } from '../api/actualizar-parcela.ts';
import { ParcelaFields, parcelaValoresDe } from '../../../components/parcela/parcela-fields.tsx';

/** Each area's wording: the back office writes its title and buttons in capitals. */
const TEXTOS = {
  admin: { titulo: 'Modificar Territorio', cancelar: 'Cancelar', guardar: 'Guardar' },
  cliente: { titulo: 'Modificar territorio', cancelar: 'Cancelar', guardar: 'Guardar' },
} as const;

/**
 * "Modificar territorio" (back office and principal client): name, region, city, address, coordinates,
 * extension in m², notes; PUT /parcela/id. `children` adds what only one area offers (the admin's delete).
 * Callers remount it per saved version, so Cancel returns to the saved values.
 */
export function ModificarParcelaModal({
  parcela,
  area,
  opened,
  onClose,
  children,
}: {
  parcela: Parcela;
  area: keyof typeof TEXTOS;
  opened: boolean;
  onClose: () => void;
  children?: ReactNode;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  const textos = TEXTOS[area];
  const update = useActualizarParcela(parcela.parcelarel_id);
  const form = useZodForm(parcelaUpdateSchema, {
    // The saved region is one of the list's; the schema checks it again on submit.
    initialValues: { ...parcelaValoresDe(parcela), cp_id: parcela.cp_id } as ParcelaUpdateInput,
  });

  const guardar = (d: ReturnType<typeof form.getTransformedValues>) =>
    // The spec's client also sends the point as '(x,y)'.
    enModal(() => update.mutateAsync({ ...d, coordenadas: `(${d.coord_x},${d.coord_y})` }), {
      ok: MSG.territorioActualizado,
      fallo: MSG.territorioNoActualizado,
      onClose,
    });

  const cerrar = () => {
    form.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={cerrar} title={textos.titulo} size="lg" centered fullScreen={phone}>
      <form onSubmit={form.onSubmit(guardar)} noValidate>
        <Stack gap="sm">
          {area === 'admin' ? (
            <ParcelaFields campo={form.getInputProps} />
          ) : (
            <ParcelaFields
              campo={form.getInputProps}
              nombreLabel="Nombre"
              ciudadMax={200}
              ejemplos={false}
              notasFilas={[3, 8]}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={cerrar}>
              {textos.cancelar}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {textos.guardar}
            </Button>
          </Group>
        </Stack>
      </form>
      {children}
    </Modal>
  );
}
