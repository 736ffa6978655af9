import Link from "next/link";
import type { ReactNode } from "react";
import type { DataColumn } from "./DataTable";
import { linkClass } from "@/components/ui/styles";

/** A DataTable column whose cell links the row to its own staff page, with an optional line under the link (an email, say). */
export function linkColumn<Row>(header: string, href: (row: Row) => string, text: (row: Row) => ReactNode, below?: (row: Row) => ReactNode): DataColumn<Row> {
  return {
    header,
    cell: (row) => (
      <>
        <Link href={href(row)} className={linkClass}>
          {text(row)}
        </Link>
        {below ? <span className="block break-all text-xs text-slate-600">{below(row)}</span> : null}
      </>
    ),
  };
}
