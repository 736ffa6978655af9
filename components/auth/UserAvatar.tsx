import { initialsOf } from "@/lib/auth/header-user-cache";

/** The profile picture, or the initials of first and last name. */
export function UserAvatar({ firstName, lastName, pictureUrl, size = 36 }: { firstName: string; lastName: string; pictureUrl: string | null; size?: number }) {
  if (pictureUrl) {
    // eslint-disable-next-line @next/next/no-img-element -- a small, already resized, cache-forever image
    return <img src={pictureUrl} alt="" width={size} height={size} className="rounded-full object-cover" style={{ width: size, height: size }} />;
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
      style={{ width: size, height: size }}
    >
      {initialsOf(firstName, lastName)}
    </span>
  );
}
