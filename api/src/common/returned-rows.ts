/**
 * The rows of an `UPDATE ... RETURNING` run through TypeORM's query(): its PostgreSQL driver answers `[rows, count]`
 * for UPDATE and DELETE, and the rows alone for SELECT and INSERT.
 */
export function returnedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return (Array.isArray(result) ? result : []) as T[];
}
