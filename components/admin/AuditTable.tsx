import Link from "next/link";
import type { AuditEntryDto } from "@/lib/audit/audit-log";
import { auditActionLabel } from "@/lib/admin/audit/audit-labels";
import type { AuditSubject } from "@/lib/admin/audit/audit-view";
import { formatDateTime } from "@/lib/admin/format";
import { linkClass, tableClass, tableWrapClass, tdClass, thClass } from "./styles";

/** Details as short "key: value" lines; long lists are cut so one row stays readable. */
function detailText(details: Record<string, unknown>): string[] {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== "")
    .map(([key, value]) => {
      const text = Array.isArray(value) ? value.slice(0, 6).map(String).join("; ") + (value.length > 6 ? "; …" : "") : typeof value === "object" ? JSON.stringify(value) : String(value);
      return `${key}: ${text}`;
    });
}

/** Who, what, whom, when, why: one row per staff action. */
export function AuditTable({ entries, subjects }: { entries: readonly AuditEntryDto[]; subjects?: Readonly<Record<string, AuditSubject>> }) {
  if (entries.length === 0) return <p className="text-sm text-slate-600">No actions recorded.</p>;
  return (
    <div className={tableWrapClass}>
      <table className={tableClass}>
        <caption className="sr-only">Audit log</caption>
        <thead>
          <tr>
            <th scope="col" className={thClass}>
              When
            </th>
            <th scope="col" className={thClass}>
              Who
            </th>
            <th scope="col" className={thClass}>
              What
            </th>
            <th scope="col" className={thClass}>
              Whom
            </th>
            <th scope="col" className={thClass}>
              Why
            </th>
            <th scope="col" className={thClass}>
              Details
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {entries.map((entry) => {
            const subject = subjects?.[`${entry.subjectType}:${entry.subjectId ?? ""}`];
            return (
              <tr key={entry.id}>
                <td className={`${tdClass} whitespace-nowrap`}>
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </td>
                <td className={tdClass}>
                  {entry.actor ? (
                    <Link href={`/admin/users/${entry.actor.id}`} className={linkClass}>
                      {entry.actor.name}
                    </Link>
                  ) : (
                    "System"
                  )}
                </td>
                <td className={tdClass}>{auditActionLabel(entry.action)}</td>
                <td className={tdClass}>
                  {subject?.href ? (
                    <Link href={subject.href} className={linkClass}>
                      {subject.label}
                    </Link>
                  ) : (
                    (subject?.label ?? `${entry.subjectType} ${entry.subjectId ?? ""}`)
                  )}
                </td>
                <td className={`${tdClass} max-w-xs whitespace-pre-line`}>{entry.reason ?? "—"}</td>
                <td className={`${tdClass} max-w-sm text-xs text-slate-600`}>
                  {detailText(entry.details).map((line) => (
                    <span key={line} className="block break-words">
                      {line}
                    </span>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
