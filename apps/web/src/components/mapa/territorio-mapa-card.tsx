import { Alert, Card, Group, Slider, Stack, Switch, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { formatDate } from '@agro/domain/format';
import { archivoUrl } from '../reports/api/archivo-urls.ts';
import { AreaLimite } from './area-limite.tsx';
import { useTerritorioMapa } from './api/get-territorios-mapa.ts';
import { LimiteAcciones, type Previa } from './limite-acciones.tsx';
import { MapaTerritoriosLazy } from './mapa-lazy.tsx';

/**
 * The small map of a territory detail page: marker and boundary, computed area against the declared
 * extension, the latest image over the boundary with an opacity slider, and (for staff and the
 * owning client) boundary upload with a preview on the map, drawing, removal and restoring the previous one.
 */
export function TerritorioMapaCard({ parcelaId, editable }: { parcelaId: number; editable: boolean }) {
  const q = useTerritorioMapa(parcelaId);
  const [puntos, setPuntos] = useState<number[][] | null>(null);
  const [previa, setPrevia] = useState<Previa | null>(null);
  const [verImagen, setVerImagen] = useState(false);
  const [opacidad, setOpacidad] = useState(0.7);
  const t = q.data;
  const territorios = useMemo(() => (t ? [t] : []), [t]);
  const imagen = t?.ultima_imagen;
  const bbox = t?.limite?.bbox;
  const superposicion = useMemo(
    () =>
      verImagen && imagen && bbox
        ? { url: archivoUrl(imagen, true), bbox: bbox as [number, number, number, number], opacidad }
        : null,
    [verImagen, imagen, bbox, opacidad],
  );
  const dibujo = useMemo(
    () => (puntos ? { puntos, agregar: (p: [number, number]) => setPuntos([...puntos, p]) } : null),
    [puntos],
  );

  if (q.isError) return null;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={5}>Mapa del territorio</Title>
        {t && <AreaLimite territorio={t} />}
        <MapaTerritoriosLazy
          territorios={territorios}
          alto={320}
          etiqueta="Mapa del territorio"
          superposicion={superposicion}
          dibujo={dibujo}
          previa={previa?.datos.geometria ?? null}
        />
        {t && imagen && (
          <Group gap="md" wrap="wrap" align="center">
            <Switch
              label={`Superponer última imagen (${formatDate(imagen.termino)})`}
              checked={verImagen}
              disabled={!t.limite}
              onChange={(e) => setVerImagen(e.currentTarget.checked)}
            />
            {verImagen && t.limite && (
              <Stack gap={2} style={{ flex: '1 1 160px', maxWidth: 260 }}>
                <Text size="xs" id={`opacidad-${parcelaId}`}>
                  Opacidad de la imagen
                </Text>
                <Slider
                  thumbLabel="Opacidad de la imagen"
                  min={0}
                  max={1}
                  step={0.05}
                  value={opacidad}
                  onChange={setOpacidad}
                  label={(v) => `${Math.round(v * 100)} %`}
                />
              </Stack>
            )}
          </Group>
        )}
        {t && imagen && !t.limite && (
          <Alert color="gray" p="xs">
            <Text size="xs">Registra un límite para superponer la última imagen sobre el territorio.</Text>
          </Alert>
        )}
        {t && editable && (
          <LimiteAcciones
            parcelaId={t.parcela_id}
            tieneLimite={!!t.limite}
            anterior={t.limite_anterior}
            puntos={puntos}
            setPuntos={setPuntos}
            previa={previa}
            setPrevia={setPrevia}
          />
        )}
      </Stack>
    </Card>
  );
}
