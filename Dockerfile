# Multi-stage: dependencies and build in throwaway stages, production dependencies only in the
# final image, which runs the built JavaScript (no TypeScript, no tsx) as the unprivileged "node"
# user and writes nothing outside the /data volume, so it runs with --read-only.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary fits
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# the Remix app (build/client, build/server) and the server and the marketplace's command line as
# JavaScript (build/server.js, build/marketplace-cli.js)
RUN npm run build

FROM deps AS prod-deps
# TypeScript is only an optional peer of Remix's packages: nothing runs it in production
RUN npm prune --omit=dev && rm -rf node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver

FROM node:20-bookworm-slim
# glibc's allocator keeps at most two arenas per process instead of one per thread that ever
# allocated (README "Memory")
# IMAGE_DATA_DIR names the volume, so that a MARKETPLACE_DATA_DIR given at run time (a copy of
# .env.example's ./data) is called out at start as a variable to drop (.env.container.example)
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    PORT=3000 \
    MARKETPLACE_DATA_DIR=/data \
    IMAGE_DATA_DIR=/data \
    TRUST_PROXY_REQUIRED=on
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
# the server's own refusal pages (403, 413) read their texts from the locales
COPY locales ./locales
COPY public ./public
RUN mkdir -p /data && chown node:node /data
USER node
# the embedded marketplace's database and uploads (used when MARKETPLACE_API_URL is not set); backed
# up while it runs by `node build/marketplace-cli.js backup <dir>` (README "Backup and restore")
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SESSION_SECRET and TRUST_PROXY must be given at run time (README "The container");
# MARKETPLACE_DEV_CALLS and MARKETPLACE_DEMO are never set here. node itself is the container's
# process (no npm or shell around it, so SIGTERM reaches it): start.js runs one worker per core
# the container is given (WEB_CONCURRENCY to choose, README "Workers"); the V8 heap flags, the same
# as `npm start`'s, are inherited by every worker (README "Memory")
CMD ["node", "--enable-source-maps", "--max-old-space-size=256", "build/start.js"]
