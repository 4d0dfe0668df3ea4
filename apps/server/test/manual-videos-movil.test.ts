import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { videoTutorial } from '../src/db/schema/index.ts';
import { buildTestApp } from './helpers.ts';

// Issue 28: the employee and client tutorials are also recorded at phone width (decision 019).
const t = await buildTestApp();
const { app } = t;
const { db } = t.ctx.database;
const cookies = {
  empleado: await t.login('empleado@agrodemo.cl'),
  cliente: await t.login('cliente@agrodemo.cl'),
  admin: await t.login('admin@agrodemo.cl'),
};
const get = (url: string, cookie: string) => app.inject({ url, headers: { cookie } });
const videos = await db.select().from(videoTutorial);
const asset = (name: string) => readFile(new URL(`../assets/demo/manual/${name}`, import.meta.url));

/** Width of an MP4's video track, from its track header (tkhd: 16.16 fixed point, 8 bytes before the end). */
function mp4Width(mp4: Buffer): number {
  let at = mp4.indexOf('tkhd');
  let width = 0;
  while (at > 0) {
    const size = mp4.readUInt32BE(at - 4);
    width = Math.max(width, mp4.readUInt32BE(at - 4 + size - 8) / 65536);
    at = mp4.indexOf('tkhd', at + 4);
  }
  return width;
}

describe('GET /video/{id}?formato=movil', () => {
  it("answers the employee and client tutorials' phone recordings and their own captions", async () => {
    for (const manual of ['empleado', 'cliente'] as const) {
      const propios = videos.filter((v) => v.manual === manual).sort((a, b) => a.orden - b.orden);
      expect(propios.length).toBeGreaterThan(0);
      for (const v of propios) {
        const cookie = cookies[manual];
        const movil = await get(`/api/v1/video/${v.videoId}?formato=movil`, cookie);
        expect(movil.statusCode).toBe(200);
        expect(movil.rawPayload.equals(await asset(`${manual}-${v.orden}-movil.mp4`))).toBe(true);
        expect(mp4Width(movil.rawPayload)).toBeLessThanOrEqual(400);
        const escritorio = await get(`/api/v1/video/${v.videoId}`, cookie);
        expect(mp4Width(escritorio.rawPayload)).toBeGreaterThanOrEqual(900);

        const subs = await get(`/api/v1/video/${v.videoId}/subtitulos?formato=movil`, cookie);
        expect(subs.statusCode).toBe(200);
        expect(subs.body).toBe((await asset(`${manual}-${v.orden}-movil.vtt`)).toString());
        // A phone recording may not reach another manual's readers any more than the desktop one.
        const ajeno = manual === 'empleado' ? cookies.cliente : cookies.empleado;
        expect((await get(`/api/v1/video/${v.videoId}?formato=movil`, ajeno)).statusCode).toBe(404);
      }
    }
  });

  it('falls back to the desktop recording where a tutorial has no phone one, and refuses unknown formats', async () => {
    const admin = videos.find((v) => v.manual === 'admin')!;
    const movil = await get(`/api/v1/video/${admin.videoId}?formato=movil`, cookies.admin);
    const escritorio = await get(`/api/v1/video/${admin.videoId}`, cookies.admin);
    expect(movil.statusCode).toBe(200);
    expect(movil.rawPayload.equals(escritorio.rawPayload)).toBe(true);
    const subs = await get(`/api/v1/video/${admin.videoId}/subtitulos?formato=movil`, cookies.admin);
    expect(subs.body).toBe((await get(`/api/v1/video/${admin.videoId}/subtitulos`, cookies.admin)).body);
    const malo = await get(`/api/v1/video/${admin.videoId}?formato=tablet`, cookies.admin);
    expect(malo.statusCode).toBe(400);
    expect(malo.json().status).toBe('error');
  });
});
