# syntax=docker/dockerfile:1
# Multi-stage: dependencies and build in throwaway stages, production dependencies only in the
# final image, which runs as the unprivileged "node" user.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary fits
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build

FROM deps AS prod-deps
RUN npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    MARKETPLACE_DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json server.ts tsconfig.json ./
COPY app/lib ./app/lib
# the server's own refusal pages (403, 413) read their texts from the locales
COPY locales ./locales
COPY marketplace ./marketplace
COPY contract ./contract
COPY public ./public
RUN mkdir -p /data && chown node:node /data
USER node
# the embedded marketplace's database (used when MARKETPLACE_API_URL is not set)
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SESSION_SECRET must be given at run time; MARKETPLACE_DEV_CALLS and MARKETPLACE_DEMO are never set here
CMD ["node", "--import", "tsx", "server.ts"]
