import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keptStatementQuery } from './pglite-statements.ts';

describe('kept statements on PGlite', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create();
  });
  beforeEach(async () => {
    await pg.exec(`deallocate all; drop table if exists t;
      create table t (id int primary key, name text, tags int[], data jsonb, at timestamptz);
      insert into t values (1, 'one', '{1,2}', '{"a":1}', '2026-01-01T00:00:00Z'), (2, null, '{}', '{}', null)`);
  });
  afterAll(() => pg.close());

  it('answers as PGlite itself does, parameters and types included, and again from the kept statement', async () => {
    const query = keptStatementQuery(pg);
    const text = 'select id, name, tags, data, at from t where id = any($1::int[]) or name = $2 order by id';
    const expected = await pg.query(text, [[1, 2], null]);
    expect((await query(text, [[1, 2], null])).rows).toEqual(expected.rows);
    expect((await query(text, [[1, 2], null], { rowMode: 'array' })).rows).toEqual([
      [1, 'one', [1, 2], { a: 1 }, new Date('2026-01-01T00:00:00Z')],
      [2, null, [], {}, null],
    ]);
    expect((await query(text, [[2], 'one'])).rows.map((row) => (row as { id: number }).id)).toEqual([1, 2]);
  });

  it('raises the database error with its code and stays usable', async () => {
    const query = keptStatementQuery(pg);
    await expect(query('select id from t where id = $1', ['not a number'])).rejects.toMatchObject({ code: '22P02' });
    await expect(query('select nothing from nowhere')).rejects.toMatchObject({ code: '42P01' });
    expect((await query('select count(*)::int as n from t')).rows).toEqual([{ n: 2 }]);
  });

  it('keeps working past its capacity, closing the least recently used statements', async () => {
    const query = keptStatementQuery(pg, 2);
    for (let round = 0; round < 2; round++)
      for (let i = 0; i < 5; i++) expect((await query(`select ${i} + $1::int as n`, [round])).rows).toEqual([{ n: i + round }]);
    const kept = await pg.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements`);
    expect(kept.rows[0]!.n).toBe(2);
  });

  it('prepares again when a table changes shape under a kept statement', async () => {
    const query = keptStatementQuery(pg);
    expect((await query('select * from t where id = $1', [1])).rows[0]).not.toHaveProperty('extra');
    await pg.exec(`alter table t add column extra text default 'x'`);
    expect((await query('select * from t where id = $1', [1])).rows[0]).toMatchObject({ extra: 'x' });
  });

  it("waits for another caller's transaction instead of reading inside it", async () => {
    const query = keptStatementQuery(pg);
    let insideTransaction = false;
    let release!: () => void;
    const transaction = pg.transaction(async (tx) => {
      await tx.query(`insert into t (id, name) values (3, 'uncommitted')`);
      insideTransaction = true;
      await new Promise<void>((resolve) => (release = resolve));
      await tx.rollback();
    });
    while (!insideTransaction) await new Promise((resolve) => setTimeout(resolve, 5));
    const reading = query('select count(*)::int as n from t');
    setTimeout(() => release(), 20);
    expect((await reading).rows).toEqual([{ n: 2 }]);
    await transaction;
  });
});
