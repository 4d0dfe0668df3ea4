// Debian's nginx as a ceiling (apt-get install nginx): a private instance on a free loopback port.
import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { startProcess, waitForHttp } from './proc.mjs';
import { freePort, scratchDir } from './server.mjs';

/** Starts nginx with `locations` (nginx text) inside one server block; returns {url, dir, stop()}. */
export async function startNginx(locations, { http = '' } = {}) {
  if (spawnSync('nginx', ['-v']).error) throw new Error('nginx is missing: apt-get install -y nginx');
  const dir = scratchDir('nginx');
  chmodSync(dir, 0o755); // workers run as an unprivileged user
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  client_body_temp_path ${dir}/tmp;
  proxy_temp_path ${dir}/tmp;
  ${http}
  server {
    listen 127.0.0.1:${port};
    location = /nginx-health { return 200 'ok'; }
    ${locations}
  }
}
`,
  );
  const proc = startProcess('nginx', ['-c', conf, '-p', dir, '-e', `${dir}/error.log`], { cwd: dir });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/nginx-health`, proc, 10_000);
  const stop = async () => {
    await proc.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return { url, dir, stop };
}
