// The server connections' statement names: one per text, the same on every connection, and only the (text, values)
// form of a query named (the ORM's inlined statements and the driver's other forms go as they are).
import pg from 'pg';
import { NamedStatementClient, statementName } from './named-statements.js';

describe('named statements', () => {
  it('names a text by its hash: the same name for the same text, another for another', () => {
    const name = statementName('select * from item where id = $1');
    expect(name).toMatch(/^mindprint_[0-9a-f]{24}$/);
    expect(name.length).toBeLessThan(64);
    expect(statementName('select * from item where id = $1')).toBe(name);
    expect(statementName('select * from item where id = $2')).not.toBe(name);
  });

  it('gives a query with values a name, and passes every other form on unchanged', () => {
    const passed: unknown[][] = [];
    const original = Object.getOwnPropertyDescriptor(pg.Client.prototype, 'query')!;
    // What NamedStatementClient hands to pg's own query.
    Object.defineProperty(pg.Client.prototype, 'query', {
      configurable: true,
      value: (...args: unknown[]) => {
        passed.push(args);
        return Promise.resolve({ rows: [] });
      },
    });
    try {
      const client = new NamedStatementClient();
      const callback = () => undefined;
      void client.query('select * from item where id = $1', [7]);
      void client.query('select * from item where id = $1', [8], callback);
      void client.query('select 1', []);
      void client.query({ text: 'select $1::int', values: [1] });
      expect(passed[0]).toEqual([{ name: statementName('select * from item where id = $1'), text: 'select * from item where id = $1', values: [7] }]);
      expect(passed[1]![0]).toEqual({ name: statementName('select * from item where id = $1'), text: 'select * from item where id = $1', values: [8] });
      expect(passed[1]![1]).toEqual(expect.any(Function));
      expect(passed[2]).toEqual(['select 1', []]);
      expect(passed[3]).toEqual([{ text: 'select $1::int', values: [1] }]);
    } finally {
      Object.defineProperty(pg.Client.prototype, 'query', original);
    }
  });
});
