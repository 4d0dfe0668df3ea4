import { Box, Button, Center, Group, Image, Loader, Modal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { IconDownload } from '@tabler/icons-react';
import { archivoUrl } from './api/archivo-url.ts';
import { tipoVista } from './tipo-vista.ts';
import type { ArchivoServicio } from './api/get-archivos.ts';

/** Preview of one report file: images, video (streamed with Range) and PDF inline; a download button always. */
export function FilePreviewModal({
  archivo,
  onClose,
}: {
  archivo: ArchivoServicio | null;
  onClose: () => void;
}) {
  const vista = archivo ? tipoVista(archivo.extension) : null;
  return (
    <Modal
      opened={archivo !== null}
      onClose={onClose}
      title={archivo?.nombre_original}
      size="xl"
      centered
      // Long file names wrap instead of pushing the close button out of a phone's screen.
      styles={{ title: { overflowWrap: 'anywhere', minWidth: 0 } }}
    >
      {archivo && (
        <>
          <Box data-testid="file-preview">
            {vista === 'imagen' && (
              <Image src={archivoUrl(archivo, true)} alt={archivo.nombre_original} fit="contain" mah="70vh" />
            )}
            {vista === 'video' && (
              <video
                src={archivoUrl(archivo, true)}
                controls
                preload="metadata"
                style={{ width: '100%', maxHeight: '70vh', background: '#000' }}
              >
                <track kind="captions" />
              </video>
            )}
            {vista === 'pdf' && <PdfFrame src={archivoUrl(archivo, true)} title={archivo.nombre_original} />}
            {vista === 'descarga' && (
              <Center py="xl">Este archivo no tiene vista previa; descárgalo para abrirlo.</Center>
            )}
          </Box>
          <Group justify="flex-end" mt="md">
            <Button
              component="a"
              href={archivoUrl(archivo)}
              download={archivo.nombre_original}
              leftSection={<IconDownload size={16} />}
              variant="light"
            >
              Descargar
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}

/**
 * The PDF through a blob: URL: the server forbids framing its own answers (frame-ancestors 'none'),
 * which would block the browser's viewer on the file's URL; a blob: document carries no such header.
 */
function PdfFrame({ src, title }: { src: string; title: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    fetch(src, { credentials: 'same-origin' })
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setUrl(objectUrl);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);
  if (failed) return <Center py="xl">No se pudo mostrar el PDF; descárgalo para abrirlo.</Center>;
  if (!url)
    return (
      <Center h="70vh">
        <Loader size="sm" aria-label="Cargando PDF" />
      </Center>
    );
  return (
    <iframe src={url} data-file={src} title={title} style={{ width: '100%', height: '70vh', border: 0 }} />
  );
}
