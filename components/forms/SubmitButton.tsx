/** The form's main button; disabled with a busy label while the request is under way. */
export function SubmitButton({ busy, children, busyLabel }: { busy: boolean; children: string; busyLabel?: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="w-full rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-70"
    >
      {busy ? (busyLabel ?? "Please wait…") : children}
    </button>
  );
}
