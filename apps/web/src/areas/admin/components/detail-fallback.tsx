import { Alert, Center, Loader } from '@mantine/core';
import { MSG } from '@agro/domain/messages';
import { DetailHeader } from './detail-header.tsx';

/**
 * A detail page before it has its record: a loader while the record loads, else the back link
 * with the spec's "no data for this id", so a wrong link still leads back to the list.
 */
export function DetailFallback({
  cargando,
  loaderLabel,
  back,
  name,
}: {
  cargando: boolean;
  loaderLabel: string;
  back: { to: string; label: string };
  name: string;
}) {
  if (cargando)
    return (
      <Center py="xl">
        <Loader aria-label={loaderLabel} />
      </Center>
    );
  return (
    <>
      <DetailHeader back={back} name={name} facts={[]} />
      <Alert color="gray">{MSG.sinDatosId}</Alert>
    </>
  );
}
