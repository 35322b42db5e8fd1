import type { ReactNode } from "react";
import * as styles from "./styles";
import { TableScroller } from "./TableScroller";

interface TokenRow {
  /** The token's name, which heads its row. */
  name: string;
  /** One cell per column, in order. */
  cells: readonly ReactNode[];
}

interface TokenTableProps {
  caption: string;
  /** Headers of the columns after the first (which names each row's token). */
  columns: readonly string[];
  rows: readonly TokenRow[];
  /** Header of the first column. */
  rowHeader?: string;
}

/** A real table, with a caption and scoped headers, so a screen reader announces each value with its token and column. */
export function TokenTable({ caption, columns, rows, rowHeader = "Token" }: TokenTableProps) {
  return (
    <TableScroller label={caption}>
      <table style={styles.table}>
        <caption style={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" style={styles.columnHeader}>
              {rowHeader}
            </th>
            {columns.map((column) => (
              <th scope="col" key={column} style={styles.columnHeader}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" style={styles.rowHeader}>
                <code style={styles.code}>{row.name}</code>
              </th>
              {row.cells.map((cell, index) => (
                <td key={columns[index] ?? index} style={styles.cell}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
