"use client";

import { useEffect, useRef } from "react";
import { waitingLine, type QueuedAction } from "@/lib/cabinet/offline/action-queue";

type WaitingPhoto = Extract<QueuedAction, { kind: "photo" }>;

/** One photo the phone keeps, shown from its own bytes (a `blob:` address, which the CSP's img-src allows) until it is sent. */
function WaitingThumbnail({ photo, label }: { photo: WaitingPhoto; label: string }) {
  const image = useRef<HTMLImageElement>(null);
  // The address lives as long as the thumbnail: made when it shows, revoked when it goes.
  useEffect(() => {
    const address = URL.createObjectURL(photo.photo);
    if (image.current) image.current.src = address;
    return () => URL.revokeObjectURL(address);
  }, [photo.photo]);
  const line = waitingLine(photo.madeAt);
  return (
    <li className="w-28" data-testid="photo-waiting">
      <div className="overflow-hidden rounded-lg border border-dashed border-amber-500">
        {/* eslint-disable-next-line @next/next/no-img-element -- the phone's own bytes, not a page asset */}
        <img ref={image} alt={`${label}, waiting to send`} width={112} height={96} className="h-24 w-28 bg-slate-100 object-cover" />
      </div>
      <p className="mt-1 text-xs font-medium text-amber-800">{line}</p>
    </li>
  );
}

/**
 * The photos of one room and stage the phone keeps to send when the connection returns
 * (docs/architecture.md, "The cabinet offline"), with their thumbnails and when they were taken.
 */
export function WaitingPhotos({ photos, label }: { photos: readonly WaitingPhoto[]; label: string }) {
  if (photos.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={`${label}, waiting to send`}>
      {photos.map((photo) => (
        <WaitingThumbnail key={photo.key} photo={photo} label={label} />
      ))}
    </ul>
  );
}
