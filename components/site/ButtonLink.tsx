import { IntentLink } from "./IntentLink";
import type { ReactNode } from "react";
import { buttonLinkClasses, type ButtonVariant } from "./button-link-classes";

/** A link styled as a button. Site paths go through next/link; tel: and mailto: stay plain anchors. */
export function ButtonLink({
  href,
  children,
  variant = "primary",
  size = "md",
  className = "",
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: "md" | "lg";
  className?: string;
}) {
  const classes = buttonLinkClasses(variant, size, className);
  if (!href.startsWith("/")) {
    return (
      <a href={href} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <IntentLink href={href} className={classes}>
      {children}
    </IntentLink>
  );
}
