// Drizzle writes the columns of a select's fields without their table's name when the statement reads one table
// (`select "id", exists (…) from "puzzles"`). Inside a hand-written subquery among those fields such a name is taken
// by the subquery's own table when it has a column of that name: `exists (select 1 from puzzle_plays p where
// p.puzzle_id = "id")` read p.id, not the puzzle's, and every scheduled puzzle showed as played. A subquery in a
// select's fields that refers to the row outside it names that row's column with `outer`, always qualified.
import { getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `"table"."column"` of the statement's row, for a subquery that refers to it. */
export const outer = (column: AnyColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
