import Link from "next/link";
import { pageCount } from "@/lib/kernel/paging";

/** The query string of the current filters with another page. */
export function pageHref(basePath: string, params: Readonly<Record<string, string | undefined>>, page: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value && name !== "page") query.set(name, value);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${basePath}?${text}` : basePath;
}

/** "Showing 26–50 of 10,000" with previous and next links that keep the filters. */
export function Pagination({ basePath, params, page, pageSize, total }: { basePath: string; params: Readonly<Record<string, string | undefined>>; page: number; pageSize: number; total: number }) {
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const linkClass = "inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-50";
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p>
        {total === 0 ? "Nothing to show" : `Showing ${first.toLocaleString("en-US")}–${last.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`}
      </p>
      <div className="flex items-center gap-2">
        {page > 1 ? (
          <Link href={pageHref(basePath, params, page - 1)} className={linkClass} rel="prev">
            ← Previous
          </Link>
        ) : null}
        <span aria-current="page">
          Page {Math.min(page, pages)} of {pages}
        </span>
        {page < pages ? (
          <Link href={pageHref(basePath, params, page + 1)} className={linkClass} rel="next">
            Next →
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
