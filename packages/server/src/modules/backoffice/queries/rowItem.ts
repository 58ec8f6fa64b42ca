/**
 * A back-office record made from its row as the contract declares it: every property of the record's schema but
 * `image` is the row's column of that name as stored, and `image` is the row's `{ path }` (null without one). The
 * record's type checks that the row has each column with a fitting type.
 */
import type { TObject } from 'typebox';

interface WithImage {
  imagePath: string | null;
}

type Columns<Schema extends TObject> = Exclude<keyof Schema['properties'], 'image'> & string;

export function storedImage(row: WithImage): { path: string } | null {
  return row.imagePath ? { path: row.imagePath } : null;
}

export function rowItem<Schema extends TObject>(schema: Schema) {
  const columns = Object.keys(schema.properties).filter((name) => name !== 'image') as Columns<Schema>[];
  return <Row extends WithImage & Record<Columns<Schema>, unknown>>(
    row: Row,
  ): Pick<Row, Columns<Schema>> & { image: { path: string } | null } => ({
    ...(Object.fromEntries(columns.map((column) => [column, row[column]])) as Pick<Row, Columns<Schema>>),
    image: storedImage(row),
  });
}
