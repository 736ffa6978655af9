/**
 * The admin benchmark's data, made by set-based inserts (`generate_series`) so 100,000 users and
 * orders take seconds on PGlite and PostgreSQL alike, and every run makes the same rows.
 * Arithmetic on the row number stands in for randomness: `(i * prime) % n` spreads values
 * without a generator. Instants are computed from the run's clock, never the database's.
 */
import { sql } from "drizzle-orm";
import { computeQuote, type Quote } from "@/lib/booking/pricing";
import { FULL_WORKING_WEEK } from "@/lib/booking/availability/working-week";
import { DEFAULT_PRICE_TABLE } from "@/lib/settings/price-table";
import { newYorkDateOf, newYorkWallTimeToUtc } from "@/lib/kernel/time/new-york";
import { rowsOf } from "@/lib/platform/db/raw";
import type { Role } from "@/lib/platform/db/schema";
import type { TestDatabase } from "@/lib/startup/testing/database";

type Db = TestDatabase["db"];

const TEMPLATES: Quote[] = [
  { service: "residential-cleaning", bedrooms: 2, bathrooms: 1 },
  { service: "deep-cleaning", bedrooms: 3, bathrooms: 2, extras: [{ id: "inside-oven" }] },
  { service: "move-in-out-cleaning", bedrooms: 1, bathrooms: 1 },
  { service: "office-cleaning", squareFeet: 2400 },
  { service: "custom-cleaning", hours: 4, cleaners: 2 },
].map((request) => {
  const result = computeQuote(request, DEFAULT_PRICE_TABLE);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.quote;
});

/** Users 0–24 are cleaners, 25–29 Moderators, 30–32 Admins, the rest customers. */
const CLEANERS = 25;
/** A full day of one cleaner: three visits with the travel between them (docs/product.md#cleaners-availability). */
const VISITS_PER_CLEANER_DAY = 3;
/** Days ahead the visits reach; the rest of the span lies in the past. */
const DAYS_AHEAD = 60;

/**
 * The days `orders` visits need when no day holds more than the cleaners could do: the history of
 * a company that size (100,000 orders: about three and a half years). A shorter span (the fill
 * used 180 days before cleaners' availability) packs days the product itself would refuse to book.
 */
export function spanDaysFor(orders: number): number {
  return Math.max(180, Math.ceil(orders / (CLEANERS * VISITS_PER_CLEANER_DAY)));
}
const FIRST_CUSTOMER = 33;
const SERIES = 2_000;

export interface Filled {
  cleanerIds: string[];
  staff: { id: string; role: Role };
  sampleOrderId: string;
  sampleNumber: number;
}

const DAY = sql`interval '1 day'`;
const HOUR = sql`interval '1 hour'`;
/** The same uuid for user `i` in every statement, so orders can name their customer and cleaner. */
const userId = (i: ReturnType<typeof sql>) => sql`md5('bench-user-' || (${i}))::uuid`;

export async function fillAdminBench(db: Db, now: Date, size: { users: number; orders: number; spanDays: number }): Promise<Filled> {
  const at = sql`${now.toISOString()}::timestamptz`;
  // New York midnight today: visits are placed on whole days from it, at 8:00 to 16:00 (an hour off across a clock change, which a benchmark does not mind).
  const midnight = sql`${newYorkWallTimeToUtc(newYorkDateOf(now), 0).toISOString()}::timestamptz`;
  const customers = Math.max(1, size.users - FIRST_CUSTOMER);

  await db.execute(sql`
    insert into users (id, email, first_name, last_name, role, status, blocked_reason, email_verified_at, created_at, updated_at)
    select ${userId(sql`i`)}, 'bench-' || i || '@example.test',
      (array['Ana','Ben','Chloe','Dev','Elena','Farid','Grace','Hiro','Iris','Jamal'])[1 + (i * 7) % 10], 'Tester' || i,
      (case when i < ${CLEANERS} then 'Cleaner' when i < 30 then 'Moderator' when i < ${FIRST_CUSTOMER} then 'Admin' else 'Customer' end)::user_role,
      (case when i % 97 = 0 then 'blocked' else 'active' end)::user_status,
      case when i % 97 = 0 then 'Bench' end,
      ${at}, ${at} - ((i * 37) % 700) * ${DAY}, ${at}
    from generate_series(0, ${size.users - 1}) as i`);

  await db.execute(sql`
    insert into order_series (id, customer_id, frequency, template, anchor_starts_at, generated_until, cancelled_at, created_at)
    select md5('bench-series-' || k)::uuid, ${userId(sql`${FIRST_CUSTOMER} + k % ${customers}`)},
      (array['weekly','biweekly','monthly'])[1 + k % 3]::series_frequency,
      jsonb_build_object('request', ${JSON.stringify(TEMPLATES[0]?.request)}::jsonb, 'address', jsonb_build_object('street', '245 Bedford Ave', 'unit', null, 'city', 'Brooklyn', 'zip', '11211', 'accessNotes', null),
        'contact', jsonb_build_object('name', 'Bench Customer', 'phone', '+17185550199', 'email', 'bench@example.test'), 'notes', null),
      ${at} - (k % 400) * ${DAY}, ${at} + 56 * ${DAY},
      case when k % 7 = 0 then ${at} - (k % 60) * ${DAY} end,
      ${at} - (k % 400) * ${DAY}
    from generate_series(0, ${SERIES - 1}) as k`);

  // Visits over the span, up to 60 days ahead. Past ones are completed, or cancelled one in four
  // (some within 24 hours of the start); future ones run through the live statuses. One in five
  // belongs to a series.
  await db.execute(sql`
    with templates as (select value as quote, ordinality - 1 as slot from jsonb_array_elements(${JSON.stringify(TEMPLATES)}::jsonb) with ordinality),
    placed as (
      select i, ${midnight} + (((i * 7919) % ${size.spanDays}) - ${size.spanDays - DAYS_AHEAD}) * ${DAY} + (8 + (i * 31) % 9) * ${HOUR} as starts_at
      from generate_series(0, ${size.orders - 1}) as i
    ),
    timed as (
      select i, starts_at,
        (case when starts_at < ${at} then (array['completed','completed','completed','cancelled'])[1 + i % 4]
              else (array['pending','confirmed','assigned','assigned','completed','completed','completed','cancelled'])[1 + i % 8] end)::order_status as status
      from placed
    )
    insert into orders (customer_id, status, service_slug, request, quote, total_cents, amount_due_cents, starts_at, ends_at,
      street, city, zip, borough, contact_name, contact_phone, contact_email, cleaner_id, cancelled_at, series_id, series_occurrence, created_at, updated_at)
    select ${userId(sql`${FIRST_CUSTOMER} + (t.i * 7907) % ${customers}`)}, t.status, q.quote -> 'service' ->> 'slug', q.quote -> 'request', q.quote,
      (q.quote ->> 'totalCents')::int, (q.quote ->> 'amountDueCents')::int, t.starts_at, t.starts_at + ((q.quote ->> 'estimatedMinutes')::int) * interval '1 minute',
      (array['245 Bedford Ave','310 W 97th St','31-10 Ditmars Blvd'])[1 + t.i % 3], (array['Brooklyn','New York','Astoria'])[1 + t.i % 3],
      (array['11211','10025','11105'])[1 + t.i % 3], (array['Brooklyn','Manhattan','Queens'])[1 + t.i % 3]::borough,
      'Bench Tester' || (${FIRST_CUSTOMER} + (t.i * 7907) % ${customers}), '(718) 555-0199', 'bench-' || (${FIRST_CUSTOMER} + (t.i * 7907) % ${customers}) || '@example.test',
      case when t.status in ('assigned', 'in_progress', 'completed') then ${userId(sql`t.i % ${CLEANERS}`)} end,
      case when t.status = 'cancelled' then least(${at}, t.starts_at - (t.i % 5) * interval '12 hours') end,
      case when t.i % 5 = 0 then md5('bench-series-' || ((t.i / 5) % ${SERIES}))::uuid end,
      case when t.i % 5 = 0 then t.i end,
      least(${at}, t.starts_at - ((t.i % 30) + 1) * ${DAY}), ${at}
    from timed t join templates q on q.slot = t.i % ${TEMPLATES.length}`);

  await db.execute(sql`insert into order_events (order_id, type, actor_id, created_at) select id, 'created', customer_id, created_at from orders`);
  // Three in five completed visits were rated, mostly well.
  await db.execute(sql`
    insert into satisfaction_polls (order_id, token_hash, rating, answered_at, flagged, created_at)
    select id, 'bench-poll-' || number, (array[5,5,4,5,3,4,5,2,5,1])[1 + number % 10], ends_at + ${DAY}, (array[5,5,4,5,3,4,5,2,5,1])[1 + number % 10] <= 3, ends_at
    from orders where status = 'completed' and number % 5 < 3`);
  await db.execute(sql`
    insert into leads (name, email, phone, message, free_estimate, status, created_at, updated_at)
    select 'Lead ' || i, case when i % 10 = 0 then '' else 'lead-' || i || '@example.test' end, '+1718555' || lpad((i % 10000)::text, 4, '0'),
      'Looking for a quote', i % 3 = 0, (array['new','contacted','won','lost'])[1 + i % 4]::lead_status, ${at} - (i % 365) * ${DAY}, ${at}
    from generate_series(0, 1999) as i`);
  await db.execute(sql`
    insert into unfinished_quotes (email, answers, answers_hash, quote_cents, service_name, token_hash, status, created_at, sent_at)
    select 'quote-' || (i % 2500) || '@example.test', '{}'::jsonb, 'bench-' || i, 15000, 'Regular cleaning', 'bench-token-' || i,
      (array['sent','booked','unsubscribed','replaced'])[1 + i % 4]::unfinished_quote_status, ${at} - (i % 365) * ${DAY},
      case when i % 4 < 2 then ${at} - (i % 365) * ${DAY} + ${HOUR} end
    from generate_series(0, 2999) as i`);
  await db.execute(sql`
    insert into quote_starts (day, starts)
    select (${midnight} - d * ${DAY})::date, 20 + (d * 13) % 40 from generate_series(0, 729) as d`);
  await db.execute(sql`
    insert into audit_log (actor_id, action, subject_type, subject_id, details, created_at)
    select ${userId(sql`30`)}, 'order.confirm', 'order', id::text, '{}'::jsonb, created_at from orders order by number limit 5000`);
  // Every cleaner works every day, 8:00 to 19:00, in all three boroughs, so the schedule's free
  // cleaners per hour and the dispatch board read a real pool (lib/booking/availability/load-pool.ts).
  await db.execute(sql`
    insert into cleaner_availability (cleaner_id, boroughs, working_week, updated_at)
    select ${userId(sql`c`)}, array['Manhattan','Brooklyn','Queens']::borough[], ${JSON.stringify(FULL_WORKING_WEEK)}::jsonb, ${at}
    from generate_series(0, ${CLEANERS - 1}) as c`);
  // 300 requests for time off, 12 a cleaner, from 90 days back to 90 ahead, one to three days
  // long; waiting, approved, declined and withdrawn in turn, the decided ones decided by an Admin.
  await db.execute(sql`
    insert into time_off (cleaner_id, first_day, last_day, note, status, requested_at, decided_at, decided_by)
    select ${userId(sql`t % ${CLEANERS}`)}, (${midnight} + ((t * 53) % 181 - 90) * ${DAY})::date, (${midnight} + ((t * 53) % 181 - 90 + t % 3) * ${DAY})::date,
      case when t % 2 = 0 then 'Family visit' end,
      (array['requested','approved','declined','withdrawn'])[1 + t % 4]::time_off_status,
      ${at} - ((t % 60) + 1) * ${DAY},
      case when t % 4 <> 0 then ${at} - (t % 60) * ${DAY} end,
      case when t % 4 <> 0 then ${userId(sql`30`)} end
    from generate_series(0, 299) as t`);
  // A running database's autovacuum has long since set the visibility map and the statistics;
  // without it, every index-only scan would still visit the table.
  await db.execute(sql`vacuum analyze`);

  const cleaners = rowsOf<{ id: string }>(await db.execute(sql`select id from users where role = 'Cleaner' order by email`));
  const [staff] = rowsOf<{ id: string }>(await db.execute(sql`select id from users where role = 'Admin' limit 1`));
  const [sample] = rowsOf<{ id: string; number: number }>(await db.execute(sql`select id, number from orders order by number offset ${Math.floor(size.orders / 2)} limit 1`));
  if (!staff || !sample) throw new Error("the bench data has no admin or no order");
  return { cleanerIds: cleaners.map((row) => row.id), staff: { id: staff.id, role: "Admin" }, sampleOrderId: sample.id, sampleNumber: Number(sample.number) };
}
