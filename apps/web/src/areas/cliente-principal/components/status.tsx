import { Alert, Badge, Center, Loader } from '@mantine/core';
import { estadoDetalle, estadoLista, isActivo } from '@agro/domain/format';
import { MSG } from '@agro/domain/messages';

/** A centred loader while a list or record loads. */
export const Cargando = ({ label }: { label: string }) => (
  <Center py="xl">
    <Loader aria-label={label} />
  </Center>
);

/** The empty (or failed) state of a list: the spec's text. */
export const Vacio = ({ texto }: { texto: string }) => (
  <Alert color="gray" variant="light">
    {texto}
  </Alert>
);

/**
 * Record state: Activo/desuso in lists, Activo/Inactivo in details (docs/RULES.md#entities); an active account
 * invited but without a password yet is "Invitación pendiente".
 */
export const EstadoBadge = ({
  activo,
  detalle = false,
  pendiente = false,
}: {
  activo: boolean | null | undefined;
  detalle?: boolean;
  pendiente?: boolean;
}) =>
  pendiente && isActivo(activo) ? (
    <Badge color="yellow" variant="light" miw="max-content">
      {MSG.invitacionPendiente}
    </Badge>
  ) : (
    <Badge color={isActivo(activo) ? 'green' : 'gray'} variant="light" miw="max-content">
      {detalle ? estadoDetalle(activo) : estadoLista(activo)}
    </Badge>
  );
