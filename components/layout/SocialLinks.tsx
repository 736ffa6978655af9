import { Icon } from "@/components/site/icons";
import { SOCIAL_LINKS } from "@/lib/site/navigation";
import type { Locale } from "@/lib/kernel/enums/locales";
import { shellWords } from "@/lib/kernel/i18n/shell-words";
import { fillWords } from "@/lib/kernel/i18n/fill-words";

/** The company's Instagram and Facebook profiles, opened in a new tab. */
export function SocialLinks({ companyName, locale }: { companyName: string; locale: Locale }) {
  return (
    <ul className="flex gap-3">
      {SOCIAL_LINKS.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={fillWords(shellWords(locale).footer.social, { company: companyName, network: link.network })}
            className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-white/10 text-white transition-colors hover:bg-white/20"
          >
            <Icon name={link.network === "Instagram" ? "instagram" : "facebook"} className="h-5 w-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
