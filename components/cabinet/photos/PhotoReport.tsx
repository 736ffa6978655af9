import { orderPhotosPageView } from "@/lib/cabinet/photos/photos-page";
import type { PhotoViewer } from "@/lib/cabinet/photos/job-photos";
import { PhotoStrip } from "./PhotoStrip";

/**
 * The completed checklist with its before-and-after photos, read-only: on the customer's order
 * page once the cleaner has checked out, and on the staff order page (docs/product.md, "Photos
 * of the work"). Nothing shows to a viewer who may not see the order, nor before check-out for
 * the customer.
 */
export async function PhotoReport({ orderId, viewer }: { orderId: string; viewer: PhotoViewer }) {
  const report = await orderPhotosPageView(viewer, orderId);
  if (!report?.shown) return null;
  const ticked = report.sections.reduce((sum, section) => sum + section.items.filter((item) => item.done).length, 0);
  const total = report.sections.reduce((sum, section) => sum + section.items.length, 0);
  return (
    <section aria-labelledby="photo-report-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-testid="photo-report">
      <h2 id="photo-report-title" className="text-lg font-semibold text-ink">
        {report.as === "customer" ? "What we did" : "Checklist and photos"}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {ticked} of {total} checklist items done · {report.photoCount === 1 ? "1 photo" : `${report.photoCount} photos`}
      </p>
      <div className="mt-3 space-y-5">
        {report.sections.map((section) => (
          <div key={section.title}>
            <h3 className="font-semibold text-ink">{section.title}</h3>
            {section.items.length > 0 ? (
              <ul className="mt-1 space-y-1 text-sm">
                {section.items.map((item) => (
                  <li key={item.text} className={item.done ? "text-slate-800" : "text-slate-500"}>
                    <span aria-hidden="true">{item.done ? "✓ " : "– "}</span>
                    <span className="sr-only">{item.done ? "Done: " : "Not done: "}</span>
                    {item.text}
                  </li>
                ))}
              </ul>
            ) : null}
            <PhotoStrip photos={section.before} label={`Before: ${section.title}`} />
            <PhotoStrip photos={section.after} label={`After: ${section.title}`} />
          </div>
        ))}
      </div>
    </section>
  );
}
