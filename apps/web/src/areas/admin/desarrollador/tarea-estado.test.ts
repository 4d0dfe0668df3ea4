import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@agro/domain/format';
import {
  cambioTodas,
  proximaEjecucion,
  tareaActiva,
  ultimaEjecucion,
  ultimoResultado,
} from './tarea-estado.ts';

const base = { status: 'true' as 'true' | 'false', next_run_at: null, last_run_at: null, last_status: null };

describe('tarea', () => {
  it('reads the state the server keeps as text', () => {
    expect(tareaActiva({ status: 'true' })).toBe(true);
    expect(tareaActiva({ status: 'false' })).toBe(false);
  });
  it('says a task never ran, and when it will run next', () => {
    const at = '2026-11-27T10:00:00.000Z';
    expect(ultimaEjecucion(base)).toBe('Nunca');
    expect(proximaEjecucion({ ...base, next_run_at: at })).toBe(formatDateTime(at));
    expect(proximaEjecucion(base)).toBe('—');
    expect(proximaEjecucion({ ...base, status: 'false' as const })).toBe('No se ejecutará (inactiva)');
  });
  it('shows the last outcome only after a run', () => {
    expect(ultimoResultado(base)).toBeNull();
    expect(ultimoResultado({ ...base, last_status: 'ok' })).toEqual({ texto: 'Correcto', color: 'agro' });
    expect(ultimoResultado({ ...base, last_status: 'error' })).toEqual({
      texto: 'Con errores',
      color: 'red',
    });
  });
  it('words the confirmation of switching every task', () => {
    expect(cambioTodas(true).titulo).toBe('Activar todas las tareas');
    expect(cambioTodas(false).texto).toMatch(/Ninguna tarea/);
  });
});
