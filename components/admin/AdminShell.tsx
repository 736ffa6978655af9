import type { ReactNode } from "react";
import type { Role } from "@/lib/platform/db/schema/users";
import { sectionsFor } from "@/lib/admin/permissions";
import { AdminNav } from "./AdminNav";

/** The frame of every admin page: who is signed in, the sections their role may use (with their counts), the page. */
export function AdminShell({ user, badges, children }: { user: { firstName: string; lastName: string; role: Role }; badges?: Readonly<Record<string, number>>; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 lg:grid lg:grid-cols-[13rem_1fr] lg:gap-8 lg:py-10">
      <aside className="mb-6 lg:mb-0">
        <div className="mb-4 hidden lg:block">
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-brand-800">Admin panel</p>
          <p className="mt-1 text-sm text-slate-600">
            {user.firstName} {user.lastName} · <span className="font-medium text-slate-800">{user.role}</span>
          </p>
        </div>
        <AdminNav sections={sectionsFor(user.role)} badges={badges} />
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
