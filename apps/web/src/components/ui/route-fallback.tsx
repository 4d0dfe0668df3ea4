import { Center, Loader } from '@mantine/core';

/** Shown while a lazily loaded route's code arrives. */
export function RouteFallback() {
  return (
    <Center mih="40vh">
      <Loader aria-label="Cargando" />
    </Center>
  );
}
