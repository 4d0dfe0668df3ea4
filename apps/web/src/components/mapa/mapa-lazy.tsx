import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { MapaProps } from './mapa-parcelas.tsx';

// Leaflet, its stylesheet and the outline data load only where a map is shown.
const Mapa = lazy(async () => ({ default: (await import('./mapa-parcelas.tsx')).MapaParcelas }));

/** The territory map, loaded on first use. */
export function MapaParcelasLazy(props: MapaProps) {
  return (
    <Suspense
      fallback={
        <Center h={props.alto}>
          <Loader aria-label="Cargando mapa" />
        </Center>
      }
    >
      <Mapa {...props} />
    </Suspense>
  );
}
