// The lean reads send their values as parameters: `?` placeholders numbered as the driver's, with the values the ORM's
// inlining would give (an array fills an `in (?)` list, an object goes as JSON text), and SQL the numbering cannot
// take left to the ORM.
import { numbered } from './lean.js';

describe('numbered placeholders', () => {
  it('numbers each ? in order, and passes plain values as they are', () => {
    const at = new Date('2026-11-27T12:00:00Z');
    expect(numbered('select * from t where a = ? and b > ? and c = ?', ['x', 3, at])).toEqual({
      text: 'select * from t where a = $1 and b > $2 and c = $3', values: ['x', 3, at],
    });
    expect(numbered('select 1', [])).toEqual({ text: 'select 1', values: [] });
  });

  it('fills an in (?) list with one parameter per item', () => {
    expect(numbered('select * from t where id in (?) and state = ?', [['a', 'b', 'c'], 'ready'])).toEqual({
      text: 'select * from t where id in ($1, $2, $3) and state = $4', values: ['a', 'b', 'c', 'ready'],
    });
  });

  it('sends objects as JSON text, and bigints as text', () => {
    expect(numbered('update t set data = ?::jsonb, n = ?', [{ k: [1, 2] }, 12n])).toEqual({
      text: 'update t set data = $1::jsonb, n = $2', values: ['{"k":[1,2]}', '12'],
    });
  });

  it('leaves identifiers (??), escaped question marks and a miscount to the ORM', () => {
    expect(numbered('select ?? from t', ['a'])).toBeNull();
    expect(numbered('select data \\? \'k\' from t where id = ?', [1])).toBeNull();
    expect(numbered('select * from t where a = ?', [])).toBeNull();
  });
});
