import { startTopology, topologyUnavailable } from "../support/topology";
import { MULTI_HOST_ENV, MULTI_HOST_SKIP_ENV, type MultiHostWorld } from "./world";

/**
 * Two production hosts on one fresh PostgreSQL database behind nginx, for the whole run. In CI
 * a missing PostgreSQL or nginx fails the run (the project must prove what it claims); on a
 * developer's machine the tests are skipped with the reason.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  const missing = await topologyUnavailable(true);
  if (missing) {
    if (process.env.CI) throw new Error(`The multi-host tests need PostgreSQL and nginx: ${missing}`);
    console.warn(`Skipping the multi-host tests: ${missing}`);
    process.env[MULTI_HOST_SKIP_ENV] = missing;
    return undefined;
  }
  // Request lines at info: a stopping host's "stopped" line is what proves it drained cleanly.
  const topology = await startTopology({ hostCount: 2, env: { LOG_LEVEL: "info" } });
  const world: MultiHostWorld = {
    url: topology.url,
    accessLog: topology.nginx?.accessLog ?? "",
    databaseUrl: topology.databaseUrl,
    metricsToken: topology.metricsToken,
    hosts: topology.hosts.map((host) => ({ url: host.url, port: host.port, dataDir: host.dataDir, pid: host.server.process.pid ?? 0, logFile: host.server.logFile })),
  };
  process.env.E2E_BASE_URL = topology.url;
  process.env[MULTI_HOST_ENV] = JSON.stringify(world);
  return () => topology.stop();
}
