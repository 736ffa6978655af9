import type { JobHandlers } from "./worker";

/**
 * One map of job kind → handler from the groups each domain exports. The job machinery knows
 * no domain: the start-up code (lib/startup/job-handlers.ts) hands the groups in. Two groups
 * claiming one kind is a programming error, caught at start-up rather than by a job silently
 * running the wrong handler.
 */
export function combineJobHandlers(...groups: JobHandlers[]): JobHandlers {
  const combined: Record<string, JobHandlers[string]> = {};
  for (const group of groups) {
    for (const [kind, handler] of Object.entries(group)) {
      if (kind in combined) throw new Error(`Two handlers claim the job kind "${kind}"`);
      combined[kind] = handler;
    }
  }
  return combined;
}
