import { eq, isNotNull } from 'drizzle-orm';
import { claveMovil } from '@agro/domain/contracts/video';
import { describe, expect, it } from 'vitest';
import { archivoServicio, comprobante, parcela, usuario, videoTutorial } from '../src/db/schema/index.ts';
import { runTask } from '../src/jobs/scheduler.ts';
import { buildTestApp } from './helpers.ts';

const t = await buildTestApp();
const { ctx } = t;
const { db } = ctx.database;
const DAY_MS = 24 * 3600_000;

async function allKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of ctx.storage.list('')) keys.push(o.key);
  return keys.sort();
}

/** Every key some row names: report files, receipts, tutorial videos and thumbnails, avatars. */
async function referencedKeys(): Promise<string[]> {
  const stored = new Set(await allKeys());
  const keys = [
    ...(await db.select({ k: archivoServicio.storageKey }).from(archivoServicio)).map((r) => r.k),
    ...(await db.select({ k: comprobante.storageKey }).from(comprobante)).map((r) => r.k),
    ...(await db.select().from(videoTutorial)).flatMap((v) => [
      v.storageKey,
      v.thumbnailKey ?? '',
      v.subtitulosKey ?? '',
      // The phone recording and captions beside a tutorial's files, where it has them.
      ...[claveMovil(v.storageKey), v.subtitulosKey ? claveMovil(v.subtitulosKey) : ''].filter((k) =>
        stored.has(k),
      ),
    ]),
    ...(await db.select().from(usuario).where(isNotNull(usuario.avatarNom))).map(
      (u) => `avatars/${u.avatarNom}.${u.avatarExt}`,
    ),
    ...(await db.select().from(parcela).where(isNotNull(parcela.avatarNom))).map(
      (p) => `parcelas/${p.avatarNom}.${p.avatarExt}`,
    ),
  ];
  return keys.filter(Boolean).sort();
}

describe('limpieza_archivos', () => {
  it('deletes only stored objects older than a day that no row references', async () => {
    // Give one user and one territory an avatar, so both avatar kinds are referenced.
    const [u] = await db
      .update(usuario)
      .set({ avatarNom: 'a'.repeat(32), avatarExt: 'png' })
      .where(eq(usuario.usuarioId, 1))
      .returning();
    const [p] = await db
      .update(parcela)
      .set({ avatarNom: 'b'.repeat(32), avatarExt: 'jpg' })
      .where(eq(parcela.parcelaId, 1))
      .returning();
    await ctx.storage.put(`avatars/${u!.avatarNom}.png`, Buffer.from('avatar'));
    await ctx.storage.put(`parcelas/${p!.avatarNom}.jpg`, Buffer.from('imagen'));
    const referenced = await referencedKeys();
    const orphans = [
      'servicios/huerfano.mp4',
      'comprobantes/huerfano.pdf',
      'avatars/huerfano.png',
      'parcelas/huerfano.jpg',
      'videos/admin/huerfano.jpg',
    ];
    for (const k of orphans) await ctx.storage.put(k, Buffer.from('x'));
    expect(await allKeys()).toEqual([...referenced, ...orphans].sort());

    // Today nothing is a day old yet: an upload may still be writing its rows.
    expect(await runTask(ctx, 'limpieza_archivos', new Date(), { manual: true })).toMatchObject({
      ran: true,
      status: 'ok',
    });
    expect(await allKeys()).toEqual([...referenced, ...orphans].sort());

    const later = new Date(Date.now() + 2 * DAY_MS);
    const outcome = await runTask(ctx, 'limpieza_archivos', later, { manual: true });
    expect(outcome).toMatchObject({ ran: true, status: 'ok' });
    expect(outcome.ran && outcome.detail).toContain(`eliminados: ${orphans.length} sin registro`);
    expect(await allKeys()).toEqual(referenced);
  });
});
