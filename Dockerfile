# syntax=docker/dockerfile:1
# The careers site as one container: `docker build -t careers . && docker run -p 3000:3000 \
#   -e SESSION_SECRET=... -v careers-data:/data careers`. See docs/operations.md, "Deploying the container".
# tests/e2e/production-install.test.ts performs these same steps without Docker.

# The base image is named in full in each FROM (no ARG): Dependabot updates only literal FROM
# lines (dependabot-core#2057), and both stages must move together.

# better-sqlite3 is a native addon: it downloads a prebuilt binary, or compiles one when none
# fits, so the stages that install dependencies have a compiler. The runtime image does not.
FROM node:26-slim AS toolchain
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./

# Build: all dependencies, then the browser bundle and the server bundle into dist/.
FROM toolchain AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies only, without what compiling better-sqlite3 left behind (its C sources
# and object files: 27 MB of its 29).
FROM toolchain AS production-deps
COPY scripts/prune-native-builds.mjs scripts/
RUN npm ci --omit=dev --no-audit --no-fund \
  && node scripts/prune-native-builds.mjs node_modules

# Runtime: production dependencies and the build, as the unprivileged `node` user.
FROM node:26-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
# A heap bound that suits one small container: with V8's default, sized from the host's memory,
# the heap grows to ~350 MB before collecting in earnest (BENCHMARKS.md, "Memory"). Override with
# `-e NODE_OPTIONS=...` for a bigger container. The process that judges uploaded resumes sets its own
# (64 MB, docs/decisions/012): the container holds both in 512 MB (RELIABILITY.md).
ENV NODE_OPTIONS=--max-old-space-size=128
WORKDIR /app
COPY package.json ./
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The company's site folder (SITE_DIR): mount another over it, or point SITE_DIR at a volume.
COPY --from=build /app/site ./site
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself as PID 1 receives SIGTERM directly and shuts down gracefully (npm would relay it).
CMD ["node", "dist/server/index.js"]
