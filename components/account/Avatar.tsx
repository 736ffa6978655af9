/** A round profile picture, or the person's initials when there is none. */
export function Avatar({ url, firstName, lastName, size = 96 }: { url: string | null; firstName: string; lastName: string; size?: number }) {
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
  const style = { width: size, height: size };
  if (url) {
    return (
      // A plain img: the picture is already a 256×256 WebP served with long caching, and
      // next/image would need every versioned query string allowed in next.config.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={url} alt={`Profile picture of ${firstName} ${lastName}`} width={size} height={size} style={style} className="rounded-full object-cover ring-2 ring-brand-100" />
    );
  }
  return (
    <span role="img" aria-label={`${firstName} ${lastName} (no profile picture)`} style={style} className="flex items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800">
      {initials}
    </span>
  );
}
