import { formatDateTime } from '@agro/domain/format';
import type { TareaDto } from '@agro/domain/schemas/operaciones';

type Tarea = Pick<TareaDto, 'status' | 'next_run_at' | 'last_run_at' | 'last_status'>;

/** The server keeps a task's state as the text 'true' or 'false'. */
export const tareaActiva = (t: Pick<TareaDto, 'status'>) => t.status === 'true';

export const ultimaEjecucion = (t: Tarea) => (t.last_run_at ? formatDateTime(t.last_run_at) : 'Nunca');

/** An inactive task has no next run, and says so. */
export function proximaEjecucion(t: Tarea): string {
  if (t.next_run_at) return formatDateTime(t.next_run_at);
  return tareaActiva(t) ? '—' : 'No se ejecutará (inactiva)';
}

/** The last outcome as a badge, or null before the first run. */
export function ultimoResultado(t: Tarea): { texto: string; color: string } | null {
  if (!t.last_status) return null;
  return t.last_status === 'ok'
    ? { texto: 'Correcto', color: 'agro' }
    : { texto: 'Con errores', color: 'red' };
}

/** The confirm dialog of "Activar todas" / "Desactivar todas". */
export const cambioTodas = (activa: boolean) =>
  activa
    ? { titulo: 'Activar todas las tareas', texto: 'Todas las tareas programadas volverán a ejecutarse.' }
    : {
        titulo: 'Desactivar todas las tareas',
        texto: 'Ninguna tarea programada se ejecutará hasta que se active de nuevo.',
      };
