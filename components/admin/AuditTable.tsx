import Link from "next/link";
import type { AuditEntryDto } from "@/lib/platform/audit/audit-log";
import { auditActionLabel } from "@/lib/admin/audit/audit-labels";
import type { AuditSubject } from "@/lib/admin/audit/audit-view";
import { formatDateTime } from "@/lib/kernel/format/shorthand";
import { DataTable } from "./DataTable";
import { linkClass } from "@/components/ui/styles";

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
  const subjectOf = (entry: AuditEntryDto) => subjects?.[`${entry.subjectType}:${entry.subjectId ?? ""}`];
  return (
    <DataTable
      caption="Audit log"
      empty="No actions recorded."
      rows={entries}
      columns={[
        { header: "When", className: "whitespace-nowrap", cell: (entry) => <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time> },
        {
          header: "Who",
          cell: (entry) =>
            entry.actor ? (
              <Link href={`/admin/users/${entry.actor.id}`} className={linkClass}>
                {entry.actor.name}
              </Link>
            ) : (
              "System"
            ),
        },
        { header: "What", cell: (entry) => auditActionLabel(entry.action) },
        {
          header: "Whom",
          cell: (entry) => {
            const subject = subjectOf(entry);
            return subject?.href ? (
              <Link href={subject.href} className={linkClass}>
                {subject.label}
              </Link>
            ) : (
              (subject?.label ?? `${entry.subjectType} ${entry.subjectId ?? ""}`)
            );
          },
        },
        { header: "Why", className: "max-w-xs whitespace-pre-line", cell: (entry) => entry.reason ?? "—" },
        {
          header: "Details",
          className: "max-w-sm text-xs text-slate-600",
          cell: (entry) =>
            detailText(entry.details).map((line) => (
              <span key={line} className="block break-words">
                {line}
              </span>
            )),
        },
      ]}
    />
  );
}
