"use client";

import { useState } from "react";
import { useJobQueue } from "@/components/cabinet/offline/ActionQueue";
import { FormAlert } from "@/components/forms/FormAlert";
import { photoWaitProblem } from "@/lib/cabinet/offline/action-queue";
import type { JobPhotoStage, JobPhotoView, OrderPhotoReport } from "@/lib/cabinet/photos/job-photos";
import { deleteJobPhotoContract } from "@/lib/cabinet/photos/photos-contract";
import { callApi } from "@/lib/web/http/client";
import { PhotoStrip } from "./PhotoStrip";
import { shrinkPhoto } from "./shrink-photo";
import { WaitingPhotos } from "./WaitingPhotos";

const STAGE_WORDS: Record<JobPhotoStage, string> = { before: "Before", after: "After" };

/**
 * Before-and-after photos on the cleaner's job page, one block per checklist section
 * (docs/product.md, "Photos of the work"). "Add before" and "Add after" open the phone's rear
 * camera; the photo is made small on the phone and goes through the cabinet's queue like the
 * other actions (docs/architecture.md, "The cabinet offline"): sent at once with a connection,
 * and without one kept on the phone, shown under its room with "Waiting to send", and sent in
 * its turn when the connection returns. A finished job shows its photos without the buttons.
 */
export function JobPhotosPanel({ initial }: { initial: OrderPhotoReport }) {
  const [report, setReport] = useState(initial);
  // The page is read again after queued photos are sent (ActionQueueProvider refreshes it): show what it now says.
  const [shownInitial, setShownInitial] = useState(initial);
  if (initial !== shownInitial) {
    setShownInitial(initial);
    setReport(initial);
  }
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const { waiting, act } = useJobQueue(initial.orderId);

  const add = async (section: string, stage: JobPhotoStage, file: File | undefined) => {
    if (!file) return;
    setBusy(`${section}/${stage}`);
    setMessage(null);
    const photo = await shrinkPhoto(file);
    const problem = navigator.onLine ? null : photoWaitProblem(waiting, photo);
    if (problem) {
      setBusy(null);
      return setMessage({ kind: "error", text: problem });
    }
    const outcome = await act({ kind: "photo", jobId: report.orderId, section, stage, photo });
    setBusy(null);
    if (outcome.kind === "refused") return setMessage({ kind: "error", text: outcome.message });
    if (outcome.kind === "queued") return setMessage({ kind: "success", text: `${STAGE_WORDS[stage]} photo of ${section} kept on the phone. It will be sent when the signal is back.` });
    setReport(outcome.answer as OrderPhotoReport);
    setMessage({ kind: "success", text: `${STAGE_WORDS[stage]} photo of ${section} saved.` });
  };

  const remove = async (photo: JobPhotoView) => {
    setMessage(null);
    const result = await callApi(deleteJobPhotoContract, { params: { id: report.orderId, photoId: photo.id } });
    if (!result.ok) return setMessage({ kind: "error", text: result.error });
    setReport(result.data);
    setMessage({ kind: "success", text: "Photo deleted." });
  };

  return (
    <div>
      <p className="text-sm text-slate-600">
        {report.canChange ? "Take a photo of each room before you start and when you finish. The customer sees them after check-out." : "Photos of this visit."}
      </p>
      {message ? (
        <div className="mt-3" aria-live="polite">
          <FormAlert kind={message.kind}>{message.text}</FormAlert>
        </div>
      ) : null}
      <div className="mt-3 space-y-5">
        {report.sections.map((section, sectionIndex) => (
          <div key={section.title} data-testid="photo-section">
            <h3 className="font-semibold text-ink">{section.title}</h3>
            {(["before", "after"] as const).map((stage) => {
              const inputId = `photo-${report.orderId}-${sectionIndex}-${stage}`;
              const sending = busy === `${section.title}/${stage}`;
              return (
                <div key={stage} className="mt-2">
                  <PhotoStrip photos={section[stage]} label={`${STAGE_WORDS[stage]}: ${section.title}`} onDelete={report.canChange ? (photo) => void remove(photo) : undefined} />
                  <WaitingPhotos
                    photos={waiting.flatMap((action) => (action.kind === "photo" && action.section === section.title && action.stage === stage ? [action] : []))}
                    label={`${STAGE_WORDS[stage]}: ${section.title}`}
                  />
                  {report.canChange ? (
                    <>
                      <label
                        htmlFor={inputId}
                        className={`mt-2 inline-flex min-h-11 cursor-pointer items-center rounded-xl border border-brand-700 px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 ${busy ? "pointer-events-none opacity-60" : ""}`}
                      >
                        {sending ? "Sending…" : `Add ${stage} photo`}
                      </label>
                      <input
                        id={inputId}
                        type="file"
                        accept="image/*"
                        capture="environment"
                        className="sr-only"
                        disabled={busy !== null}
                        onChange={(event) => {
                          const file = event.target.files?.[0];
                          event.target.value = "";
                          void add(section.title, stage, file);
                        }}
                      />
                    </>
                  ) : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
