/**
 * /openapi.json (OpenAPI 3.1, generated from the zod schemas the routes validate with) and
 * /docs, Swagger UI served from swagger-ui-dist's own files — no CDN: the network may be
 * closed, and a page pulling scripts from elsewhere would be a supply-chain risk anyway.
 */
import { VERSION } from '../app/version.ts';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { AppEnv } from './context.ts';
import { DOCS_POLICY } from './security-headers.ts';

const INDEX = `<!DOCTYPE html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8">
    <title>GLP Licenciamento — API</title>
    <link rel="stylesheet" href="/docs/swagger-ui.css">
    <link rel="icon" type="image/png" href="/docs/favicon-32x32.png" sizes="32x32">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/docs/swagger-ui-bundle.js"></script>
    <script src="/docs/swagger-ui-standalone-preset.js"></script>
    <script src="/docs/init.js"></script>
  </body>
</html>
`;

// "Try it out" with the session cookie needs the CSRF header on unsafe requests.
const INIT = `window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: '/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
    layout: 'StandaloneLayout',
    requestInterceptor: function (req) {
      var m = document.cookie.match(/(?:^|; )__Host-glp_csrf=([^;]+)/);
      if (m) req.headers['X-CSRF-Token'] = m[1];
      return req;
    },
  });
};
`;

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

let distDir: string | undefined;
function assetPath(name: string): string {
  distDir ??= dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  return join(distDir, name);
}

const cache = new Map<string, Buffer>();

export function openApiDocument(app: OpenAPIHono<AppEnv>) {
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'GLP Licenciamento API',
      version: VERSION,
      description:
        'Municipal LPG (GLP) laws as executable, cited rules, and the licensing around them. Errors are RFC 9457 problem details (application/problem+json) with `errors: [{ field, found, expected }]`. Updates need `If-Match` with the ETag you read (412 when it changed meanwhile, 428 without it); creating requests accept `Idempotency-Key`. Every response carries `X-Request-Id`, which the audit log records with each change.',
    },
    servers: [{ url: '/' }],
  });
}

export function mountDocs(app: OpenAPIHono<AppEnv>): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'A personal token from POST /api/auth/tokens',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: '__Host-glp_session',
    description: 'Browser session from POST /api/auth/login; unsafe requests also need X-CSRF-Token',
  });

  let doc: string | undefined;
  app.get('/openapi.json', () => {
    doc ??= JSON.stringify(openApiDocument(app));
    return new Response(doc, { headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' } });
  });
  app.get('/docs', () => new Response(null, { status: 301, headers: { location: '/docs/' } }));
  app.get(
    '/docs/',
    () =>
      new Response(INDEX, {
        headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': DOCS_POLICY, 'cache-control': 'no-cache' },
      }),
  );
  app.get(
    '/docs/init.js',
    () => new Response(INIT, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' } }),
  );
  app.get('/docs/:file', (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) return c.notFound();
    let body = cache.get(file);
    if (!body) {
      body = readFileSync(assetPath(file));
      cache.set(file, body);
    }
    return new Response(new Uint8Array(body), { headers: { 'content-type': type, 'cache-control': 'public, max-age=86400' } });
  });
}
