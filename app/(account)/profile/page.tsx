import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AccountCard, AccountPage } from "@/components/account/AccountPage";
import { AddressBook } from "@/components/account/AddressBook";
import { ProfileDetailsForm } from "@/components/account/ProfileDetailsForm";
import { ProfilePictureForm } from "@/components/account/ProfilePictureForm";
import { SignedInDevices } from "@/components/account/SignedInDevices";
import { linkClass } from "@/components/ui/styles";
import { profilePageView } from "@/lib/account/account-pages";
import { MAX_ADDRESSES } from "@/lib/account/addresses";
import { requireSession } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Your profile", robots: { index: false } };

export default async function ProfilePage() {
  const { user, sessionId } = await requireSession();
  const view = await profilePageView(user.id, sessionId);
  // The session was checked a moment ago; a profile gone since then is an account just deleted.
  if (!view) notFound();
  const { profile, addresses, sessions } = view;

  return (
    <AccountPage current="/profile" title={`Hi, ${profile.firstName}`} intro="Your details, picture and the addresses you book cleanings for.">
      <AccountCard id="picture" title="Profile picture" description="Shown in the site header when you are signed in.">
        <ProfilePictureForm initialUrl={profile.pictureUrl} firstName={profile.firstName} lastName={profile.lastName} />
      </AccountCard>
      <AccountCard id="details" title="Your details">
        <ProfileDetailsForm initial={{ firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone }} />
      </AccountCard>
      <AccountCard id="addresses" title="Saved addresses" description="Pick one when you book. We clean in Manhattan, Brooklyn and Queens.">
        <AddressBook initial={addresses} max={MAX_ADDRESSES} />
      </AccountCard>
      <AccountCard id="security" title="Sign-in and security">
        <dl className="divide-y divide-slate-100">
          <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
            <dt className="text-sm font-semibold text-slate-800">Email</dt>
            <dd className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
              <span className="break-all">{profile.email}</span>
              {!profile.emailVerified && <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Not confirmed yet</span>}
              <Link href="/change-email" className={linkClass}>
                Change email
              </Link>
            </dd>
          </div>
          <div className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
            <dt className="text-sm font-semibold text-slate-800">Password</dt>
            <dd className="text-sm">
              <Link href="/change-password" className={linkClass}>
                Change password
              </Link>
            </dd>
          </div>
        </dl>
      </AccountCard>
      <AccountCard id="devices" title="Signed-in devices" description="Signed in somewhere you do not recognise? Sign that device out, then change your password.">
        <SignedInDevices initial={sessions} />
      </AccountCard>
      <AccountCard id="more" title="Orders and gift cards">
        <ul className="flex flex-col gap-3 text-sm sm:flex-row sm:gap-6">
          <li>
            <Link href="/profile/orders" className={linkClass}>
              My orders →
            </Link>
          </li>
          <li>
            <Link href="/gift-cards" className={linkClass}>
              Gift cards →
            </Link>
          </li>
        </ul>
      </AccountCard>
    </AccountPage>
  );
}
