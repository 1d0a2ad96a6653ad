/**
 * A list of records as a table on a wide screen and as one card per record on a phone (below
 * 640 px each row stacks, each cell led by its column's name): the portal's orders and listings,
 * the console's applications and providers. The caption names the table for screen readers; an
 * empty list says so in a row of its own. A cell may hold controls (a one-tap stock field).
 */
import type { ReactNode } from 'react'

export interface Column<T> {
  /** The column's name: the header, and each cell's label on a phone. */
  header: string
  cell: (row: T) => ReactNode
  /** Numbers and money align to the end. */
  numeric?: boolean
}

export interface DataTableProps<T> {
  caption: ReactNode
  /** Visually hidden caption (a heading above says the same). */
  hideCaption?: boolean
  columns: Column<T>[]
  rows: readonly T[] | undefined
  rowKey: (row: T) => string
  empty: ReactNode
  /** While the first rows load: the table is busy (`aria-busy`), its body empty. */
  loading?: boolean
}

export function DataTable<T>({ caption, hideCaption, columns, rows, rowKey, empty, loading }: DataTableProps<T>) {
  return (
    <div className="bo-table-wrap">
      <table className="bo-table" aria-busy={loading || rows === undefined ? true : undefined}>
        <caption className={hideCaption ? 'visually-hidden' : 'bo-table__caption'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={column.numeric ? 'bo-table__num' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows?.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="bo-table__empty">
                {empty}
              </td>
            </tr>
          ) : (
            rows?.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header} data-label={column.header} className={column.numeric ? 'bo-table__num' : undefined}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
