import { and, eq } from 'drizzle-orm';
import { archivoServicio, parcela, servicio } from '../db/schema/index.ts';
import { isStaff } from '../lib/actor.ts';
import { canSeeParcela } from './rules.ts';
import { findServicio } from '../lib/lookups.ts';
import { selectServicioConArchivos } from '../modules/servicio/archivos-queries.ts';
import { asId, policy } from './types.ts';

/*
 * A service and its report files are visible exactly when their territory is (staff, its company's
 * principal client, a linked employee). They are named by global ids and server-made file names, so
 * anything else answers 404 like a record that does not exist (docs/decisions/007).
 */

/** A live service with its territory. */
export const servicioPolicy = policy({
  load: (db, { key }) => findServicio(db, asId(key)),
  can: (actor, _action, row) => canSeeParcela(actor, row.parcela),
});

/** A live service's territory with all its report files, in one round trip (the viewers' hot list). */
export const servicioConArchivosPolicy = policy({
  load: (db, { key }) => selectServicioConArchivos(db, asId(key)),
  can: (actor, _action, row) => canSeeParcela(actor, row.parcela),
});

/** A stored report file by its server-made name `{nombre}.{extension}`. */
export const archivoServicioPolicy = policy({
  load: async (db, { key }) => {
    const [nombre = '', extension = ''] = String(key).split('.');
    const [row] = await db
      .select({
        archivo: archivoServicio,
        parcela: { parcelaId: parcela.parcelaId, cpId: parcela.cpId },
        isDeleted: servicio.isDeleted,
      })
      .from(archivoServicio)
      .innerJoin(servicio, eq(servicio.servicioId, archivoServicio.servicioId))
      .innerJoin(parcela, eq(parcela.parcelaId, servicio.parcelaId))
      .where(and(eq(archivoServicio.nombre, nombre), eq(archivoServicio.extension, extension)));
    return row;
  },
  // A removed service's files stay reachable for staff only (as before the removal, by name).
  can: (actor, _action, row) => (!row.isDeleted || isStaff(actor)) && canSeeParcela(actor, row.parcela),
});
