import { Alert, Card, Group, Slider, Stack, Switch, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { formatDate } from '@agro/domain/format';
import { archivoUrl } from '../reports/api/archivo-url.ts';
import { AreaLimite } from './area-limite.tsx';
import { useParcelaMapa } from './api/get-parcela-mapa.ts';
import { type ParcelaMapa } from './api/get-parcelas-mapa.ts';
import { ControlCapas, LeyendaCapa } from './control-capas.tsx';
import { LimiteAcciones, type Previa } from './limite-acciones.tsx';
import { MapaParcelasLazy } from './mapa-lazy.tsx';
import { useCapasRaster } from './use-capas-raster.ts';
import type { Superposicion } from './use-edicion.ts';

/**
 * The small map of a territory detail page: marker and boundary, computed area against the declared
 * extension, the selected period's index or true-colour layer with its legend and tap read-out (or,
 * without index layers, the latest image over the boundary), and (for staff and the owning client)
 * boundary upload with a preview on the map, drawing, removal and restoring the previous one.
 */
export function ParcelaMapaCard({ parcelaId, editable }: { parcelaId: number; editable: boolean }) {
  const q = useParcelaMapa(parcelaId);
  const [puntos, setPuntos] = useState<number[][] | null>(null);
  const [previa, setPrevia] = useState<Previa | null>(null);
  const t = q.data;
  const parcelas = useMemo(() => (t ? [t] : []), [t]);
  const capas = useCapasRaster(parcelas);
  const conCapas = capas.periodos.length > 0;
  const imagen = useImagenSuperpuesta(conCapas ? undefined : t);
  const dibujo = useMemo(
    () => (puntos ? { puntos, agregar: (p: [number, number]) => setPuntos([...puntos, p]) } : null),
    [puntos],
  );

  if (q.isError) return null;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={5}>Mapa del territorio</Title>
        {t && <AreaLimite parcela={t} />}
        <ControlCapas estado={capas} id={`t${parcelaId}`} />
        <MapaParcelasLazy
          parcelas={parcelas}
          alto={360}
          etiqueta="Mapa del territorio"
          raster={capas.raster}
          superposicion={imagen.superposicion}
          dibujo={dibujo}
          previa={previa?.datos.geometria ?? null}
        />
        <LeyendaCapa estado={capas} />
        {t && imagen.control}
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

/**
 * The latest report image stretched over the boundary's box, for territories without index layers:
 * its switch and opacity slider, and what the map lays over.
 */
function useImagenSuperpuesta(t: ParcelaMapa | undefined) {
  const [ver, setVer] = useState(false);
  const [opacidad, setOpacidad] = useState(0.7);
  const imagen = t?.ultima_imagen;
  const bbox = t?.limite?.bbox;
  const superposicion = useMemo<Superposicion | null>(
    () =>
      ver && imagen && bbox
        ? { url: archivoUrl(imagen, true), bbox: bbox as [number, number, number, number], opacidad }
        : null,
    [ver, imagen, bbox, opacidad],
  );
  if (!t || !imagen) return { superposicion: null, control: null };
  const control = (
    <>
      <Group gap="md" wrap="wrap" align="center">
        <Switch
          label={`Superponer última imagen (${formatDate(imagen.termino)})`}
          checked={ver}
          disabled={!t.limite}
          onChange={(e) => setVer(e.currentTarget.checked)}
        />
        {ver && t.limite && (
          <Stack gap={2} style={{ flex: '1 1 160px', maxWidth: 260 }}>
            <Text size="xs">Opacidad de la imagen</Text>
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
      {!t.limite && (
        <Alert color="gray" p="xs">
          <Text size="xs">Registra un límite para superponer la última imagen sobre el territorio.</Text>
        </Alert>
      )}
    </>
  );
  return { superposicion, control };
}
