import type { ReactNode } from 'react';
import { FigureScroller, FigureTable } from './Facts.ts';

/**
 * A figure table in its scrolling region (the region named `label`): an optional caption, one heading per
 * column, then the rows given as children.
 */
export function FigureFrame({
  label,
  caption,
  columns,
  children,
}: {
  label: string;
  caption?: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <FigureScroller role="region" aria-label={label} tabIndex={0}>
      <FigureTable>
        {caption !== undefined && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </FigureTable>
    </FigureScroller>
  );
}
