import type { JobPhotoView } from "@/lib/cabinet/photos/job-photos";
import { formatInNewYork } from "@/lib/kernel/format/date-time";

/**
 * A row of photo thumbnails through their signed links; each opens full size in a new tab.
 * Plain `<img>`: the links are short-lived and private, which next/image's optimiser would cache.
 */
export function PhotoStrip({ photos, label, onDelete }: { photos: readonly JobPhotoView[]; label: string; onDelete?: (photo: JobPhotoView) => void }) {
  if (photos.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
      {photos.map((photo, index) => (
        <li key={photo.id} className="relative">
          <a href={photo.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg border border-slate-200">
            {/* eslint-disable-next-line @next/next/no-img-element -- a private, short-lived signed link; see above */}
            <img src={photo.url} alt={`${label}, photo ${index + 1}, taken ${formatInNewYork(new Date(photo.takenAt), "time")}`} width={112} height={Math.round((112 * photo.height) / photo.width)} loading="lazy" className="h-24 w-28 object-cover" />
          </a>
          {onDelete ? (
            <button type="button" onClick={() => onDelete(photo)} className="mt-1 min-h-11 w-28 rounded-lg border border-slate-300 text-xs font-semibold text-slate-700 hover:bg-slate-50">
              Delete
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
