export type ButtonVariant = "primary" | "secondary" | "light" | "outlineLight";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary: "bg-white text-brand-800 ring-1 ring-inset ring-brand-700/30 hover:bg-brand-50",
  light: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  outlineLight: "text-white ring-1 ring-inset ring-white/70 hover:bg-white/10",
};

/**
 * The classes of a link styled as a button. A file of its own so client components (the error
 * page) can style a plain anchor without bringing next/link into their chunk
 * (docs/operations.md, "Page weight").
 */
export function buttonLinkClasses(variant: ButtonVariant = "primary", size: "md" | "lg" = "md", className = ""): string {
  return `inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors ${
    size === "lg" ? "px-6 py-3.5 text-base" : "px-5 py-2.5 text-sm"
  } ${VARIANTS[variant]} ${className}`;
}
