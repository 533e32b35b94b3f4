/**
 * The production shape for the browser tests (issue 22): with E2E_PROCESSES=N (N > 1, on
 * PostgreSQL and Redis) tests/e2e/start-server.ts starts N server processes and Debian's nginx
 * on E2E_PORT in front of them, with the configuration deploy/nginx-config.ts writes for
 * production. It keeps the processes up as systemd's Restart=always would, and lists them in a
 * state file so a spec can kill one (tests/e2e/cluster-reliability.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PROCESSES = Math.max(1, Number(process.env.E2E_PROCESSES ?? 1) || 1);
const e2ePort = Number(process.env.E2E_PORT ?? 3199);
/** The processes' own ports: E2E_PROCESS_PORT_BASE, +1, … (default E2E_PORT + 10000). */
export const E2E_PROCESS_PORT_BASE = Number(process.env.E2E_PROCESS_PORT_BASE ?? e2ePort + 10_000);

export interface ClusterProcess {
  port: number;
  pid: number;
  /** How many times the supervisor has started this process (1 on the first start). */
  starts: number;
}

/** Where start-server keeps the list of running processes, per balancer port. */
export const clusterStateFile = () => join(tmpdir(), `rm-e2e-cluster-${e2ePort}.json`);

export function readCluster(): ClusterProcess[] {
  return JSON.parse(readFileSync(clusterStateFile(), 'utf8')) as ClusterProcess[];
}
