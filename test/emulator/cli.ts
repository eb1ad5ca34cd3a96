// `npm run emulator [-- --port N --seed N --latency MS]`: prints one JSON line, then serves until SIGTERM/SIGINT.
import { parseArgs } from 'node:util';
import { startEmulator } from './server.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    seed: { type: 'string', default: '1' },
    latency: { type: 'string', default: '0' },
  },
});

function integer(name: string, text: string | undefined): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`emulator: --${name} takes a whole number >= 0, got ${JSON.stringify(text)}`);
    process.exit(2);
  }
  return value;
}

async function main(): Promise<void> {
  const emulator = await startEmulator({
    port: integer('port', values.port),
    seed: integer('seed', values.seed),
    latency: integer('latency', values.latency),
  });
  process.stdout.write(JSON.stringify(emulator.info) + '\n');
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => void emulator.close().then(() => process.exit(0)));
  }
}

main().catch((error: unknown) => {
  console.error(`emulator: ${(error as Error).message}`);
  process.exit(1);
});
