"use client";

import { useSession } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import { MarkedError } from "@/components/forms/MarkedError";
import { removePictureContract, uploadPictureContract } from "@/lib/account/picture-contract";
import { callApi } from "@/lib/web/http/client";
import { Avatar } from "./Avatar";
import { FormAlert } from "./FormAlert";
import { Spinner, SubmitButton } from "./SubmitButton";
import { dangerOutlineButtonClass } from "@/components/ui/styles";
import { useApiForm } from "./use-api-form";

const ACCEPT = "image/jpeg,image/png,image/webp";
const MAX_BYTES = 5 * 1024 * 1024;

/** Checked here too, so a wrong file is refused before a 5 MB upload on a phone connection. */
function localProblem(file: File | undefined): string | null {
  if (!file) return "Choose a picture to upload.";
  if (!ACCEPT.split(",").includes(file.type)) return "Use a JPEG, PNG or WebP picture.";
  if (file.size > MAX_BYTES) return "The picture is larger than 5 MB. Choose a smaller one.";
  return null;
}

export function ProfilePictureForm({ initialUrl, firstName, lastName }: { initialUrl: string | null; firstName: string; lastName: string }) {
  const router = useRouter();
  // The header's avatar (and its local cache) follow the session, so the session is re-read after a change.
  const { update: refreshSession } = useSession();
  const { alert, fieldErrors, formRef, sending, setAlert, setFieldErrors, submit } = useApiForm();
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [pictureUrl, setPictureUrl] = useState(initialUrl);
  const [removing, setRemoving] = useState(false);
  const busy = sending || removing;

  async function onUpload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    const problem = localProblem(file);
    if (problem || !file) {
      setFieldErrors({ picture: problem ?? "Choose a picture to upload." });
      setAlert(null);
      return;
    }
    const body = new FormData();
    body.set("picture", file);
    await submit(
      () => callApi(uploadPictureContract, { body }),
      (data) => {
        setPictureUrl(data.pictureUrl);
        if (fileRef.current) fileRef.current.value = "";
        void refreshSession();
        router.refresh();
        return "Your new picture is saved.";
      },
    );
  }

  async function onRemove() {
    setRemoving(true);
    try {
      await submit(
        () => callApi(removePictureContract),
        () => {
          setPictureUrl(null);
          void refreshSession();
          router.refresh();
          return "Your picture is removed.";
        },
      );
    } finally {
      setRemoving(false);
    }
  }

  const error = fieldErrors.picture;
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <Avatar url={pictureUrl} firstName={firstName} lastName={lastName} size={112} />
      <form ref={formRef} onSubmit={onUpload} noValidate className="flex-1 space-y-3" aria-label="Profile picture">
        <div>
          <label htmlFor={inputId} className="block text-sm font-semibold text-slate-800">
            Choose a picture
          </label>
          <p id={`${inputId}-hint`} className="mt-0.5 text-sm text-slate-500">
            JPEG, PNG or WebP, up to 5 MB. We crop it to a square.
          </p>
          <input
            ref={fileRef}
            id={inputId}
            name="picture"
            type="file"
            accept={ACCEPT}
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${inputId}-hint`, error ? `${inputId}-error` : ""].join(" ").trim()}
            onChange={() => setFieldErrors({})}
            className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
          <MarkedError id={`${inputId}-error`} error={error} />
        </div>
        <FormAlert alert={alert} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <SubmitButton sending={sending && !removing} disabled={busy} sendingLabel="Uploading…">
            Upload picture
          </SubmitButton>
          {pictureUrl && (
            <button type="button" onClick={onRemove} disabled={busy} className={dangerOutlineButtonClass}>
              {removing && <Spinner />}
              {removing ? "Removing…" : "Remove picture"}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
