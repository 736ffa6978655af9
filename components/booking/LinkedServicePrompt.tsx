"use client";

import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/styles";

/**
 * A service page's link named a service, but the saved form is for another one: the customer
 * chooses, and the saved answers are never replaced behind their back.
 */
export function LinkedServicePrompt({ savedName, linkedName, onAnswer }: { savedName: string; linkedName: string; onAnswer: (switchToIt: boolean) => void }) {
  return (
    <section aria-labelledby="linked-service-title" className="mb-6 rounded-2xl border border-sky-200 bg-sky-50 p-5 text-sky-950">
      <h2 id="linked-service-title" className="text-base font-semibold">
        You have a saved booking
      </h2>
      <p className="mt-1 text-sm">
        Your saved booking is for {savedName}. Switch it to {linkedName}? The date, address and contact you entered stay; you check the home details again.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <button type="button" className={primaryButtonClass} onClick={() => onAnswer(true)}>
          Switch to {linkedName}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => onAnswer(false)}>
          Keep my saved booking
        </button>
      </div>
    </section>
  );
}
