import { z } from "zod";

/**
 * Runs in the browser before the app's code. Zod compiles object parsers with `new Function`
 * when it may, and probes for that on first use; under our Content-Security-Policy (no
 * 'unsafe-eval') the probe is reported as a policy violation even though Zod catches it.
 * The interpreted parsers are plenty fast for our forms.
 */
z.config({ jitless: true });
