"use client";

import { IntentLink } from "@/components/site/IntentLink";
import { forgetSavedBookingOnLogout } from "@/lib/booking/saved-booking-logout";
import { usePathname } from "next/navigation";
import { useEffect, useState, type MouseEvent } from "react";
import { useHeaderMenus } from "@/components/layout/header-menus";
import { isSignedInOnlyPath } from "@/lib/auth/account-paths";
import { signOutOfSite } from "@/lib/auth/sign-out";
import { useSiteSession } from "@/lib/auth/site-session";
import { initialsOf, readHeaderUserCache, writeHeaderUserCache, type HeaderUser } from "@/lib/auth/header-user-cache";
import { can } from "@/lib/kernel/enums/abilities";
import { fullPageNavigation } from "@/lib/kernel/full-page-navigation";
import type { ShellWords } from "@/lib/kernel/i18n/shell-words";
import { fillWords } from "@/lib/kernel/i18n/fill-words";
import { UserAvatar } from "../auth/UserAvatar";

const stopAtTrigger = (event: MouseEvent) => event.stopPropagation();

function storage(): Storage | undefined {
  return typeof window === "undefined" ? undefined : window.localStorage;
}

/** What the menu says and where it leads, in the page's language, from its server parent. */
export interface HeaderUserMenuText {
  words: ShellWords["account"];
  /** The sign-in and gift-card pages in the page's language. */
  loginHref: string;
  giftCardsHref: string;
}

/**
 * The header's account area: a Login button for visitors, an avatar with the user menu for
 * signed-in people. The cached header user shows the avatar at once on static pages; the
 * session from the server then confirms or clears it.
 */
export function HeaderUserMenu({ text }: { text: HeaderUserMenuText }) {
  const { words } = text;
  const { data: session, status } = useSiteSession();
  const pathname = usePathname();
  const menus = useHeaderMenus();
  const [cached, setCached] = useState<HeaderUser | null>(null);

  useEffect(() => {
    // Local storage only exists in the browser, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCached(readHeaderUserCache(storage())?.user ?? null);
  }, []);

  useEffect(() => {
    if (status === "loading") return;
    const user: HeaderUser | null = session
      ? {
          id: session.user.id,
          firstName: session.user.firstName,
          lastName: session.user.lastName,
          email: session.user.email,
          role: session.user.role,
          profilePictureUrl: session.user.pictureUrl,
        }
      : null;
    writeHeaderUserCache(storage(), user);
    // The server's answer replaces the cached guess.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setCached(user);
  }, [session, status]);

  const user = cached;
  if (!user) {
    return status === "loading" ? (
      <span className="inline-block h-9 w-20" aria-hidden="true" />
    ) : (
      // As wide as the placeholder above at least, so the header does not shift when the session is known.
      <IntentLink href={text.loginHref} className="inline-flex h-9 min-w-20 items-center justify-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
        {words.login}
      </IntentLink>
    );
  }

  const open = menus.isOpen("user");
  const logout = async () => {
    writeHeaderUserCache(storage(), null);
    forgetSavedBookingOnLogout();
    const target = isSignedInOnlyPath(pathname) ? "/" : pathname;
    // A full page load, as next-auth's signOut() does: nothing of the session stays in memory.
    fullPageNavigation(await signOutOfSite(target));
  };

  return (
    <div className="relative" onClick={stopAtTrigger}>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="user-menu"
        // The name carries the initials the avatar shows, so what is seen is what is spoken.
        aria-label={fillWords(words.menuFor, { name: `${user.firstName} ${user.lastName}`, initials: initialsOf(user.firstName, user.lastName) })}
        onClick={() => menus.toggle("user")}
        className="flex items-center rounded-full ring-brand-600 ring-offset-2 focus-visible:outline-none focus-visible:ring-2"
      >
        <UserAvatar firstName={user.firstName} lastName={user.lastName} pictureUrl={user.profilePictureUrl} />
      </button>
      {open ? (
        <div id="user-menu" role="menu" aria-label={words.menu} className="absolute right-0 z-50 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          <div className="border-b border-slate-100 px-3 pb-3 pt-1">
            <p className="font-semibold text-slate-900">
              {user.firstName} {user.lastName}
            </p>
            <span className="mt-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{user.role}</span>
          </div>
          <UserMenuLink href="/profile">{words.profile}</UserMenuLink>
          {can(user.role, "cleanerCabinet.open") ? <UserMenuLink href="/cleaner/cabinet">{words.cabinet}</UserMenuLink> : null}
          <UserMenuLink href="/profile/orders">{words.orders}</UserMenuLink>
          <UserMenuLink href="/profile/payment-methods">{words.paymentMethods}</UserMenuLink>
          <UserMenuLink href={text.giftCardsHref}>{words.giftCards}</UserMenuLink>
          {can(user.role, "adminPanel.open") ? <UserMenuLink href="/admin">{words.admin}</UserMenuLink> : null}
          <button
            type="button"
            role="menuitem"
            onClick={logout}
            className="mt-1 w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50"
          >
            {words.logout}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function UserMenuLink({ href, children }: { href: string; children: string }) {
  const menus = useHeaderMenus();
  return (
    <IntentLink role="menuitem" href={href} onClick={menus.closeAll} className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-50">
      {children}
    </IntentLink>
  );
}
