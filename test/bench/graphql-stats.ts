// Small statistics for the GraphQL benchmarks, and the row shape the bench runner prints.

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  note?: string;
}

export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

export const median = (values: readonly number[]): number => percentile(values, 0.5);
