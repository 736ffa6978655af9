// Only zod's small core module: the full library would otherwise load on every page, including
// the marketing pages that parse nothing with it (docs/operations.md, "Page weight").
import { config } from "zod/v4/core";

/**
 * Runs in the browser before the app's code. Zod compiles object parsers with `new Function`
 * when it may, and probes for that on first use; under our Content-Security-Policy (no
 * 'unsafe-eval') the probe is reported as a policy violation even though Zod catches it.
 * The interpreted parsers are plenty fast for our forms. The setting is zod's one global
 * configuration, which the full library's schemas read too.
 */
config({ jitless: true });
