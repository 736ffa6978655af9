import { BOOKING_STEPS, STEP_TITLES, type BookingStep } from "@/lib/booking/booking-form";

/**
 * The five steps as a progress bar and a list: done steps can be revisited, the current one is
 * marked for screen readers, later ones wait until the current one is complete. Labels wrap
 * rather than being cut off; phones show the numbers, the step's title is the heading below.
 */
export function StepProgress({ current, onSelect }: { current: BookingStep; onSelect: (step: BookingStep) => void }) {
  const index = BOOKING_STEPS.indexOf(current);
  const percent = Math.round(((index + 1) / BOOKING_STEPS.length) * 100);
  return (
    <nav aria-label="Booking steps">
      <div
        role="progressbar"
        aria-label="Booking progress"
        aria-valuemin={1}
        aria-valuemax={BOOKING_STEPS.length}
        aria-valuenow={index + 1}
        aria-valuetext={`Step ${index + 1} of ${BOOKING_STEPS.length}: ${STEP_TITLES[current]}`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-700 transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
      <ol className="mt-3 grid grid-cols-5 gap-1 text-xs sm:text-sm">
        {BOOKING_STEPS.map((step, position) => {
          const done = position < index;
          const label = `${position + 1}. ${STEP_TITLES[step]}`;
          return (
            <li key={step} className="min-w-0">
              {done ? (
                <button
                  type="button"
                  onClick={() => onSelect(step)}
                  className="w-full rounded text-left break-words font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
                  title={label}
                >
                  <span className="sm:hidden">{position + 1}</span>
                  <span className="hidden sm:inline">{label}</span>
                  <span className="sr-only"> (done, edit)</span>
                </button>
              ) : (
                <span
                  aria-current={step === current ? "step" : undefined}
                  className={`block break-words ${step === current ? "font-semibold text-ink" : "text-slate-500"}`}
                  title={label}
                >
                  <span className="sm:hidden">{position + 1}</span>
                  <span className="hidden sm:inline">{label}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
