/**
 * The cleaners a seeded test database starts with (docs/product.md#cleaners-availability): four,
 * every day from 8:00 to 19:00 in all three boroughs, the people-shaped equivalent of the four
 * teams the site had before availability. Tests about availability itself change them or hire
 * their own.
 */
import { eq, like } from "drizzle-orm";
import { BOROUGHS, type Borough } from "@/lib/kernel/service-area";
import { FULL_WORKING_WEEK, type WorkingWeek } from "@/lib/booking/availability/working-week";
import type { Database } from "../../platform/db/client";
import { cleanerAvailability, timeOff, users } from "../../platform/db/schema";

export const CREW_SIZE = 4;
const CREW_EMAIL = (index: number) => `crew-${index}@crew.example.test`;

export interface CrewOptions {
  boroughs?: readonly Borough[];
  workingWeek?: WorkingWeek;
  firstName?: string;
}

/** One more cleaner on the schedule; their id. */
export async function hireCleaner(db: Database, email: string, options: CrewOptions = {}): Promise<string> {
  const [person] = await db
    .insert(users)
    .values({ email, firstName: options.firstName ?? "Crew", lastName: email.split("@")[0] ?? "Member", role: "Cleaner", emailVerifiedAt: new Date(0) })
    .returning({ id: users.id });
  if (!person) throw new Error("test cleaner not created");
  await db.insert(cleanerAvailability).values({
    cleanerId: person.id,
    boroughs: [...(options.boroughs ?? BOROUGHS)],
    workingWeek: options.workingWeek ?? FULL_WORKING_WEEK,
    updatedAt: new Date(0),
  });
  return person.id;
}

/** The seeded crew, for the template of every seeded test database. */
export async function hireCrew(db: Database): Promise<void> {
  for (let index = 1; index <= CREW_SIZE; index += 1) await hireCleaner(db, CREW_EMAIL(index));
}

/** The seeded crew's ids, in hiring order. */
export async function crewIds(db: Database): Promise<string[]> {
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(like(users.email, "crew-%@crew.example.test"));
  return rows.sort((a, b) => a.email.localeCompare(b.email)).map((row) => row.id);
}

/** Keeps `count` of the seeded crew on the schedule and takes the rest off it: "one team left". */
export async function keepCrew(db: Database, count: number): Promise<void> {
  const ids = await crewIds(db);
  for (const id of ids.slice(count)) await db.delete(cleanerAvailability).where(eq(cleanerAvailability.cleanerId, id));
}

/** Only `count` of the crew work on a New York date: the others have approved time off that day. */
export async function crewWorkingOn(db: Database, date: string, count: number): Promise<void> {
  const away = (await crewIds(db)).slice(count);
  if (away.length === 0) return;
  await db.insert(timeOff).values(away.map((cleanerId) => ({ cleanerId, firstDay: date, lastDay: date, status: "approved" as const, requestedAt: new Date(0), decidedAt: new Date(0) })));
}
