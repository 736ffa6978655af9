import type { ReactNode } from "react";
import { tableClass, tableWrapClass, tdClass, thClass } from "@/components/admin/styles";

export interface DataColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes added to this column's cells (whitespace-nowrap, text-right, …). */
  className?: string;
  /** Classes added to this column's header cell. */
  headerClassName?: string;
}

type RowKey<Row> = (row: Row) => string | number;

/** Rows with an `id` are keyed by it unless told otherwise; any other row needs its `rowKey`. */
type KeyProps<Row> = Row extends { id: string | number } ? { rowKey?: RowKey<Row> } : { rowKey: RowKey<Row> };

type DataTableProps<Row> = KeyProps<Row> & {
  /** Read by screen readers only: the table's name. */
  caption: string;
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  /** Said instead of an empty table. */
  empty: string;
};

const byId = (row: unknown): string | number => {
  const id = typeof row === "object" && row !== null && "id" in row ? row.id : undefined;
  if (typeof id === "string" || typeof id === "number") return id;
  throw new TypeError("DataTable: a row without an id needs a rowKey");
};

const withExtra = (base: string, extra: string | undefined): string => (extra ? `${base} ${extra}` : base);

/** Every list of the admin panel: a scrolling table on phones, one row per item, or a line saying there is nothing. */
export function DataTable<Row>({ caption, rows, rowKey, columns, empty }: DataTableProps<Row>) {
  const keyOf: RowKey<Row> = rowKey ?? byId;
  if (rows.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  return (
    <div className={tableWrapClass}>
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={withExtra(thClass, column.headerClassName)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={keyOf(row)}>
              {columns.map((column, index) => (
                <td key={index} className={withExtra(tdClass, column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
