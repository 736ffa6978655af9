import { FormAlert } from "@/components/forms/FormAlert";

/**
 * Above step 1 for a blocked account that kept its read-only session: it is told before it
 * answers anything that booking is paused, not refused after the last step. The server refuses
 * the booking anyway (lib/web/http/access.ts); this saves the customer the five steps.
 */
export function BookingPausedNotice({ phone }: { phone: string }) {
  return (
    <div className="mb-6">
      <FormAlert kind="info">
        <strong className="font-semibold">Booking is paused for your account.</strong> Your account is read-only for now, so you can look at prices here but cannot book a visit. If you
        think this is a mistake, call us at {phone}.
      </FormAlert>
    </div>
  );
}
