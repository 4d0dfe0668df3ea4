import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { videoTutorial } from '../src/db/schema/index.ts';
import { buildTestApp } from './helpers.ts';

// The manuals' tutorials are screen recordings of the app (npm run record:manuals), not test patterns.
const t = await buildTestApp();
const { app } = t;
const { db } = t.ctx.database;
const cookies = {
  empleado: await t.login('empleado@agrodemo.cl'),
  cliente: await t.login('cliente@agrodemo.cl'),
  admin: await t.login('admin@agrodemo.cl'),
};
const get = (url: string, cookie?: string) => app.inject({ url, headers: cookie ? { cookie } : {} });
const videos = await db.select().from(videoTutorial);
const of = (manual: 'empleado' | 'cliente' | 'admin') => videos.filter((v) => v.manual === manual);

/** Seconds of an MP4 from its movie header (mvhd, version 0 or 1). */
function mp4Duration(mp4: Buffer): number {
  const at = mp4.indexOf('mvhd');
  expect(at).toBeGreaterThan(0);
  const version = mp4[at + 4];
  if (version === 1) return Number(mp4.readBigUInt64BE(at + 28)) / mp4.readUInt32BE(at + 24);
  return mp4.readUInt32BE(at + 20) / mp4.readUInt32BE(at + 16);
}

/** Seconds of a WebVTT timestamp (hh:mm:ss.mmm). */
const vttSeconds = (ts: string) => ts.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);

describe('manual tutorial videos', () => {
  it('are H.264 MP4 recordings longer than the old 5-second pattern, each with its own thumbnail', async () => {
    expect(videos).toHaveLength(12);
    const thumbnails = new Set<string>();
    const recordings = new Set<string>();
    for (const v of videos) {
      const res = await get(`/api/v1/video/${v.videoId}`, cookies.admin);
      expect(res.statusCode).toBe(200);
      const mp4 = res.rawPayload;
      expect(mp4.subarray(4, 8).toString()).toBe('ftyp');
      expect(mp4.includes('avc1')).toBe(true);
      // faststart: the index (moov) comes before the media data, so playback starts at once.
      expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'));
      expect(mp4Duration(mp4)).toBeGreaterThan(12);
      expect(mp4Duration(mp4)).toBeLessThan(60);
      recordings.add(createHash('sha256').update(mp4).digest('hex'));

      const jpg = await get(`/static/videos/${v.manual}/${v.videoId}.jpg`, cookies.admin);
      expect(jpg.statusCode).toBe(200);
      expect(jpg.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      thumbnails.add(createHash('sha256').update(jpg.rawPayload).digest('hex'));
    }
    expect(recordings.size).toBe(videos.length);
    expect(thumbnails.size).toBe(videos.length);
  });

  it('stay small enough for the repository and the seed', () => {
    const total = videos.reduce((sum, v) => sum + v.tamano, 0);
    expect(total).toBeLessThan(8_000_000);
  });
});

describe('GET /video/{id}/subtitulos', () => {
  it('serves a Spanish WebVTT track timed within its video', async () => {
    for (const v of videos) {
      const res = await get(`/api/v1/video/${v.videoId}/subtitulos`, cookies.admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
      const vtt = res.body;
      expect(vtt.startsWith('WEBVTT')).toBe(true);
      const cues = [...vtt.matchAll(/^(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})\n(.+)$/gm)];
      expect(cues.length).toBeGreaterThanOrEqual(4);
      for (const [, start, end, text] of cues) {
        expect(vttSeconds(end!)).toBeGreaterThan(vttSeconds(start!));
        expect(text).toMatch(/[a-záéíóúñ]/);
      }
      const video = await get(`/api/v1/video/${v.videoId}`, cookies.admin);
      expect(vttSeconds(cues.at(-1)![2]!)).toBeLessThanOrEqual(mp4Duration(video.rawPayload) + 1);
    }
  });

  it("follows the video's access: the caller's own manual only, staff every one", async () => {
    const [empleado] = of('empleado');
    const [cliente] = of('cliente');
    const [admin] = of('admin');
    const subs = (id: number, cookie?: string) => get(`/api/v1/video/${id}/subtitulos`, cookie);
    expect((await subs(empleado!.videoId, cookies.empleado)).statusCode).toBe(200);
    expect((await subs(admin!.videoId, cookies.empleado)).statusCode).toBe(404);
    expect((await subs(cliente!.videoId, cookies.empleado)).statusCode).toBe(404);
    expect((await subs(empleado!.videoId, cookies.cliente)).statusCode).toBe(404);
    expect((await subs(admin!.videoId, cookies.cliente)).statusCode).toBe(404);
    expect((await subs(cliente!.videoId, cookies.cliente)).statusCode).toBe(200);
    expect((await subs(empleado!.videoId, cookies.admin)).statusCode).toBe(200);
    expect((await subs(empleado!.videoId)).statusCode).toBe(401);
    expect((await subs(99999, cookies.admin)).statusCode).toBe(404);
  });

  it('404 for a tutorial without captions', async () => {
    const [v] = of('admin');
    await db.update(videoTutorial).set({ subtitulosKey: null }).where(eq(videoTutorial.videoId, v!.videoId));
    expect((await get(`/api/v1/video/${v!.videoId}/subtitulos`, cookies.admin)).statusCode).toBe(404);
    expect((await get(`/api/v1/video/${v!.videoId}`, cookies.admin)).statusCode).toBe(200);
  });
});
