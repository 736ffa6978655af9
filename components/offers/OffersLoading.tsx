
/** The wait while offers load (docs/product.md#special-offers), announced politely to screen readers. */
export function OffersLoading({ text }: { text: string }) {
  return (
    <div role="status" className="mx-auto flex max-w-6xl items-center justify-center gap-3 px-4 py-10 text-slate-600">
      <span
        aria-hidden="true"
        className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent motion-reduce:animate-none"
      />
      {text}
    </div>
  );
}
