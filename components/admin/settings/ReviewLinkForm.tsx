"use client";

import { FormAlert } from "@/components/forms/FormAlert";
import { TextField } from "@/components/forms/TextField";
import { bindValue } from "@/components/forms/bind";
import { primaryButtonClass } from "@/components/ui/styles";
import { reviewLinkContract } from "@/lib/admin/settings/settings-contract";
import { callApi } from "@/lib/web/http/client";
import { useSingleSetting } from "./use-single-setting";

/**
 * The company's Google review link, used by the day-after review request (docs/product.md#review-requests).
 * Empty stops the requests. The server checks the link; its message shows under the field.
 */
export function ReviewLinkForm({ initial }: { initial: string | null }) {
  const { value, setValue, busy, error, notice, save } = useSingleSetting({
    initial,
    shown: (link: string | null) => link ?? "",
    field: "googleReviewUrl",
    request: (text) => callApi(reviewLinkContract, { body: { googleReviewUrl: text } }),
    saved: (answer) => ({
      value: answer.googleReviewUrl,
      text: answer.googleReviewUrl ? "Saved. Customers are asked for a review at 10 AM the day after each completed visit." : "Saved with no link: review requests have stopped.",
    }),
  });

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        name="google-review-url"
        label="Google review link"
        optional
        type="url"
        inputMode="url"
        maxLength={500}
        placeholder="https://g.page/r/…/review"
        hint="From your Google Business Profile: Ask for reviews, then copy the link. Leave empty to send no review requests."
        {...bindValue(value, setValue)}
        error={error}
      />
      {notice ? <FormAlert kind={notice.kind}>{notice.text}</FormAlert> : null}
      <button type="submit" className={primaryButtonClass} disabled={busy}>
        {busy ? "Saving…" : "Save link"}
      </button>
    </form>
  );
}
