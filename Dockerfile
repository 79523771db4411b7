# Lead Intake: the service built to JavaScript, run by node on production dependencies only.
# docker build -t lead-intake:0.2.0 .   (docs/operations.md, "Deploy in ten minutes")
ARG BASE=node:20-bookworm-slim

# --- build: compiler, dev dependencies and the tools better-sqlite3 compiles with --------------
FROM ${BASE} AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/install-connector.mjs scripts/
# connector/ is not in the build context, so the postinstall skips it.
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY service service
COPY shared shared
COPY scripts scripts
COPY docs/openapi.json docs/
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- run: no compiler, no npm cache, not root --------------------------------------------------
# npm (for `npm run backup:prod`) must not ask the registry whether it is up to date: no network needed.
FROM ${BASE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    TOKENS_IN_LOG=false \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/dist dist
# The base image's unprivileged user (uid 1000); a new named volume takes this owner and mode.
RUN mkdir -m 0700 /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Ready means the store takes a durable write. The start period covers a first start on a large
# MongoDB collection, which builds its indexes before listening (docs/operations.md).
HEALTHCHECK --interval=30s --timeout=10s --start-period=5m --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is PID 1 and gets SIGTERM itself; it drains requests and exits 0 (main.ts).
CMD ["node", "--enable-source-maps", "dist/service/main.js"]
