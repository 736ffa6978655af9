import { orderPhotosPageView } from "@/lib/cabinet/photos/photos-page";
import type { PhotoViewer } from "@/lib/cabinet/photos/job-photos";
import { JobPhotosPanel } from "./JobPhotosPanel";

/** The photos card of the cleaner's job page: loads the job's photos with fresh signed links. */
export async function JobPhotos({ jobId, viewer }: { jobId: string; viewer: PhotoViewer }) {
  const report = await orderPhotosPageView(viewer, jobId);
  if (!report) return null;
  return (
    <section aria-labelledby="photos-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="photos-title" className="text-lg font-semibold text-ink">
        Before and after photos
      </h2>
      <div className="mt-2">
        <JobPhotosPanel initial={report} />
      </div>
    </section>
  );
}
