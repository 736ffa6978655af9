/** A field's error under a control of its own making (a file picker, an amount choice), marked ⚠ so it is not told by colour alone. */
export function MarkedError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      <span aria-hidden="true">⚠ </span>
      {error}
    </p>
  ) : null;
}
