import { Alert, Center, Image, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { MSG } from '@agro/domain/messages';
import { obtenerComprobante } from '../../../features/pago/api/descargar-comprobante.ts';

/**
 * The receipt, fetched through the server's download endpoint (which checks who may see it) and
 * shown inline: an image as is, a PDF in the browser's viewer.
 */
export function ComprobantePreview({ archivo, extension }: { archivo: string; extension: string }) {
  const blob = useQuery({
    queryKey: ['comprobante', archivo, extension],
    queryFn: () => obtenerComprobante({ archivo_nom: archivo, archivo_ext: extension }),
    staleTime: Infinity,
  });
  const url = useMemo(() => (blob.data ? URL.createObjectURL(blob.data) : null), [blob.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (blob.isPending)
    return (
      <Center h={200}>
        <Loader aria-label="Cargando comprobante" />
      </Center>
    );
  if (!url) return <Alert color="red">{MSG.errorSolicitud}</Alert>;
  if (extension === 'pdf')
    return (
      <iframe
        src={url}
        title="Comprobante de transferencia"
        style={{
          width: '100%',
          height: 420,
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 6,
        }}
      />
    );
  return <Image src={url} alt="Comprobante de transferencia" fit="contain" mah={420} radius="sm" />;
}
