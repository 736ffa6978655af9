import { HeaderUserMenu } from "@/components/layout/HeaderUserMenu";
import { headerUserMenuText } from "./header-user-menu-text";
import type { Locale } from "@/lib/kernel/enums/locales";
import { DesktopNav } from "./DesktopNav";
import { HeaderMenusProvider } from "./header-menus";
import { LanguageSwitch } from "./LanguageSwitch";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import { SkipLink } from "./SkipLink";

/**
 * The sticky site header (docs/product.md#the-page-shell): logo, the main links with the Services
 * mega-menu above 768 px or the burger menu at 768 px and below, and the account area.
 */
export function SiteHeader({ companyName, locale }: { companyName: string; locale: Locale }) {
  return (
    <HeaderMenusProvider>
      <SkipLink locale={locale} />
      <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
          <Logo companyName={companyName} locale={locale} />
          <div className="ml-auto flex items-center gap-2 nav:gap-4">
            <DesktopNav />
            <LanguageSwitch className="hidden min-h-11 nav:inline-flex items-center rounded-lg px-2 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline" />
            <HeaderUserMenu text={headerUserMenuText(locale)} />
            <MobileMenu />
          </div>
        </div>
      </header>
    </HeaderMenusProvider>
  );
}
