"use client";

import { useState } from "react";
import { authorInitials } from "@/lib/reviews/view";

/**
 * The reviewer's Google photo, or their initials when there is none or it fails to load.
 * A plain <img>: these are tiny avatars on Google's hosts, which next/image is not configured
 * to optimise. No referrer is sent because Google's photo host may refuse foreign referrers.
 */
export function ReviewAvatar({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  const [failed, setFailed] = useState(false);
  if (photoUrl && !failed) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- remote avatar on Google's hosts, see above
      <img
        src={photoUrl}
        alt={`Photo of ${name}`}
        width={48}
        height={48}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
        className="h-12 w-12 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-semibold text-brand-800">
      {authorInitials(name)}
    </span>
  );
}
