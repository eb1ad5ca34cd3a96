// The writes still sent off the write road, which the tests' write guard (src/core/http/write-guard.ts) lets pass.
// Each names who sends it and why; the list only shrinks. It is empty: every service write walks the road.
import type { AllowedWrite } from '../../core/index';

export const offRoadWrites: readonly AllowedWrite[] = [];
