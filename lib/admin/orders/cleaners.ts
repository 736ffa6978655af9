/** Who can be given a job: active accounts that may open the cleaner cabinet, Cleaners first. */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { overlapsTime } from "@/lib/booking/orders/overlapping";
import { holdersOf } from "@/lib/kernel/enums/abilities";
import type { Database } from "@/lib/platform/db";
import { orders, users, type Role } from "@/lib/platform/db/schema";

export interface AssignableCleaner {
  id: string;
  name: string;
  role: Role;
  /** Already has an assigned or started job overlapping the visit asked about. */
  busy: boolean;
}

export async function listAssignableCleaners(db: Database, visit?: { id: string; startsAt: Date; endsAt: Date }): Promise<AssignableCleaner[]> {
  const people = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(and(eq(users.status, "active"), inArray(users.role, holdersOf("cleanerCabinet.open"))))
    // Cleaners before staff who also clean; then by name.
    .orderBy(sql`case when ${users.role} = 'Cleaner' then 0 else 1 end`, asc(users.firstName), asc(users.lastName))
    .limit(500);
  let busy = new Set<string>();
  if (visit && people.length > 0) {
    const clashes = await db
      .selectDistinct({ cleanerId: orders.cleanerId })
      .from(orders)
      .where(
        and(
          inArray(orders.status, ["assigned", "in_progress"]),
          ne(orders.id, visit.id),
          overlapsTime(visit.startsAt, visit.endsAt),
        ),
      );
    busy = new Set(clashes.map((row) => row.cleanerId).filter((id): id is string => id !== null));
  }
  return people.map((person) => ({ id: person.id, name: `${person.firstName} ${person.lastName}`.trim(), role: person.role, busy: busy.has(person.id) }));
}
