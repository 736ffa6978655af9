import { cardClass, linkClass } from "@/components/ui/styles";
import { formatVisitDate } from "@/lib/booking/booking-time";
import { customerChangeDeadline, isWithinCustomerWindow } from "@/lib/booking/edit-window";

interface NextStepsProps {
  start: Date;
  now: Date;
  email: string;
  phone: string;
  phoneHref: string;
}

/**
 * What happens after booking. A visit less than 24 hours away gets no reminder (it would be
 * dated today or already past), cannot be changed online, and is confirmed before it starts
 * rather than "within one business day".
 */
export function NextSteps({ start, now, email, phone, phoneHref }: NextStepsProps) {
  const shortNotice = !isWithinCustomerWindow(start, now);
  const call = (
    <a href={phoneHref} className={linkClass}>
      {phone}
    </a>
  );
  return (
    <section aria-labelledby="next-title" className={`${cardClass} mt-8`}>
      <h2 id="next-title" className="text-lg font-semibold text-ink">
        What happens next
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
        <li>We emailed a summary to {email}.</li>
        {shortNotice ? (
          <li>Your visit is less than 24 hours away: our team confirms it as soon as possible, before it starts, and assigns your cleaner.</li>
        ) : (
          <>
            <li>Our team confirms your booking, usually within one business day, and assigns your cleaner.</li>
            <li>The day before, on {formatVisitDate(customerChangeDeadline(start))}, we send a reminder.</li>
          </>
        )}
        <li>You pay after the visit. No card was charged.</li>
      </ol>
      <p className="mt-4 text-sm text-slate-600">
        {shortNotice ? <>It starts in less than 24 hours, so it can no longer be changed or cancelled online. To change something, call </> : <>Need to change something? Reschedule or cancel online until 24 hours before the visit, or call </>}
        {call}.
      </p>
    </section>
  );
}
