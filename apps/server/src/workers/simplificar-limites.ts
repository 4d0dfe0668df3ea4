// The map list's boundaries, read as JSON text, parsed and simplified off the request thread
// (modules/mapa/service.ts): a thousand 200-vertex boundaries are megabytes of JSON.
import type { Geometria } from '@agro/domain/limites';
import { simplificar } from '../modules/mapa/simplificar.ts';

export function run(input: { textos: (string | null)[]; tolerancia: number }): (Geometria | null)[] {
  return input.textos.map((t) =>
    t === null ? null : simplificar(JSON.parse(t) as Geometria, input.tolerancia),
  );
}
