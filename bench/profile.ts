// BENCH_PROFILE=<file.cpuprofile>: a CPU profile of this process over the measured part of a benchmark only (not its
// setup), to open in Chrome DevTools or summarise with any .cpuprofile reader.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

export async function startProfile(): Promise<{ stop(): Promise<void> }> {
  const file = process.env.BENCH_PROFILE;
  if (!file) return { stop: async () => {} };
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}
