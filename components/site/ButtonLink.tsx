import Link from "next/link";
import type { ReactNode } from "react";

type Variant = "primary" | "secondary" | "light" | "outlineLight";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary: "bg-white text-brand-800 ring-1 ring-inset ring-brand-700/30 hover:bg-brand-50",
  light: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  outlineLight: "text-white ring-1 ring-inset ring-white/70 hover:bg-white/10",
};

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
  variant?: Variant;
  size?: "md" | "lg";
  className?: string;
}) {
  const classes = `inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors ${
    size === "lg" ? "px-6 py-3.5 text-base" : "px-5 py-2.5 text-sm"
  } ${VARIANTS[variant]} ${className}`;
  if (!href.startsWith("/")) {
    return (
      <a href={href} className={classes}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={classes}>
      {children}
    </Link>
  );
}
