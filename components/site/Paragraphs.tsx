/** Paragraphs of copy in one block, spaced and set by `className`. */
export function Paragraphs({ paragraphs, className }: { paragraphs: readonly string[]; className: string }) {
  return (
    <div className={className}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
