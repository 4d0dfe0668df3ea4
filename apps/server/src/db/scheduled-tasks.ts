import type { DbOrTx } from './client.ts';
import { tareaProgramada } from './schema/index.ts';

/** The scheduled jobs every installation has, demo data or not (docs/RULES.md#operations). */
export const SCHEDULED_TASKS = [
  {
    eventName: 'recordatorio_facturas_vencidas',
    intervaloMinutos: 1440,
    descripcion: 'Recordatorio por correo a clientes con facturas vencidas',
  },
  {
    eventName: 'aviso_nuevos_informes',
    intervaloMinutos: 15,
    descripcion: 'Aviso de nuevos informes a clientes y trabajadores',
  },
  {
    eventName: 'purga_sesiones',
    intervaloMinutos: 60,
    descripcion: 'Purga de sesiones y enlaces de recuperación vencidos',
  },
  {
    eventName: 'limpieza_archivos',
    intervaloMinutos: 1440,
    descripcion: 'Elimina archivos almacenados de más de un día que ningún registro usa',
  },
  {
    eventName: 'limpieza_subidas',
    intervaloMinutos: 60,
    descripcion: 'Elimina las subidas reanudables sin publicar de más de 24 horas',
  },
] as const;

/** Registers the scheduled tasks; existing rows (and their active flag) are left as they are. */
export async function ensureScheduledTasks(db: DbOrTx): Promise<void> {
  await db
    .insert(tareaProgramada)
    .values(SCHEDULED_TASKS.map((t) => ({ ...t })))
    .onConflictDoNothing({ target: tareaProgramada.eventName });
}
