import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** Statements kept parsed and planned by default; past this many the least recently used one is closed. */
const CAPACITY = 256;

/** PostgreSQL's "cached plan must not change result type": a table changed shape under a kept statement. */
const PLAN_CHANGED = '0A000';

type Statement = { name: string; paramTypes: number[] };

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((size, part) => size + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.byteLength;
  }
  return whole;
}

/**
 * `query` for an embedded database that keeps each SQL text's statement parsed and planned, as a PostgreSQL server
 * does for a named prepared statement. PGlite parses and plans every query anew, which for a read that builds its
 * answer in one statement costs several times the execution itself. Statements are keyed by their text, so every
 * query the ORM renders the same way reuses one; calls run under PGlite's own locks, so never inside another
 * caller's transaction.
 */
export function keptStatementQuery(pg: PGlite, capacity = CAPACITY): PGlite['query'] {
  const statements = new Map<string, Statement>();
  let counter = 0;

  async function close(statement: Statement) {
    await pg.execProtocol(concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), { syncToFs: false });
  }

  async function prepare(text: string): Promise<Statement> {
    const name = `kept_${++counter}`;
    const { messages } = await pg.execProtocol(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    if (statements.size >= capacity) {
      const [oldestText, oldest] = statements.entries().next().value!;
      statements.delete(oldestText);
      await close(oldest);
    }
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    let statement = statements.get(text);
    if (statement) {
      // Most recently used last: re-inserting moves it away from eviction.
      statements.delete(text);
      statements.set(text, statement);
    } else statement = await prepare(text);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index]!;
      const serializer = options?.serializers?.[type] ?? pg.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await pg.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
  }

  return async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    // A query that hands PGlite a file, or asks for its own parameter types, takes PGlite's own path.
    if (options?.blob || options?.paramTypes) return pg.query<T>(text, params, options);
    await pg._checkReady();
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params, options);
        } catch (error) {
          const stale = statements.get(text);
          if ((error as { code?: string }).code !== PLAN_CHANGED || !stale) throw error;
          statements.delete(text);
          await close(stale);
          return run<T>(text, params, options);
        }
      }),
    );
  };
}
