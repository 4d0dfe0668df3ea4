import { Alert, FileInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFile, IconPhoto, IconVideo } from '@tabler/icons-react';
import {
  EXTENSIONES,
  MAX_BYTES,
  SLOTS_SUBIDA,
  type ClaseArchivo,
  type GrupoArchivos,
} from '@agro/domain/constants';
import { MSG } from '@agro/domain/messages';
import { claseDeSlot } from '@agro/domain/schemas/subida';
import type { ArchivosPorCampo } from './api/subir-archivos.ts';

const CLASES: {
  clase: ClaseArchivo;
  titulo: string;
  etiqueta: string;
  accept: string;
  icon: typeof IconPhoto;
}[] = [
  {
    clase: 'imagen',
    titulo: 'Imágenes',
    etiqueta: 'Imagen',
    accept: 'image/png,image/jpeg,image/gif',
    icon: IconPhoto,
  },
  {
    clase: 'video',
    titulo: 'Videos',
    etiqueta: 'Video',
    accept: 'video/mp4,video/webm,video/mpeg,video/x-msvideo,.avi,.mpg,.mpeg',
    icon: IconVideo,
  },
  {
    clase: 'documento',
    titulo: 'Resúmenes (PDF o Word)',
    etiqueta: 'Resumen',
    accept: '.pdf,.doc,.docx,application/pdf',
    icon: IconFile,
  },
];

const MB = 1024 * 1024;
const limite = (clase: ClaseArchivo) =>
  MAX_BYTES[clase] >= 1024 * MB ? `${MAX_BYTES[clase] / (1024 * MB)} GB` : `${MAX_BYTES[clase] / MB} MB`;

/** Why a chosen file cannot go in a slot of a class (extension and size; the server checks the content). */
export function problemaArchivo(file: File, clase: ClaseArchivo): string | null {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!EXTENSIONES[clase].includes(ext))
    return `${MSG.tipoArchivoNoPermitido} (${EXTENSIONES[clase].join(', ')})`;
  if (file.size > MAX_BYTES[clase]) return `${MSG.archivoMuyGrande} (${limite(clase)})`;
  if (file.size === 0) return MSG.seleccioneArchivo;
  return null;
}

/** The file slots of one upload group (docs/RULES.md#api), one input per multipart field, grouped by kind. */
export function ArchivosStep(props: {
  grupo: GrupoArchivos;
  titulo: string;
  archivos: ArchivosPorCampo;
  errores: Record<string, string>;
  onChange: (campo: string, file: File | null) => void;
}) {
  const slots = SLOTS_SUBIDA[props.grupo].map((s) => ({ ...s, clase: claseDeSlot(s.clase) }));
  return (
    <Stack gap="lg">
      <div>
        <Title order={4}>{props.titulo}</Title>
        <Text size="sm" c="dimmed">
          Adjunta al menos un archivo. Los espacios vacíos no se envían.
        </Text>
      </div>
      {CLASES.map((c) => {
        const deClase = slots.filter((s) => s.clase === c.clase);
        if (deClase.length === 0) return null;
        const Icon = c.icon;
        return (
          <Stack key={c.clase} gap="xs">
            <Text fw={600} size="sm">
              {props.grupo === 'global' ? 'Resúmenes mensuales (PDF o Word)' : c.titulo} · hasta{' '}
              {limite(c.clase)} cada uno
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {deClase.map((s, i) => (
                <FileInput
                  key={s.campo}
                  label={`${props.grupo === 'global' ? 'Resumen mensual' : c.etiqueta} ${i + 1}`}
                  placeholder="Seleccionar archivo"
                  accept={c.accept}
                  leftSection={<Icon size={16} />}
                  clearable
                  value={props.archivos[s.campo] ?? null}
                  onChange={(f) => props.onChange(s.campo, f)}
                  error={props.errores[s.campo]}
                  fileInputProps={{ 'aria-label': `archivo ${props.grupo} ${s.campo}` }}
                />
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
      {Object.keys(props.errores).length > 0 && (
        <Alert color="red" variant="light">
          Revisa los archivos marcados antes de continuar.
        </Alert>
      )}
    </Stack>
  );
}
