import { claveMovil } from '@agro/domain/contracts/video';
import type { Tx } from '../client.ts';
import { videoTutorial } from '../schema/index.ts';
import { demoAsset } from './demo-assets.ts';
import type { StagedFiles } from './staged-files.ts';

type Manual = 'empleado' | 'cliente' | 'admin';

/** Tutorial titles per manual, in display order (the employee manual has three). */
const TUTORIALES: Record<Manual, string[]> = {
  empleado: [
    'Ver Información - EDEB',
    'Ver Información - EDEB Sensores',
    'Cambiar Datos De Perfil Y Contraseña',
  ],
  cliente: [
    'Ver Información - EDEB',
    'Ver Información - EDEB Sensores',
    'Gestionar Territorios y Trabajadores',
    'Revisar Finanzas',
    'Cambiar Datos De Perfil Y Contraseña',
  ],
  admin: ['Registrar Clientes', 'Subir Información', 'Gestionar Finanzas', 'Administrar Usuarios'],
};

// The manuals read on phones (employees and clients) also have a recording made at 375 px (decision 019).
const CON_MOVIL: readonly Manual[] = ['empleado', 'cliente'];

export interface PlannedVideo {
  manual: Manual;
  titulo: string;
  orden: number;
  storageKey: string;
  thumbnailKey: string;
  subtitulosKey: string;
  tamano: number;
}

/**
 * Stores each tutorial's own recording, thumbnail and Spanish captions (assets/demo/manual/{manual}-{n},
 * recorded from the app by `npm run record:manuals`, scripts/manual-flows.mjs naming the same tasks),
 * and for the phone manuals the 375 px recording and its captions beside them ({manual}-{n}-movil).
 */
export async function stageVideos(files: StagedFiles): Promise<PlannedVideo[]> {
  const planned = (Object.entries(TUTORIALES) as [Manual, string[]][]).flatMap(([manual, titulos]) =>
    titulos.map(async (titulo, i): Promise<PlannedVideo> => {
      const base = `manual/${manual}-${i + 1}` as const;
      const [video, thumbnail, captions] = await Promise.all([
        demoAsset(`${base}.mp4`),
        demoAsset(`${base}.jpg`),
        demoAsset(`${base}.vtt`),
      ]);
      const [mp4, jpg, vtt] = await Promise.all([
        files.put(`videos/${manual}`, 'mp4', 'video/mp4', `${titulo}.mp4`, video),
        files.put(`videos/${manual}`, 'jpg', 'image/jpeg', `${titulo}.jpg`, thumbnail),
        files.put(`videos/${manual}`, 'vtt', 'text/vtt', `${titulo}.vtt`, captions),
      ]);
      // Optional: `npm run record:manuals` starts a seeded server before it has recorded any, and the
      // server plays the desktop recording where there is no phone one.
      const movil = CON_MOVIL.includes(manual)
        ? await Promise.all([demoAsset(`${base}-movil.mp4`), demoAsset(`${base}-movil.vtt`)]).catch(
            () => null,
          )
        : null;
      if (movil)
        await Promise.all([
          files.putAt(claveMovil(mp4.storageKey), movil[0]),
          files.putAt(claveMovil(vtt.storageKey), movil[1]),
        ]);
      return {
        manual,
        titulo,
        orden: i + 1,
        storageKey: mp4.storageKey,
        thumbnailKey: jpg.storageKey,
        subtitulosKey: vtt.storageKey,
        tamano: mp4.tamano,
      };
    }),
  );
  return Promise.all(planned);
}

export async function insertVideos(tx: Tx, videos: PlannedVideo[]): Promise<void> {
  await tx.insert(videoTutorial).values(videos.map((v) => ({ ...v, mime: 'video/mp4' })));
}
