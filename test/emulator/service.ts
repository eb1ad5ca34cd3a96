// The contract between the emulator's server and each emulated service.
import type { ServerResponse } from 'node:http';
import type { EnterpriseInfo } from './enterprise.js';
import type { ServiceRequest } from './http.js';

export interface Service {
  /** Handles one request below the service's base path. */
  handle(request: ServiceRequest, response: ServerResponse): void | Promise<void>;
  /** Spends the rate limit of every client of this service (fault `rateLimit`). */
  exhaustRateLimit?(leaveShare?: number): void;
  /** Refills every budget (`DELETE /__emulator/ratelimits`: a test that spent one gives it back). */
  refillRateLimit?(): void;
  /**
   * Writes the service's own error for a fault (`error500`, `abuse`, `rateLimit`), so faults look like the real
   * service's answers. Returns false when the service has no special shape and the server should use a generic one.
   */
  writeFault?(
    kind: 'error500' | 'abuse' | 'rateLimit' | 'unauthorized',
    response: ServerResponse,
    retryAfter: number,
  ): boolean;
}

export interface EmulatorOptions {
  /** Port on 127.0.0.1; 0 picks a free one. */
  port?: number;
  /** Seed for the deterministic data set. */
  seed?: number;
  /** Latency in ms added to every request. */
  latency?: number;
  /** The clock of the emulated services (e.g. template expansion dates); the real time when absent. */
  now?: () => Date;
  /** Host to bind; only loopback addresses are accepted. */
  host?: string;
}

/** What `npm run emulator` prints as one JSON line, and what `startEmulator` returns as `info`. */
export interface EmulatorInfo {
  url: string;
  articles: string;
  teams: Record<string, string>;
  github: string;
  graphql: string;
  tokens: { articles: string; team: string; github: string };
  oauth: { client_id: string; client_secret: string };
  /** The second GitHub host (enterprise.ts). */
  enterprise: EnterpriseInfo;
}
