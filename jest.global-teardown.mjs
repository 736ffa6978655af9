import { rm } from "node:fs/promises";

export default async function globalTeardown() {
  const directory = process.env.BB_TEST_TEMPLATE_DIR;
  if (directory) await rm(directory, { recursive: true, force: true });
}
