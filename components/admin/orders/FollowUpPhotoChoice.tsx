"use client";

import type { JobPhotoView } from "@/lib/cabinet/photos/job-photos";
import { FieldMessages, fieldIds } from "@/components/forms/field-parts";

/** A photo of the visit as the follow-up dialog offers it: where and when it was taken. */
export interface FollowUpPhotoOption {
  photo: JobPhotoView;
  /** "Bathrooms, after" */
  label: string;
}

/**
 * The visit's photos as ticked thumbnails in the follow-up dialog: staff keep the ones that
 * show what the customer complained of (docs/product.md, "Photos of the work").
 */
export function FollowUpPhotoChoice({
  options,
  chosen,
  onChange,
  error,
}: {
  options: readonly FollowUpPhotoOption[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  if (options.length === 0) return null;
  const toggle = (id: string, keep: boolean) => onChange(keep ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <fieldset className="mt-3" aria-describedby={error ? fieldIds("photoIds").error : undefined}>
      <legend className="text-sm font-medium text-slate-800">Photos to keep with the follow-up</legend>
      <ul className="mt-2 grid grid-cols-3 gap-2">
        {options.map(({ photo, label }) => {
          const id = `follow-up-photo-${photo.id}`;
          return (
            <li key={photo.id}>
              <label htmlFor={id} className="block cursor-pointer rounded-lg border border-slate-200 p-1 has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-700">
                {/* eslint-disable-next-line @next/next/no-img-element -- a private, short-lived signed link (PhotoStrip says why) */}
                <img src={photo.url} alt="" width={96} height={72} loading="lazy" className="h-18 w-full rounded object-cover" />
                <span className="mt-1 flex items-center gap-1.5 text-xs text-slate-700">
                  <input id={id} type="checkbox" checked={chosen.includes(photo.id)} onChange={(event) => toggle(photo.id, event.target.checked)} className="h-4 w-4 accent-brand-700" />
                  {label}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <FieldMessages name="photoIds" error={error} />
    </fieldset>
  );
}
