"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { CheckboxField } from "@/components/forms/CheckboxField";
import { ChoiceTile } from "@/components/forms/ChoiceTile";
import { FormAlert } from "@/components/forms/FormAlert";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { TextAreaField } from "@/components/forms/TextAreaField";
import { POLL_COMMENT_MAX } from "@/lib/booking/poll-answer";
import { pollContract } from "@/lib/booking/polls-contract";
import { callApi } from "@/lib/web/http/client";
import { bindChecked, bindValue } from "@/components/forms/bind";

const LABELS = ["", "Very unhappy", "Unhappy", "Okay", "Happy", "Very happy"] as const;

/**
 * The one question: 1 to 5, a comment if they like, and whether we may publish them on the
 * home page (unticked unless the customer ticks it; published with first name and initial).
 * A star tapped in the email arrives as `initialRating`: chosen, but sent only with the button,
 * so a mail scanner opening the link answers nothing.
 */
export function PollForm({ token, initialRating = null }: { token: string; initialRating?: number | null }) {
  const router = useRouter();
  const [rating, setRating] = useState<number | null>(initialRating);
  const [comment, setComment] = useState("");
  const [publish, setPublish] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (rating === null) {
      setError("Choose a rating from 1 to 5.");
      return;
    }
    setBusy(true);
    setError(null);
    const result = await callApi(pollContract, { body: { token, rating, comment: comment.trim() || null, publish } });
    if (result.ok) {
      router.push("/poll-success");
      return;
    }
    setBusy(false);
    setError(result.error);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset aria-describedby={error ? "poll-error" : undefined}>
        <legend className="text-base font-semibold text-ink">How satisfied are you with the cleaning?</legend>
        <div className="mt-3 grid grid-cols-5 gap-2">
          {[1, 2, 3, 4, 5].map((value) => (
            <ChoiceTile key={value} id={`rating-${value}`} name="rating" value={String(value)} checked={rating === value} onChange={() => setRating(value)}>
              <span className="text-xl font-bold">{value}</span>
              <span className="text-[11px] leading-tight">{LABELS[value]}</span>
            </ChoiceTile>
          ))}
        </div>
      </fieldset>
      <TextAreaField name="comment" label="Anything to tell us?" optional rows={3} maxLength={POLL_COMMENT_MAX} {...bindValue(comment, setComment)} />
      <CheckboxField
        name="publish"
        label="You may publish my rating and comment on your website"
        hint="We show your first name and last initial only, never your address or email."
        {...bindChecked(publish, setPublish)}
      />
      {error ? (
        <div id="poll-error">
          <FormAlert kind="error">{error}</FormAlert>
        </div>
      ) : null}
      <SubmitButton busy={busy} busyLabel="Sending…">
        Send my answer
      </SubmitButton>
    </form>
  );
}
