# The production images (docs/operations.md, "Containers"): `app`, the standalone server alone, and `front`, nginx
# with the build's static files. Not built on the development machine (no container engine there): `npm run front`
# starts the same topology from Debian's packages, and the PostgreSQL e2e pass runs through it.
#   docker build --target app -t goldmoon-member .      docker compose up

FROM node:20-bookworm-slim AS build
WORKDIR /src
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The front's configuration (scripts/front/nginx.conf for the compose services) and a self-signed certificate:
# mount a real one over /etc/nginx/front/{cert,key}.pem in production.
FROM build AS front-config
RUN apt-get update && apt-get install -y --no-install-recommends openssl && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /front \
  && FRONT_BROTLI=0 node scripts/front.mjs --config-only > /front/nginx.conf \
  && openssl req -x509 -newkey rsa:2048 -nodes -days 365 -subj /CN=localhost -addext subjectAltName=DNS:localhost \
       -keyout /front/key.pem -out /front/cert.pem

FROM nginx:1.27-bookworm AS front
COPY --from=front-config /front/ /etc/nginx/front/
COPY --from=build /src/.next/static /srv/.next/static
COPY --from=build /src/public /srv/public
EXPOSE 443
HEALTHCHECK --interval=10s --timeout=3s CMD ["curl", "-fsk", "-o", "/dev/null", "https://127.0.0.1/api/health"]
CMD ["nginx", "-c", "/etc/nginx/front/nginx.conf", "-g", "daemon off;"]

# Only the standalone output (server code, its packages, static files, migrations), run by an unprivileged user.
FROM node:20-bookworm-slim AS app
# NEXT_MANUAL_SIG_HANDLE: SIGTERM is the app's own graceful shutdown (server/boot/shutdown.ts), not Next's.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOSTNAME=0.0.0.0 PORT=3000 NEXT_MANUAL_SIG_HANDLE=1
WORKDIR /app
RUN groupadd --system app && useradd --system --gid app --home-dir /app app && mkdir -p /app/.data && chown app:app /app/.data
COPY --from=build --chown=app:app /src/.next/standalone ./
USER app
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
