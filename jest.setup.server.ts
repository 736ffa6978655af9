import { installOrderReactions } from "@/lib/startup/order-reactions";

// Server tests see a test environment with a quiet logger, and New York business rules in UTC
// unless the run names another zone: the suite also runs in New York's own (scripts/test-any-day.sh),
// so a rule that leans on the host's zone fails there.
Object.assign(process.env, { NODE_ENV: "test", LOG_LEVEL: process.env.LOG_LEVEL ?? "silent", TZ: process.env.TZ || "UTC" });

// Payments reacts to booking's order changes in every process, tests included (lib/startup/order-reactions.ts).
installOrderReactions();
