import { BOROUGHS, type Borough } from "@/lib/kernel/service-area";
import type { TravelMinutes } from "@/lib/settings/travel-minutes";

/**
 * Capacity as people (docs/product.md#cleaners-availability). A visit can be offered when some
 * cleaner who works its borough is on shift for the whole visit and clear of their other visits
 * by the travel time between the two boroughs. Visits nobody is assigned to yet still need
 * somebody: they are first given, one by one in start order, to a cleaner who could take them,
 * and only the cleaners left free count. When that first placement leaves no room, one repair is
 * tried: the new visit takes a cleaner and the waiting visits it pushes out must find someone
 * else. So the answer is "yes" only when there is an actual plan that staffs every visit; it may
 * say "no" to a day a cleverer plan could fit, never "yes" to one that cannot be staffed.
 *
 * Pure: the caller brings the pool (lib/booking/availability/load-pool.ts) and the travel setting.
 */

export interface Interval {
  start: Date;
  end: Date;
}

export interface PoolCleaner {
  id: string;
  boroughs: readonly Borough[];
  /** The instants they work on the days concerned, approved time off already taken out. */
  shifts: readonly Interval[];
}

export interface PoolVisit extends Interval {
  /** Null for a time kept for someone on the waitlist: it may be anywhere. */
  borough: Borough | null;
  /** The cleaner assigned, if any. */
  cleanerId: string | null;
  /** The cleaner the customer asked for ("book my cleaner again"), kept for them until someone is assigned. */
  requestedCleanerId: string | null;
}

export interface CleanerPool {
  cleaners: readonly PoolCleaner[];
  visits: readonly PoolVisit[];
}

export interface Candidate extends Interval {
  /** Null when not known yet (the date step comes before the address): any borough will do. */
  borough: Borough | null;
  /** Only this cleaner may take it (the customer chose "my cleaner"). */
  onlyCleanerId?: string | null;
  /** Cleaners this customer has blocked, or who are never sent to them. */
  excludedCleanerIds?: ReadonlySet<string>;
}

const MINUTE_MS = 60_000;

/** Minutes kept between two visits of one cleaner; a visit of unknown borough takes the longer gap. */
export function travelMinutesBetween(from: Borough | null, to: Borough | null, travel: TravelMinutes): number {
  return from !== null && from === to ? travel.sameBorough : travel.acrossBoroughs;
}

function onShift(cleaner: PoolCleaner, visit: Interval): boolean {
  return cleaner.shifts.some((shift) => shift.start.getTime() <= visit.start.getTime() && visit.end.getTime() <= shift.end.getTime());
}

function worksIn(cleaner: PoolCleaner, borough: Borough | null): boolean {
  return borough === null ? cleaner.boroughs.length > 0 : cleaner.boroughs.includes(borough);
}

type Placed = Interval & { borough: Borough | null };

/** The two visits are far enough apart for one person to do both, travel included. */
export function clearOfEachOther(a: Placed, b: Placed, travel: TravelMinutes): boolean {
  const aThenB = a.end.getTime() + travelMinutesBetween(a.borough, b.borough, travel) * MINUTE_MS <= b.start.getTime();
  const bThenA = b.end.getTime() + travelMinutesBetween(b.borough, a.borough, travel) * MINUTE_MS <= a.start.getTime();
  return aThenB || bThenA;
}

/** Why this cleaner cannot take the visit given the visits already theirs, or null when they can. */
export type TakeProblem = "borough" | "off-shift" | "travel";

export function takeProblem(cleaner: PoolCleaner, visit: Placed, load: readonly Placed[], travel: TravelMinutes): TakeProblem | null {
  if (!worksIn(cleaner, visit.borough)) return "borough";
  if (!onShift(cleaner, visit)) return "off-shift";
  if (!load.every((other) => clearOfEachOther(other, visit, travel))) return "travel";
  return null;
}

interface Plan {
  /** Each cleaner's visits, fixed and placed. */
  loads: Map<string, Placed[]>;
  /** The waiting visits the plan placed (they may move in a repair); fixed ones may not. */
  movable: Set<Placed>;
}

/** The latest end among a cleaner's visits before `start`: placing tight keeps long gaps whole for later visits. */
function lastEndBefore(load: readonly Placed[], start: Date): number {
  return load.reduce((latest, visit) => (visit.end.getTime() <= start.getTime() ? Math.max(latest, visit.end.getTime()) : latest), Number.NEGATIVE_INFINITY);
}

function placeOne(cleaners: readonly PoolCleaner[], loads: Map<string, Placed[]>, visit: Placed, travel: TravelMinutes): PoolCleaner | null {
  let best: PoolCleaner | null = null;
  let bestFit = Number.NEGATIVE_INFINITY;
  for (const cleaner of cleaners) {
    if (takeProblem(cleaner, visit, loads.get(cleaner.id) ?? [], travel)) continue;
    const fit = lastEndBefore(loads.get(cleaner.id) ?? [], visit.start);
    if (best === null || fit > bestFit) {
      best = cleaner;
      bestFit = fit;
    }
  }
  if (best) loads.get(best.id)?.push(visit);
  return best;
}

/**
 * Every visit on the cleaner it belongs to (assigned, else asked for), then the waiting ones
 * placed in start order. A waiting visit nobody can take is left out: it is already short of
 * a cleaner (time off approved after it was booked) and staff see it in the board's tray.
 */
function planOf(pool: CleanerPool, travel: TravelMinutes): Plan {
  const loads = new Map(pool.cleaners.map((cleaner) => [cleaner.id, [] as Placed[]]));
  const waiting: Placed[] = [];
  for (const visit of pool.visits) {
    if (visit.cleanerId !== null) {
      loads.get(visit.cleanerId)?.push(visit);
      continue;
    }
    const requested = visit.requestedCleanerId === null ? undefined : loads.get(visit.requestedCleanerId);
    if (requested) requested.push(visit);
    else waiting.push(visit);
  }
  waiting.sort((a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime());
  const movable = new Set<Placed>();
  for (const visit of waiting) if (placeOne(pool.cleaners, loads, visit, travel)) movable.add(visit);
  return { loads, movable };
}

function eligibleFor(pool: CleanerPool, candidate: Candidate): PoolCleaner[] {
  return pool.cleaners.filter(
    (cleaner) => (!candidate.onlyCleanerId || cleaner.id === candidate.onlyCleanerId) && !candidate.excludedCleanerIds?.has(cleaner.id),
  );
}

/** The new visit takes `cleaner`; the waiting visits in its way find someone else, or the repair fails. */
function repairs(pool: CleanerPool, plan: Plan, cleaner: PoolCleaner, visit: Placed, travel: TravelMinutes): boolean {
  const load = plan.loads.get(cleaner.id) ?? [];
  const inTheWay = load.filter((other) => !clearOfEachOther(other, visit, travel));
  if (inTheWay.some((other) => !plan.movable.has(other))) return false;
  if (takeProblem(cleaner, visit, load.filter((other) => !inTheWay.includes(other)), travel)) return false;
  const loads = new Map([...plan.loads].map(([id, visits]) => [id, [...visits]]));
  loads.set(cleaner.id, [...load.filter((other) => !inTheWay.includes(other)), visit]);
  const others = pool.cleaners.filter((other) => other.id !== cleaner.id);
  return inTheWay.every((pushed) => placeOne(others, loads, pushed, travel) !== null);
}

function roomIn(pool: CleanerPool, plan: Plan, visit: Placed, candidate: Candidate, travel: TravelMinutes): boolean {
  const eligible = eligibleFor(pool, candidate);
  if (eligible.some((cleaner) => takeProblem(cleaner, visit, plan.loads.get(cleaner.id) ?? [], travel) === null)) return true;
  return eligible.some((cleaner) => repairs(pool, plan, cleaner, visit, travel));
}

/**
 * For one pool, the question "can some eligible cleaner take this visit while every visit
 * already booked keeps someone?", with the waiting visits placed once for all the questions
 * (a day's slot list asks it for each start).
 */
export function roomFinder(pool: CleanerPool, travel: TravelMinutes): (candidate: Candidate) => boolean {
  const plan = planOf(pool, travel);
  return (candidate) => {
    const boroughs: ReadonlyArray<Borough | null> = candidate.borough === null ? BOROUGHS : [candidate.borough];
    return boroughs.some((borough) => roomIn(pool, plan, { start: candidate.start, end: candidate.end, borough }, candidate, travel));
  };
}

/**
 * The boroughs whose cleaners could be drawn into a visit in `borough`: those linked to it by
 * cleaners who work more than one (docs/product.md#cleaners-availability, the pool its lock covers).
 */
export function poolOf(boroughsByCleaner: ReadonlyArray<readonly Borough[]>, borough: Borough | null): Borough[] {
  if (borough === null) return [...BOROUGHS];
  const pool = new Set<Borough>([borough]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const boroughs of boroughsByCleaner) {
      if (!boroughs.some((each) => pool.has(each))) continue;
      for (const each of boroughs) {
        if (pool.has(each)) continue;
        pool.add(each);
        grew = true;
      }
    }
  }
  return BOROUGHS.filter((each) => pool.has(each));
}

export interface FreeCleaners {
  /** Cleaners whose shift covers the whole stretch. */
  onShift: number;
  /** Of those, the ones who could still take a visit then, the waiting visits placed first. */
  free: number;
}

/** For the dispatch board's hours: who could still take a visit in each stretch, wherever they work. */
export function freeCleaners(pool: CleanerPool, stretches: readonly Interval[], travel: TravelMinutes): FreeCleaners[] {
  const plan = planOf(pool, travel);
  return stretches.map((stretch) => {
    const visit = { ...stretch, borough: null };
    const working = pool.cleaners.filter((cleaner) => onShift(cleaner, stretch));
    return { onShift: working.length, free: working.filter((cleaner) => takeProblem(cleaner, visit, plan.loads.get(cleaner.id) ?? [], travel) === null).length };
  });
}
