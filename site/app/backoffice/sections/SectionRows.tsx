import { Link } from 'react-router';
import { styled } from 'styled-components';
import { useNarrowScreen } from '../layout/useNarrowScreen.ts';
import { Button, Table } from '../ui.ts';
import type { Row, SectionConfig } from './sectionTypes.ts';
import { TableHead } from '../TableHead.tsx';

interface Props {
  config: SectionConfig;
  rows: readonly Row[];
  onDelete: (row: Row) => void;
}

/** Edit (a link to /backoffice/{section}/{id}) and, where the section can, delete. */
function Actions({
  config,
  row,
  onDelete,
}: {
  config: SectionConfig;
  row: Row;
  onDelete: (row: Row) => void;
}) {
  const name = config.nameOf(row);
  return (
    <>
      <Link to={`/backoffice/${config.key}/${String(row.id)}`} aria-label={`Modifica ${name}`}>
        Modifica
      </Link>{' '}
      {config.deleteIn && (
        <Button type="button" $variant="danger" aria-label={`Elimina ${name}`} onClick={() => onDelete(row)}>
          Elimina
        </Button>
      )}
    </>
  );
}

/**
 * A page of a section's records: a table, or below NARROW_BREAKPOINT one card per record (its name, the other
 * columns as label and value, the actions), so a phone never scrolls sideways.
 */
export function SectionRows({ config, rows, onDelete }: Props) {
  const narrow = useNarrowScreen();
  const keyOf = (row: Row, index: number) => String(row.id ?? index);
  if (narrow) {
    const primary = config.columns.find((column) => column.primary);
    const details = config.columns.filter((column) => column !== primary);
    return (
      <Cards>
        {rows.map((row, index) => (
          <Card key={keyOf(row, index)} aria-label={config.nameOf(row)}>
            <h2>{primary ? primary.value(row) : config.nameOf(row)}</h2>
            <dl>
              {details.map((column) => (
                <div key={column.label}>
                  <dt>{column.label}</dt>
                  <dd>{column.value(row)}</dd>
                </div>
              ))}
            </dl>
            <Actions config={config} row={row} onDelete={onDelete} />
          </Card>
        ))}
      </Cards>
    );
  }
  return (
    <Table>
      <TableHead labels={[...config.columns.map((column) => column.label), '']} />
      <tbody>
        {rows.map((row, index) => (
          <tr key={keyOf(row, index)}>
            {config.columns.map((column) => (
              <td key={column.label}>{column.value(row)}</td>
            ))}
            <td>
              <Actions config={config} row={row} onDelete={onDelete} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Cards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  padding: 12px;
  border: 1px solid #e2e2e2;
  border-radius: 6px;
  overflow-wrap: anywhere;
  h2 {
    margin: 0 0 6px;
    font-size: 1rem;
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 10px;
    margin: 0 0 8px;
    font-size: 0.9rem;
  }
  dl > div {
    display: contents;
  }
  dt {
    color: #555;
  }
  dd {
    margin: 0;
  }
`;
