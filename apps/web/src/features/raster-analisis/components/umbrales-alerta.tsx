import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { formatDecimal } from '@agro/domain/format';
import { INDICES, type TipoIndice } from '@agro/domain/indices';
import { MSG } from '@agro/domain/messages';
import { MSG_INDICES } from '@agro/domain/messages-raster';
import { notify } from '../../../lib/notify.ts';
import { useUmbrales, type UmbralesRaster } from '../api/get-umbrales.ts';
import { umbralesBodySchema, useGuardarUmbrales } from '../api/guardar-umbrales.ts';

interface Valores {
  caida_media: number | string;
  aumento_critica: number | string;
}

// The schema's messages are the domain's own (MSG_INDICES): shown as they are under each field.
function validar(indice: TipoIndice, v: Valores): Record<string, string> {
  const r = umbralesBodySchema.safeParse({ indice, ...v });
  const errores: Record<string, string> = {};
  if (!r.success) for (const i of r.error.issues) errores[String(i.path[0])] ??= i.message;
  return errores;
}

function textos(indice: TipoIndice) {
  const d = INDICES[indice];
  const subirEsMalo = d.claseCritica === d.clases.length - 1;
  return {
    caida: subirEsMalo
      ? `Subida de la media (${d.unidad || 'unidades del índice'})`
      : `Caída de la media (${d.unidad || 'unidades del índice'})`,
    critica: `Aumento de «${d.clases[d.claseCritica]?.etiqueta ?? ''}» (puntos porcentuales del área)`,
  };
}

function Formulario({ parcelaId, indice, u }: { parcelaId: number; indice: TipoIndice; u: UmbralesRaster }) {
  const guardar = useGuardarUmbrales(parcelaId);
  const form = useForm<Valores>({
    initialValues: { caida_media: u.caida_media, aumento_critica: u.aumento_critica },
    validate: (v) => validar(indice, v),
  });
  // Another index (or a saved answer) brings other values.
  useEffect(() => {
    form.setValues({ caida_media: u.caida_media, aumento_critica: u.aumento_critica });
    form.resetDirty({ caida_media: u.caida_media, aumento_critica: u.aumento_critica });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [u.caida_media, u.aumento_critica, indice]);
  const t = textos(indice);
  const enviar = form.onSubmit((v) =>
    guardar.mutate(umbralesBodySchema.parse({ indice, ...v }), {
      onSuccess: () => notify.success(MSG_INDICES.umbralesGuardados),
      onError: (e) => notify.error(e.message || MSG.errorSolicitud),
    }),
  );
  return (
    <form onSubmit={enviar} noValidate aria-label={`Umbrales de alerta de ${INDICES[indice].etiqueta}`}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberInput
            label={t.caida}
            decimalSeparator=","
            step={0.01}
            min={0}
            {...form.getInputProps('caida_media')}
          />
          <NumberInput
            label={t.critica}
            decimalSeparator=","
            step={1}
            min={0}
            max={100}
            {...form.getInputProps('aumento_critica')}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={guardar.isPending} disabled={!form.isDirty()}>
            Guardar umbrales
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SoloLectura({ indice, u }: { indice: TipoIndice; u: UmbralesRaster }) {
  const t = textos(indice);
  const d = INDICES[indice];
  return (
    <Stack gap={4} data-testid="umbrales-lectura">
      <Text size="sm">
        {t.caida}: <strong>{formatDecimal(u.caida_media, d.decimales)}</strong>
      </Text>
      <Text size="sm">
        {t.critica}: <strong>{formatDecimal(u.aumento_critica, 1)}</strong>
      </Text>
      <Text size="xs" c="dimmed">
        Solo el cliente principal de la empresa puede cambiarlos.
      </Text>
    </Stack>
  );
}

/**
 * Alert thresholds of a territory for one index: when a new period's mean worsens, or the critical
 * class grows, by more than these against the period before, the company gets an alert.
 */
export function UmbralesAlerta(props: { parcelaId: number; indice: TipoIndice; editable: boolean }) {
  const q = useUmbrales(props.parcelaId, props.indice);
  if (q.isPending)
    return (
      <Center py="md">
        <Loader aria-label="Cargando umbrales" />
      </Center>
    );
  if (q.isError) return <Alert color="red">{q.error.message || MSG.errorSolicitud}</Alert>;
  return (
    <Stack gap="sm" data-testid="umbrales">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Se avisa por la campana y por correo cuando un periodo empeora respecto del anterior más que estos
          umbrales.
        </Text>
        {q.data.predeterminado && (
          <Badge variant="light" color="gray">
            Valores predeterminados
          </Badge>
        )}
      </Group>
      {props.editable ? (
        <Formulario parcelaId={props.parcelaId} indice={props.indice} u={q.data} />
      ) : (
        <SoloLectura indice={props.indice} u={q.data} />
      )}
    </Stack>
  );
}
