// Records the manuals' tutorial videos from the running app (npm run record:manuals, after npm run build).
// Starts the built server with demo data on a free port (scripts/lib/chromium.mjs, as the e2e suite does), drives Chromium
// through each task with Playwright's video recording, then writes per tutorial into
// apps/server/assets/demo/manual/: an H.264 MP4 (ffmpeg), a Spanish WebVTT caption track timed to the
// steps as they were performed, and a JPEG thumbnail taken from the recording. The employee and client
// tutorials are recorded a second time at phone width (375 px) as {file}-movil.mp4/.vtt (decision 019).
// `npm run record:manuals -- cliente-4 empleado-1-movil` records only those.
import { execFileSync } from 'node:child_process';
import {
  mkdtempSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillLogin, launchChromium, startBuiltServer } from './lib/chromium.mjs';
import { FLOWS } from './manual-flows.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

// Playwright's video recording runs its own downloaded ffmpeg; point it at Debian's instead (no download):
// a private browsers folder holding only a link to /usr/bin/ffmpeg where Playwright looks for its build.
const browsersDir = mkdtempSync(path.join(os.tmpdir(), 'agro-rec-pw-'));
const { browsers } = JSON.parse(
  readFileSync(path.join(root, 'node_modules/playwright-core/browsers.json'), 'utf8'),
);
const ffmpegDir = path.join(browsersDir, `ffmpeg-${browsers.find((b) => b.name === 'ffmpeg').revision}`);
mkdirSync(ffmpegDir);
symlinkSync(process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg', path.join(ffmpegDir, 'ffmpeg-linux'));
process.env.PLAYWRIGHT_BROWSERS_PATH = browsersDir;
const outDir = path.join(root, 'apps/server/assets/demo/manual');
const SIZE = { width: 1280, height: 720 };
// Desktop: recorded at 1280 px, encoded at 960 px. Phone: a 375 × 667 screen, encoded as is; small, low bitrate.
const ESCRITORIO = { suffix: '', size: SIZE, scale: 'scale=960:-2', thumbnail: true };
// The phone's video frame is 376 × 668: H.264 and Playwright's own VP8 recorder need even sides.
const MOVIL = {
  suffix: '-movil',
  size: { width: 375, height: 667 },
  video: { width: 376, height: 668 },
  scale: 'scale=376:-2',
  thumbnail: false,
};
const variantsOf = (flow) => (flow.email === 'admin@agrodemo.cl' ? [ESCRITORIO] : [ESCRITORIO, MOVIL]);

/** Signs in once per role in an unrecorded context, so recordings start on the task, not the login form. */
async function sessionOf(browser, baseUrl, email) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: SIZE, locale: 'es-CL' });
  const page = await context.newPage();
  await page.goto('/login');
  await fillLogin(page, email);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const state = await context.storageState();
  await context.close();
  return state;
}

const vttTime = (s) => {
  const ms = Math.max(0, Math.round(s * 1000));
  const h = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const m = String(Math.floor(ms / 60_000) % 60).padStart(2, '0');
  const sec = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${h}:${m}:${sec}.${String(ms % 1000).padStart(3, '0')}`;
};

/** Performs a flow in a recording context; returns the raw video path and the cues (seconds from its start). */
async function record(browser, baseUrl, storageState, flow, tmp, variant) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: variant.size,
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
    storageState,
    recordVideo: { dir: tmp, size: variant.video ?? variant.size },
  });
  const page = await context.newPage();
  const started = Date.now();
  // Open the area's home first and cut that from the video: it starts on a loaded page, not a spinner.
  await page.goto(flow.home);
  await page.locator('main h2').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(500);
  const t0 = Date.now();
  const lead = (t0 - started) / 1000;
  const cues = [];
  for (const step of flow.steps) {
    const start = (Date.now() - t0) / 1000;
    try {
      await step.run(page);
    } catch (err) {
      console.warn(`  paso omitido (${flow.file}): ${step.text}: ${err.message.split('\n')[0]}`);
    }
    await page.waitForTimeout(step.hold ?? 2500);
    cues.push({ start, end: (Date.now() - t0) / 1000, text: step.text });
  }
  const video = page.video();
  await context.close();
  return { raw: await video.path(), cues, lead };
}

function encode(raw, cues, lead, file, variant) {
  const mp4 = path.join(outDir, `${file}.mp4`);
  const end = cues.at(-1).end;
  execFileSync('ffmpeg', [
    ...['-y', '-loglevel', 'error', '-ss', lead.toFixed(2), '-i', raw, '-t', end.toFixed(2), '-an'],
    ...['-vf', `fps=10,${variant.scale}`, '-c:v', 'libx264', '-preset', 'slow', '-crf', '32'],
    ...['-pix_fmt', 'yuv420p', '-profile:v', 'main', '-movflags', '+faststart', mp4],
  ]);
  // The thumbnail: late in the second step, once its screen has loaded (the first frames can be blank).
  const at = cues.length > 1 ? Math.max(cues[1].end - 0.5, cues[1].start) : end / 2;
  if (variant.thumbnail)
    execFileSync('ffmpeg', [
      ...['-y', '-loglevel', 'error', '-ss', at.toFixed(2), '-i', mp4, '-frames:v', '1'],
      ...['-vf', 'scale=480:-2', '-q:v', '6', path.join(outDir, `${file}.jpg`)],
    ]);
  const vtt = [
    'WEBVTT',
    '',
    ...cues.flatMap((c, i) => [`${i + 1}`, `${vttTime(c.start)} --> ${vttTime(c.end)}`, c.text, '']),
  ];
  writeFileSync(path.join(outDir, `${file}.vtt`), vtt.join('\n'));
}

const only = process.argv.slice(2);
const { baseUrl, stop } = await startBuiltServer({
  port: 4100 + Math.floor(Math.random() * 200),
  tmpPrefix: 'agro-rec-',
  timeoutMs: 120_000,
});
// Ctrl-C or a kill still stops the server this script started.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    void stop().finally(() => process.exit(130));
  });
const tmp = mkdtempSync(path.join(os.tmpdir(), 'agro-rec-video-'));
const browser = await launchChromium();
try {
  mkdirSync(outDir, { recursive: true });
  const sessions = new Map();
  for (const flow of FLOWS) {
    for (const variant of variantsOf(flow)) {
      const file = `${flow.file}${variant.suffix}`;
      if (only.length && !only.includes(file)) continue;
      if (!sessions.has(flow.email)) sessions.set(flow.email, await sessionOf(browser, baseUrl, flow.email));
      console.log(`grabando ${file}`);
      const state = sessions.get(flow.email);
      const { raw, cues, lead } = await record(browser, baseUrl, state, flow, tmp, variant);
      encode(raw, cues, lead, file, variant);
    }
  }
} finally {
  await browser.close();
  await stop();
  rmSync(tmp, { recursive: true, force: true });
  rmSync(browsersDir, { recursive: true, force: true });
}
const files = readdirSync(outDir);
const total = files.reduce((sum, f) => sum + statSync(path.join(outDir, f)).size, 0);
console.log(`${files.length} archivos en ${path.relative(root, outDir)}, ${(total / 1e6).toFixed(2)} MB`);
