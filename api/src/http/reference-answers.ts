// Answers of the public reference reads (an exam's questions, the SKUs priced for a country), kept per process and
// sent again without running the operation: every test taker asks for the same few lists, and executing, serialising
// and compressing them each time was most of those requests' CPU (README, benchmarks). An answer is kept with the
// reference-data copy it was computed from (reference-data.ts) and sent only while that copy is the trusted one, so a
// re-seed shows in these answers as soon as it shows in the reference data.
import { Kind, parse, type DefinitionNode } from 'graphql';
import type { ReferenceData } from '../modules/reference/reference-data.js';

/**
 * Root query fields whose answer depends on nothing but their arguments and the reference data: their resolvers read
 * only the reference-data cache (no session, partner, locale header or clock), and their types (QuestionType, SkuType
 * and the types it holds) have no field resolvers. A field added here must keep to that.
 */
const REFERENCE_FIELDS: ReadonlySet<string> = new Set(['questions', 'skus', 'sku', '__typename']);
/** Longer queries are not looked at (the funnel's are about 150 characters): parsing one is not worth the chance. */
const MAX_QUERY_LENGTH = 2048;
const MAX_KNOWN_QUERIES = 256;
const MAX_ANSWERS = 512;
/** One answer's text, and all answers' texts together (their compressed forms are a fraction of that again). */
const MAX_ANSWER_CHARS = 256 * 1024;
const MAX_KEPT_CHARS = 8 * 1024 * 1024;
/**
 * Request extensions that change nothing in the answer: the client library's name and version, which Apollo Client
 * sends with every operation. Any other (a persisted query's hash, say) leaves the request to Apollo Server.
 */
const INERT_EXTENSIONS: ReadonlySet<string> = new Set(['clientLibrary']);

export interface ReferenceAnswer {
  /** The reference data the answer was computed from. */
  data: ReferenceData;
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  text: string;
  /** The text compressed, by content coding, as first sent so (graphql-http.ts). */
  encoded: Map<string, Buffer>;
}

/** Whether a query document is one query operation that selects nothing but reference fields at its root. */
export function readsOnlyReference(query: string): boolean {
  let definitions: readonly DefinitionNode[];
  try {
    definitions = parse(query, { noLocation: true }).definitions;
  } catch {
    return false;
  }
  const operations = definitions.filter((definition) => definition.kind !== Kind.FRAGMENT_DEFINITION);
  const [operation] = operations;
  return operations.length === 1 && operation!.kind === Kind.OPERATION_DEFINITION && operation!.operation === 'query'
    && operation!.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && REFERENCE_FIELDS.has(selection.name.value));
}

function inert(extensions: unknown): boolean {
  if (extensions == null) return true;
  return typeof extensions === 'object' && !Array.isArray(extensions) && Object.keys(extensions).every((name) => INERT_EXTENSIONS.has(name));
}

export class ReferenceAnswers {
  readonly #answers = new Map<string, ReferenceAnswer>();
  /** The kept answers' text lengths, summed. */
  #chars = 0;
  /** Query text -> readsOnlyReference, for the texts seen last. */
  readonly #known = new Map<string, boolean>();
  /** Answers sent from here (tests, diagnostics). */
  hits = 0;

  /**
   * The key of a request's answer, or null when the answer cannot be kept: anything but a POSTed JSON query of
   * reference fields (with variables, an operation name, and no extensions but inert ones). The Accept header is part
   * of it: the answer's content type follows it.
   */
  keyOf(method: string, body: unknown, accept: string | undefined): string | null {
    if (method !== 'POST' || body === null || typeof body !== 'object') return null;
    const { query, variables, operationName, extensions } = body as Record<string, unknown>;
    if (typeof query !== 'string' || query.length > MAX_QUERY_LENGTH || !inert(extensions)) return null;
    if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) return null;
    if (operationName != null && typeof operationName !== 'string') return null;
    if (!this.#reads(query)) return null;
    return JSON.stringify([accept ?? '', operationName ?? null, variables ?? null, query]);
  }

  /** The answer kept under `key`, if it was computed from `data` (the trusted reference data now). */
  get(key: string, data: ReferenceData | undefined): ReferenceAnswer | undefined {
    const answer = this.#answers.get(key);
    if (!answer || !data || answer.data !== data) return undefined;
    this.hits += 1;
    return answer;
  }

  /** Keeps an answer; the oldest go while there are too many, or too much text. */
  keep(key: string, answer: ReferenceAnswer): void {
    if (answer.text.length > MAX_ANSWER_CHARS) return;
    this.#forget(key);
    while (this.#answers.size >= MAX_ANSWERS || this.#chars + answer.text.length > MAX_KEPT_CHARS) this.#forget(this.#answers.keys().next().value!);
    this.#answers.set(key, answer);
    this.#chars += answer.text.length;
  }

  #forget(key: string): void {
    const answer = this.#answers.get(key);
    if (!answer) return;
    this.#answers.delete(key);
    this.#chars -= answer.text.length;
  }

  #reads(query: string): boolean {
    let reads = this.#known.get(query);
    if (reads === undefined) {
      reads = readsOnlyReference(query);
      if (this.#known.size >= MAX_KNOWN_QUERIES) this.#known.delete(this.#known.keys().next().value!);
      this.#known.set(query, reads);
    }
    return reads;
  }
}

/** The process's kept answers: they follow the reference data, which is one cache per process too. */
export const referenceAnswers = new ReferenceAnswers();
