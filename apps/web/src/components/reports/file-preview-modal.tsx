import { Box, Button, Center, Group, Image, Modal } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { archivoUrl, tipoVista } from './api/archivo-urls.ts';
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
            {vista === 'pdf' && (
              <iframe
                src={archivoUrl(archivo, true)}
                title={archivo.nombre_original}
                style={{ width: '100%', height: '70vh', border: 0 }}
              />
            )}
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
