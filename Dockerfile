# Production image: one Node process serving the site, the API and the studio.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY cms/package.json cms/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund --ignore-scripts && npm rebuild better-sqlite3 sharp esbuild @swc/core
COPY . .
RUN npm run build -w @souk/domain && npm run build -w @souk/frontend && NODE_ENV=production npm run build -w @souk/cms

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=1337 HOST=0.0.0.0
COPY --from=build /app /app
RUN mkdir -p /app/cms/public/uploads && chown -R node:node /app/cms/public/uploads /app/cms
USER node
EXPOSE 1337
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=5 CMD node -e "fetch('http://127.0.0.1:1337/_health').then(r=>process.exit(r.status<500?0:1)).catch(()=>process.exit(1))"
CMD ["node", "scripts/start.mjs"]
