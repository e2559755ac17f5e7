// Lean reads and writes for the buyer funnel's hot paths: SQL sent as written, in the caller's transaction. Rows read
// are hydrated into managed entities (so later changes to them flush as usual): about 40 % of the ORM's own find's CPU
// per read. Rows written skip the unit of work's flush (0.3-0.5 ms per row here), and the writes that end a
// transaction can go in one round trip (sendTogether, writeChanges). See the README's benchmark section.
import { wrap, type EntityClass, type EntityDictionary, type EntityProperty, type RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Transaction } from 'kysely';
import { LOCK_BEHIND, WRITE_BEHIND } from './pipelined-client.js';

export interface LoadOptions {
  /**
   * true (the default): the row as read replaces what `em` holds of the entity, as a locking read needs. false: an
   * entity `em` holds already is kept as it is (with its unflushed changes), as the ORM's own find does.
   */
  refresh?: boolean;
}

/** `?, ?, ?`: one placeholder per value, for an `in (...)` list. */
export function placeholders(values: readonly unknown[]): string {
  return values.map(() => '?').join(', ');
}

/**
 * `?` placeholders as the driver's `$1, $2, ...`, with the values as the driver takes them: an array fills an `in (?)`
 * list with one parameter per item and an object goes as JSON text, as the ORM's inlining does. Null for SQL that
 * names identifiers (`??`) or escapes a question mark (`\?`): that goes inlined.
 */
export function numbered(sql: string, params: readonly unknown[]): { text: string; values: unknown[] } | null {
  const parts = sql.split('?');
  if (parts.length - 1 !== params.length || sql.includes('??') || sql.includes('\\?')) return null;
  const values: unknown[] = [];
  const slot = (value: unknown) => {
    values.push(value !== null && typeof value === 'object' && !(value instanceof Date) && !ArrayBuffer.isView(value) ? JSON.stringify(value) : value);
    return `$${values.length}`;
  };
  let text = parts[0]!;
  params.forEach((param, index) => {
    text += (Array.isArray(param) ? param.map(slot).join(', ') : slot(typeof param === 'bigint' ? param.toString() : param)) + parts[index + 1]!;
  });
  return { text, values };
}

/**
 * The rows of one statement (`?` placeholders) in `em`'s transaction, as the driver returns them. It goes with its
 * values as parameters rather than inlined (the ORM's own way): the embedded database keeps the plan of a statement
 * sent so (statement-cache.ts), and the planning is most of a small read's cost there.
 */
export function selectRows<T extends object>(em: EntityManager, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  return parameterised<T>(em, sql, params, em.getTransactionContext<Transaction<unknown>>());
}

/** As selectRows, on a pooled connection of its own: outside whatever transaction the caller is in. */
export function selectRowsApart<T extends object>(em: EntityManager, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  return parameterised<T>(em, sql, params, undefined);
}

async function parameterised<T extends object>(em: EntityManager, sql: string, params: readonly unknown[], transaction: Transaction<unknown> | undefined): Promise<T[]> {
  const query = numbered(sql, params);
  const connection = em.getConnection();
  try {
    if (!query) return await connection.execute<T[]>(sql, [...params], 'all', transaction);
    const executor = transaction ?? connection.getClient();
    // Through the connection's executeQuery (protected in its types): timed and logged as the ORM's own statements.
    const logged = connection as unknown as { executeQuery<R>(query: string, run: () => Promise<R>, context?: object): Promise<R> };
    return await logged.executeQuery(query.text, async () => (await executor.executeQuery<T>(CompiledQuery.raw(query.text, query.values))).rows,
      { query: query.text, params: query.values });
  } catch (error) {
    // The ORM's exceptions (a unique violation, a lost connection), as em.execute throws them.
    throw em.getDriver().convertException(error as Error);
  }
}

function toEntity<T extends object>(em: EntityManager, entity: EntityClass<T>, row: EntityDictionary<T>, options: LoadOptions): T {
  if (options.refresh === false) {
    const held = em.getUnitOfWork().getById(entity, (row as { id?: string | number }).id as never);
    // A bare reference (a relation not loaded) is filled in from the row instead.
    if (held && wrap(held).isInitialized()) return held;
  }
  return em.map(entity, row);
}

/**
 * Loads those of `entity`'s relations that are set, skipping the ORM's populate machinery when none is (a first order
 * has no parent, promo code or subscription).
 */
export async function populateSet<T extends object, K extends keyof T & string>(em: EntityManager, entity: T, relations: readonly K[]): Promise<void> {
  const set = relations.filter((name) => entity[name] != null);
  // The ORM types its populate hints as paths it works out from a literal list; these are checked as keys of T above.
  if (set.length > 0) await em.populate(entity, set as never);
}

/** Rows of `entity`'s own table (every column, `select *`, with an `id` key), merged into `em` as managed entities. */
export async function loadEntities<T extends object>(em: EntityManager, entity: EntityClass<T>, sql: string, params: readonly unknown[] = [], options: LoadOptions = {}): Promise<T[]> {
  const rows = await selectRows<EntityDictionary<T>>(em, sql, params);
  return rows.map((row) => toEntity(em, entity, row, options));
}

/** The first row of `sql` as a managed entity, or null. */
export async function loadEntity<T extends object>(em: EntityManager, entity: EntityClass<T>, sql: string, params: readonly unknown[] = [], options: LoadOptions = {}): Promise<T | null> {
  const [row] = await selectRows<EntityDictionary<T>>(em, sql, params);
  return row ? toEntity(em, entity, row, options) : null;
}

/**
 * Several related rows in one statement: `sql` selects one JSON object per table (`to_jsonb(alias) as name`), and each
 * is mapped into `em` as the entity `entities[name]` (null for an outer join that found nothing). The JSON forms of
 * these tables' columns hydrate to the same values as the driver's (timestamps at the driver's millisecond precision).
 */
export async function loadLinked<M extends Record<string, EntityClass<object>>>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
  entities: M,
): Promise<{ [K in keyof M]: (M[K] extends EntityClass<infer T> ? T : never) | null } | null> {
  const [row] = await selectRows<Record<string, EntityDictionary<object> | null>>(em, sql, params);
  if (!row) return null;
  return Object.fromEntries(Object.entries(entities).map(([name, entity]) => {
    const data = row[name];
    return [name, data ? em.map(entity, data) : null];
  })) as never;
}

/** A value as the driver sends it: objects and arrays (jsonb columns) as JSON text, the rest as they are. */
function columnValue(value: unknown): unknown {
  if (value === undefined) return null;
  return value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;
}

function insertSql(table: string, rows: ReadonlyArray<Record<string, unknown>>): { sql: string; params: unknown[] } {
  const columns = Object.keys(rows[0]!);
  const values = rows.map(() => `(${placeholders(columns)})`).join(', ');
  return {
    sql: `insert into "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) values ${values}`,
    params: rows.flatMap((row) => columns.map((column) => columnValue(row[column]))),
  };
}

/** One SQL statement with its `?` values, to send with others (sendTogether). */
export type Statement = readonly [sql: string, params: readonly unknown[]];

/** The insert of rows into `table` (values by column name, every row with the same columns), to send later. */
export function insertStatement(table: string, rows: ReadonlyArray<Record<string, unknown>>): Statement {
  const { sql, params } = insertSql(table, rows);
  return [sql, params];
}

export interface WriteOptions {
  /**
   * Written behind (pipelined-client.ts): inside a transaction on a PostgreSQL server the caller goes on without the
   * writes' answer, and the transaction's next statement, usually its COMMIT, goes out with them and fails with their
   * error if they failed. For writes whose failure the caller does not catch inside the transaction: the transaction's
   * last writes, above all.
   */
  behind?: boolean;
}

/**
 * A statement that only takes a lock of `em`'s transaction (an advisory lock): on a PostgreSQL server it goes out with
 * the transaction's next statement, which the server runs once the lock is held, and which fails if taking it failed
 * (pipelined-client.ts). Elsewhere it is waited for.
 */
export async function takeLock(em: EntityManager, sql: string, params: readonly unknown[]): Promise<void> {
  await selectRows(em, LOCK_BEHIND + sql, params);
}

/**
 * Statements that return nothing the caller reads, sent in one round trip (one simple query of several statements,
 * each with its values inlined as the ORM inlines them), in `em`'s transaction.
 */
export async function sendTogether(em: EntityManager, statements: readonly Statement[], options: WriteOptions = {}): Promise<void> {
  if (statements.length === 0) return;
  const mark = options.behind ? WRITE_BEHIND : '';
  // One alone goes with parameters, as a read does (its plan is kept on the embedded database).
  if (statements.length === 1) {
    await selectRows(em, mark + statements[0]![0], statements[0]![1]);
    return;
  }
  const platform = em.getPlatform();
  await em.execute(mark + statements.map(([sql, params]) => platform.formatQuery(sql, [...params])).join(';\n'), [], 'run');
}

/**
 * Sends the statements at once, or, when the caller collects its writes to send them together (`pending`, for
 * writeChanges or sendTogether), adds them there.
 */
export async function sendNowOr(em: EntityManager, statements: readonly Statement[], pending?: Statement[]): Promise<void> {
  if (pending) pending.push(...statements);
  else await sendTogether(em, statements);
}

/** One row inserted as written, and the row as stored (`returning *`). */
export async function insertRow<R extends object>(em: EntityManager, table: string, row: Record<string, unknown>): Promise<R> {
  const { sql, params } = insertSql(table, [row]);
  const [stored] = await selectRows<R>(em, `${sql} returning *`, params);
  return stored!;
}

/** One row inserted as written (`returning *`) and mapped into `em` as a managed, unchanged entity. */
export async function insertEntity<T extends object>(em: EntityManager, entity: EntityClass<T>, table: string, row: Record<string, unknown>): Promise<T> {
  return em.map(entity, await insertRow<EntityDictionary<T>>(em, table, row));
}

/**
 * A property's snapshot value (the ORM's comparison form) as its column takes it: a custom type's (JSON's) value is
 * converted in the snapshot already (JSON text).
 */
function databaseValue(prop: EntityProperty, value: unknown): unknown {
  if (value == null) return null;
  return prop.customType ? value : columnValue(value);
}

/**
 * A new entity inserted at once, as written (every column the ORM would insert, `returning *`), and mapped into `em`
 * as managed and unchanged: the unit of work has nothing to flush for it. Use the returned instance. `alongside`:
 * statements run in the same one, which may read the new row as `created` (an event row that refers to it, say).
 */
export async function createNow<T extends object>(em: EntityManager, entity: EntityClass<T>, data: RequiredEntityData<T>, alongside: readonly Statement[] = []): Promise<T> {
  const draft = em.create(entity, data, { persist: false, processOnCreateHooksEarly: true });
  const meta = wrap(draft, true).__meta;
  const row: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(em.getComparator().prepareEntity(draft) as Record<string, unknown>)) {
    const prop = (meta.properties as Record<string, EntityProperty | undefined>)[name];
    // Left out, a column takes its database default.
    if (value === undefined || !prop || prop.persist === false) continue;
    if (prop.fieldNames.length !== 1) throw new Error(`createNow: ${meta.className}.${name} is not one column`);
    row[prop.fieldNames[0]!] = databaseValue(prop, value);
  }
  if (alongside.length === 0) return em.map(entity, await insertRow<EntityDictionary<T>>(em, meta.tableName, row));
  const { sql, params } = insertSql(meta.tableName, [row]);
  const [stored] = await selectRows<EntityDictionary<T>>(em,
    `with created as (${sql} returning *), ${alongside.map(([statement], index) => `alongside_${index} as (${statement})`).join(', ')} select * from created`,
    [...params, ...alongside.flatMap(([, values]) => values)]);
  return em.map(entity, stored!);
}

/**
 * Writes what changed on loaded entities, one update each (the columns that differ from the row as loaded, with their
 * onUpdate values), with the `also` statements first, all in one round trip in `em`'s transaction; the entities'
 * snapshots then say "as written", so the unit of work has nothing left to flush for them. The changes are the ones
 * the ORM's flush would find (its own snapshot comparison); what it skips is its query builder and change-set
 * machinery, about 0.5 ms of CPU per changed row here.
 */
export async function writeChanges(em: EntityManager, entities: readonly object[], also: readonly Statement[] = [], options: WriteOptions = {}): Promise<void> {
  const comparator = em.getComparator();
  const statements = [...also];
  for (const entity of entities) {
    const wrapped = wrap(entity, true);
    const meta = wrapped.__meta;
    const original = wrapped.__originalEntityData;
    if (!original) throw new Error(`writeChanges: this ${meta.className} was never loaded`);
    if (Object.keys(comparator.diffEntities(meta.class, original, comparator.prepareEntity(entity))).length === 0) continue;
    for (const prop of meta.hydrateProps) {
      if (prop.onUpdate) (entity as Record<string, unknown>)[prop.name] = prop.onUpdate(entity, em);
    }
    const current = comparator.prepareEntity(entity);
    const changed = comparator.diffEntities(meta.class, original, current) as Record<string, unknown>;
    const columns: string[] = [];
    const params: unknown[] = [];
    for (const [name, value] of Object.entries(changed)) {
      const prop = (meta.properties as Record<string, EntityProperty | undefined>)[name];
      if (!prop || prop.fieldNames.length !== 1) throw new Error(`writeChanges: ${meta.className}.${name} is not one column`);
      columns.push(`"${prop.fieldNames[0]}" = ?`);
      params.push(databaseValue(prop, value));
    }
    const [key] = meta.getPrimaryProps();
    statements.push([`update "${meta.tableName}" set ${columns.join(', ')} where "${key!.fieldNames[0]}" = ?`, [...params, wrapped.getPrimaryKey()]]);
    // What the unit of work records after its own update.
    wrapped.__originalEntityData = current;
  }
  await sendTogether(em, statements, options);
}
