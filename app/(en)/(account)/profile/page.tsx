import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AccountCard, AccountPage } from "@/components/account/AccountPage";
import { AddressBook } from "@/components/account/AddressBook";
import { ProfileDetailsForm } from "@/components/account/ProfileDetailsForm";
import { ProfilePictureForm } from "@/components/account/ProfilePictureForm";
import { SignedInDevices } from "@/components/account/SignedInDevices";
import { TextConsentBox } from "@/components/account/TextConsentBox";
import { TextTypeSwitches } from "@/components/account/TextTypeSwitches";
import { linkClass } from "@/components/ui/styles";
import { MAX_ADDRESSES } from "@/lib/account/addresses";
import { requireSession } from "@/lib/auth/session";
import { profileWithTextsPageView } from "@/lib/messaging/profile-page";
import { referralProfilePageView } from "@/lib/referrals/profile-view";
import { yourCleanersPageView } from "@/lib/booking/your-cleaners-page";
import { ReferralCredit } from "@/components/account/ReferralCredit";
import { WaitlistEntries } from "@/components/account/WaitlistEntries";
import { waitlistPageView } from "@/lib/waitlist/waitlist-page";

export const metadata: Metadata = { title: "Your profile", robots: { index: false } };

export default async function ProfilePage() {
  const { user, sessionId } = await requireSession();
  const [view, referral, cleaners, waitlist] = await Promise.all([profileWithTextsPageView(user, sessionId), referralProfilePageView(user.id), yourCleanersPageView(user.id), waitlistPageView(user.id)]);
  // The session was checked a moment ago; a profile gone since then is an account just deleted.
  if (!view) notFound();
  const { profile, addresses, sessions, texts } = view;

  return (
    <AccountPage current="/profile" title={`Hi, ${profile.firstName}`} intro="Your details, picture, texts and the addresses you book cleanings for.">
      <AccountCard id="picture" title="Profile picture" description="Shown in the site header when you are signed in.">
        <ProfilePictureForm initialUrl={profile.pictureUrl} firstName={profile.firstName} lastName={profile.lastName} />
      </AccountCard>
      <AccountCard id="details" title="Your details">
        <ProfileDetailsForm initial={{ firstName: profile.firstName, lastName: profile.lastName, phone: profile.phone, locale: profile.locale }} />
      </AccountCard>
      <AccountCard
        id="texts"
        title="Text messages"
        description={user.role === "Cleaner" ? "Texts about your jobs. Reply STOP to any of them to stop them all." : "Texts about your visits. Reply STOP to any of them to stop them all."}
      >
        <div className="space-y-6">
          {/* A new phone is a new number to ask about: the box starts again from what that number said. */}
          <TextConsentBox key={texts.consent.phone ?? "no phone"} initial={texts.consent} />
          {texts.mutedTypes ? <TextTypeSwitches initialMuted={texts.mutedTypes} /> : null}
        </div>
      </AccountCard>
      <AccountCard id="waitlist" title="Your waitlist" description="Days you are waiting for. If a cleaner frees up, we hold the time for you and email you at once.">
        <WaitlistEntries initial={waitlist} />
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
      <AccountCard id="refer" title="Refer a friend" description="Your personal link and your account credit.">
        <ReferralCredit {...referral} />
      </AccountCard>
      {cleaners.length > 0 ? (
        <AccountCard id="cleaner" title="Your cleaner" description="Whom you asked for again after a visit. Change it on that visit's page.">
          <p className="text-sm text-slate-700">{cleaners.join(", ")}</p>
        </AccountCard>
      ) : null}
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
