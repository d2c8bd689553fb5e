import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { Table, type MantineSpacing } from '@mantine/core';
import classes from './data-table.module.css';

export interface DataColumn<Row> {
  /** Stable within the table: the React key and the footer's key. */
  id: string;
  /** The heading; on a phone also the label written before the value. */
  header: string;
  /** Drawn in the heading instead of `header` (a select-all box); `header` stays the phone label. */
  headerCell?: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'right' | 'center';
  /**
   * A fact the row is read by — its name or number, status, amount. On a phone a row is a card: the key facts
   * come first, the other columns follow as smaller detail lines, and the action closes it; nothing scrolls sideways.
   */
  keyFact?: boolean;
  /** The row's action(s): on a phone the card's last line, full width and without a label. */
  action?: boolean;
  /** The cell names its row for screen readers (<th scope="row">). */
  rowHeader?: boolean;
}

type RowAttributes = HTMLAttributes<HTMLTableRowElement> & { [data: `data-${string}`]: string | number | undefined };

export interface DataTableProps<Row> {
  /** `false`, `null` or `undefined` entries are left out, so that a column can depend on a permission. */
  columns: readonly (DataColumn<Row> | false | null | undefined)[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowProps?: (row: Row) => RowAttributes;
  /** Names the table (and its scrolling region) for screen readers. */
  label: string;
  /** Wider than a tablet's card: from this width down to a phone's the table scrolls inside its own focusable region. */
  minWidth?: number;
  /** A last row of totals: a cell per column id, the rest left empty. */
  footer?: Partial<Record<string, ReactNode>>;
  footerProps?: RowAttributes;
  verticalSpacing?: MantineSpacing;
  striped?: boolean;
  /** Rows that open something on a click light up under the pointer. */
  highlightOnHover?: boolean;
  /** A caption above the table, read as its name. */
  caption?: string;
}

const cellClass = (column: DataColumn<unknown>) =>
  column.action ? classes.action : column.keyFact ? classes.keyFact : classes.detail;

const alignStyle = (column: DataColumn<unknown>): CSSProperties | undefined =>
  column.align ? { textAlign: column.align } : undefined;

/** One cell of a column, in a row or in the totals; on a phone `label` is written before its value. */
function ColumnCell<Row>({
  column,
  className,
  label,
  children,
}: {
  column: DataColumn<Row>;
  className: string | undefined;
  label: string | undefined;
  children: ReactNode;
}) {
  const Cell = column.rowHeader ? Table.Th : Table.Td;
  return (
    <Cell
      scope={column.rowHeader ? 'row' : undefined}
      className={className}
      data-label={label}
      style={alignStyle(column as DataColumn<unknown>)}
    >
      <div className={classes.value}>{children}</div>
    </Cell>
  );
}

/**
 * The lists' table (§2): columns declared once, with which of them are key facts. From a tablet up it is a table
 * (scrolling inside its region when wider than its card); on a phone each row becomes a card of labelled lines, the
 * key facts first, so that status, amount and the action stay in view at 375 px.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  label,
  minWidth,
  footer,
  footerProps,
  verticalSpacing = 'sm',
  striped = true,
  highlightOnHover = false,
  caption,
}: DataTableProps<Row>) {
  const shown = columns.filter(Boolean) as DataColumn<Row>[];
  const table = (
    <Table
      striped={striped}
      highlightOnHover={highlightOnHover}
      verticalSpacing={verticalSpacing}
      className={classes.table}
      style={minWidth ? ({ '--data-table-min-width': `${minWidth}px` } as CSSProperties) : undefined}
      aria-label={caption ? undefined : label}
      captionSide="top"
    >
      {caption && <Table.Caption>{caption}</Table.Caption>}
      <Table.Thead className={classes.head}>
        <Table.Tr>
          {shown.map((column) => (
            <Table.Th key={column.id} style={alignStyle(column as DataColumn<unknown>)}>
              {column.headerCell ?? column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
            {shown.map((column) => (
              <ColumnCell
                key={column.id}
                column={column}
                className={cellClass(column as DataColumn<unknown>)}
                label={column.action ? undefined : column.header}
              >
                {column.cell(row)}
              </ColumnCell>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
      {footer && (
        <Table.Tfoot>
          <Table.Tr className={classes.footer} {...footerProps}>
            {shown.map((column) => (
              <ColumnCell
                key={column.id}
                column={column}
                className={footer[column.id] === undefined ? classes.blank : classes.keyFact}
                label={column.header}
              >
                {footer[column.id]}
              </ColumnCell>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      )}
    </Table>
  );
  if (!minWidth) return table;
  // A region that can scroll takes focus, so that a keyboard can scroll it too (axe: scrollable-region-focusable).
  return (
    <div className={classes.scroll} role="region" aria-label={label} tabIndex={0}>
      {table}
    </div>
  );
}
