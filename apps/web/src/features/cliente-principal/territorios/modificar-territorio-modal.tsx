import {
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { REGIONES } from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { parcelaUpdateSchema } from '@agro/domain/schemas/parcela';
import { notify } from '../../../lib/notify.ts';
import { failureMessage } from '../../../lib/request.ts';
import type { Parcela } from '../api/get-parcelas.ts';
import { useUpdateParcela } from '../api/update-parcela.ts';

interface Valores {
  nombre: string;
  region: string;
  ciudad: string;
  direccion_ref: string;
  coord_x: number | string;
  coord_y: number | string;
  extension: number | string;
  notas: string;
}

const valoresDe = (p: Parcela): Valores => ({
  nombre: p.nombre,
  region: p.region,
  ciudad: p.ciudad,
  direccion_ref: p.direccion_ref,
  coord_x: p.coordenadas.x,
  coord_y: p.coordenadas.y,
  extension: p.extension,
  notas: p.notas,
});

/** "Modificar territorio": name, region (list of Chile's regions), city, address, coordinates, extension in m², notes. */
export function ModificarTerritorioModal({
  parcela,
  opened,
  onClose,
}: {
  parcela: Parcela;
  opened: boolean;
  onClose: () => void;
}) {
  const [v, setV] = useState<Valores>(() => valoresDe(parcela));
  const [errores, setErrores] = useState<Record<string, string>>({});
  const update = useUpdateParcela(parcela.parcelarel_id);
  const set =
    <K extends keyof Valores>(k: K) =>
    (value: Valores[K]) =>
      setV((prev) => ({ ...prev, [k]: value }));

  async function enviar(e: FormEvent) {
    e.preventDefault();
    const parsed = parcelaUpdateSchema.safeParse({ ...v, cp_id: parcela.cp_id });
    if (!parsed.success) {
      setErrores(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrores({});
    try {
      const d = parsed.data;
      // The spec's client also sends the point as '(x,y)'.
      await update.mutateAsync({ ...d, coordenadas: `(${d.coord_x},${d.coord_y})` });
      notify.success(MSG.territorioActualizado);
      onClose();
    } catch (err) {
      const msg = failureMessage(err, MSG.territorioNoActualizado);
      notify.error(msg);
      if (msg === MSG.inicieSesion) onClose();
    }
  }

  const cerrar = () => {
    setV(valoresDe(parcela));
    setErrores({});
    onClose();
  };

  return (
    <Modal opened={opened} onClose={cerrar} title="Modificar territorio" size="lg" centered>
      <form onSubmit={enviar} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Nombre"
            required
            value={v.nombre}
            onChange={(e) => set('nombre')(e.currentTarget.value)}
            error={errores.nombre}
            maxLength={200}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Región"
              required
              data={[...REGIONES]}
              value={v.region}
              onChange={(r) => set('region')(r ?? '')}
              allowDeselect={false}
              searchable
              error={errores.region}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput
              label="Ciudad"
              required
              value={v.ciudad}
              onChange={(e) => set('ciudad')(e.currentTarget.value)}
              error={errores.ciudad}
              maxLength={200}
            />
          </SimpleGrid>
          <TextInput
            label="Dirección de referencia"
            required
            value={v.direccion_ref}
            onChange={(e) => set('direccion_ref')(e.currentTarget.value)}
            error={errores.direccion_ref}
            maxLength={300}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NumberInput
              label="Latitud"
              required
              decimalScale={6}
              min={-90}
              max={90}
              value={v.coord_x}
              onChange={set('coord_x')}
              error={errores.coord_x}
            />
            <NumberInput
              label="Longitud"
              required
              decimalScale={6}
              min={-180}
              max={180}
              value={v.coord_y}
              onChange={set('coord_y')}
              error={errores.coord_y}
            />
            <NumberInput
              label="Extensión (m²)"
              required
              min={0}
              thousandSeparator="."
              decimalSeparator=","
              value={v.extension}
              onChange={set('extension')}
              error={errores.extension}
            />
          </SimpleGrid>
          <Textarea
            label="Notas"
            autosize
            minRows={3}
            maxRows={8}
            value={v.notas}
            onChange={(e) => set('notas')(e.currentTarget.value)}
            error={errores.notas}
            maxLength={2000}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={cerrar}>
              Cancelar
            </Button>
            <Button type="submit" loading={update.isPending}>
              Guardar
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
