# The Mindprint server image: builds the API and the web app, then serves both on port 4000.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/package.json
COPY web/package.json web/package.json
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
# HOST: the container's own interface; outside a container the server listens on loopback unless told otherwise.
ENV NODE_ENV=production PORT=4000 HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app /app
EXPOSE 4000
CMD ["node", "--enable-source-maps", "api/dist/main.js"]
