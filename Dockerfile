# Agro Monitoreo: the compiled server and the built web app on plain `node`, as a non-root user.
# Build: docker build --build-arg GIT_COMMIT=$(git rev-parse --short HEAD) -t agro-monitoreo .   Run with compose.yaml (PostgreSQL, MinIO, 2 replicas, nginx).

# 0. The workspace manifests, so dependency layers are rebuilt only when they change.
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

# 1. Everything needed to build: all workspaces' dependencies, then `npm run build`
#    (web app with Vite, server bundled by esbuild into apps/server/dist).
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
# The commit /health and the developer panel report; the build context has no .git
# (docker build --build-arg GIT_COMMIT=$(git rev-parse --short HEAD) .).
ARG GIT_COMMIT=dev
RUN GIT_COMMIT=$GIT_COMMIT npm run build

# 2. The server's production dependencies only (no TypeScript loader, no build tools, no web libraries).
FROM manifests AS deps
RUN npm ci --omit=dev --no-audit --no-fund --workspace @agro/server --include-workspace-root=false \
  && mkdir -p apps/server/node_modules

# 3. What runs: node, the bundle, its migrations and seed assets, the built web app.
FROM node:24-bookworm-slim
# HOST: the container's own network is the boundary (compose publishes only nginx); without it,
# TRUST_PROXY would bind the loopback address, unreachable from the nginx container.
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/agro
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/apps/server/node_modules ./apps/server/node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/server/assets ./apps/server/assets
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /var/lib/agro && chown node:node /var/lib/agro
USER node
EXPOSE 3000
# /health answers 503 while the database is unreachable and while the process shuts down.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node is PID 1's only child-free process here: it receives SIGTERM from `docker stop` directly
# and shuts down gracefully (stop accepting, finish requests, stop jobs, close the database).
# The same flags as scripts/lib/server-command.mjs (why: there).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=16", "apps/server/dist/main.js"]
