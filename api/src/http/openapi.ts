// The OpenAPI 3.1 document of the REST facade, generated from its route table: paths, parameters, bodies and the
// `data` of each envelope come from the routes' zod schemas (JSON Schema 2020-12, the dialect OpenAPI 3.1 uses).
import { z } from 'zod';
import { REST_ROOT_PATHS, rootsOf, type RestRoot, type RestRoute } from './rest-kit.js';

type JsonSchema = Record<string, unknown>;

const CLIENT_HEADERS: Array<{ name: string; description: string }> = [
  { name: 'logid', description: 'Tracking id from POST /api/app/v2/generate/logid' },
  { name: 'App-Version', description: 'Client version' },
  { name: 'Exam-App-Id', description: 'App id (87)' },
  { name: 'hl', description: 'Interface language (CN, EN, FR, ES, JA, HK, DE, PT, KR); EN when absent' },
  { name: 'uid', description: 'Anonymous visitor id' },
];

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete converted.$schema;
  return converted;
}

/** express's `:name` segments as OpenAPI's `{name}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}');
}

function parameters(route: RestRoute): JsonSchema[] {
  const list: JsonSchema[] = [];
  const add = (where: 'path' | 'query', shape: z.ZodObject | undefined) => {
    for (const [name, field] of Object.entries(shape?.shape ?? {})) {
      const schema = jsonSchema(field as z.ZodType, 'input');
      const required = where === 'path' || !(field as z.ZodType).safeParse(undefined).success;
      list.push({ name, in: where, required, schema, ...(typeof schema.description === 'string' ? { description: schema.description } : {}) });
    }
  };
  add('path', route.schemas.params);
  add('query', route.schemas.query);
  return list;
}

function envelope(data: JsonSchema, result: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['result', 'data', 'msg'],
    properties: { result, data, msg: { type: 'string' } },
  };
}

function successResponse(route: RestRoute): JsonSchema {
  const data = jsonSchema(route.schemas.data, 'output');
  if (data.contentMediaType === 'application/pdf' || data.description === 'application/pdf') {
    return { description: 'The file', content: { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } } };
  }
  return {
    description: 'Success: `result` is 200',
    content: { 'application/json': { schema: envelope(data, { const: 200 }) } },
  };
}

function operationId(route: RestRoute, root: string, shared: boolean): string {
  const name = route.path.replace(/[^A-Za-z]+([A-Za-z])?/g, (_all, letter?: string) => (letter ? letter.toUpperCase() : ''));
  return `${route.method}${name}${shared ? `On${root[0]!.toUpperCase()}${root.slice(1)}` : ''}`;
}

function operation(route: RestRoute, root: RestRoot): JsonSchema {
  const op: JsonSchema = {
    operationId: operationId(route, root, rootsOf(route).length > 1),
    tags: [root],
    summary: route.description,
    parameters: [...parameters(route), ...CLIENT_HEADERS.map((header) => ({ $ref: `#/components/parameters/${header.name}` }))],
    responses: {
      200: successResponse(route),
      default: { $ref: '#/components/responses/Refusal' },
    },
  };
  if (route.schemas.body) {
    op.requestBody = { required: true, content: { 'application/json': { schema: jsonSchema(route.schemas.body, 'input') } } };
  }
  return op;
}

export function openApiDocument(routes: readonly RestRoute[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    for (const root of rootsOf(route)) {
      const key = `${REST_ROOT_PATHS[root]}${openApiPath(route.path)}`;
      paths[key] = { ...paths[key], [route.method]: operation(route, root) };
    }
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Mindprint REST facade',
      version: '1.0.0',
      description: 'The REST compatibility facade of SPEC section 7. Every answer is an envelope { result, data, msg }: a call '
        + 'succeeded only when the HTTP status and `result` are both 200. Calls marked (pay) are served on the /pay root, the '
        + 'others on /api. The same services answer GraphQL at /graphql.',
    },
    tags: [{ name: 'api', description: 'The API root' }, { name: 'pay', description: 'The pay root' }],
    paths,
    components: {
      parameters: Object.fromEntries(CLIENT_HEADERS.map((header) => [header.name, { name: header.name, in: 'header', required: false, schema: { type: 'string', maxLength: 128 }, description: header.description }])),
      responses: {
        Refusal: {
          description: 'A refusal: `result` repeats the HTTP status (400 bad input, 401 not signed in, 403 not allowed, 404 not found, 409 '
            + 'conflict, 429 rate limited with Retry-After, 503 briefly unavailable with Retry-After); `msg` says why; `data` may list the problems.',
          content: {
            'application/json': {
              schema: envelope({
                anyOf: [{ type: 'null' }, { type: 'object', properties: { errors: { type: 'array', items: jsonSchema(z.object({ code: z.string(), message: z.string(), field: z.string().optional() }), 'output') } } }],
              }, { type: 'integer' }),
            },
          },
        },
      },
    },
  };
}
