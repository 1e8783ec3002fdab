/**
 * The rows of a data-modifying statement with RETURNING, as TypeORM's `query` gives them: an
 * UPDATE or DELETE answers [rows, affected], an INSERT (or a SELECT) the rows alone.
 */
export function returnedRows<T>(result: unknown): T[] {
  const r = result as unknown[];
  return Array.isArray(r[0]) && typeof r[1] === 'number' ? (r[0] as T[]) : (r as T[]);
}
