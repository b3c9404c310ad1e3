// The server the browser tests run against: the built app on a fresh embedded database, started
// over each run, plus a second instance in maintenance mode and a third, untouched, for the screenshots;
// the three share nothing.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const port = process.env.PORT ?? '3100';
const maintenancePort = String(Number(port) + 1);
const visualPort = String(Number(port) + 2);
// Runs on other ports (E2E_PORT) keep their databases apart, so two runs on one machine do not share one.
const suffix = port === '3100' ? '' : `-${port}`;
// DEV_MAILBOX: the tests follow reset links and read confirmations in the dev mailbox, from this machine.
const base = {
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  DEV_MAILBOX: 'true',
};

const servers = [
  // Links in emails start with PUBLIC_URL: the address the browser uses, as a real deployment's would.
  { dir: `.tmp/e2e-data${suffix}`, env: { PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}` } },
  { dir: `.tmp/e2e-maintenance-data${suffix}`, env: { PORT: maintenancePort, MAINTENANCE_MODE: 'true' } },
  // The visual regression screens read the demo as seeded, whatever the other tests booked or changed.
  {
    dir: `.tmp/e2e-visual-data${suffix}`,
    env: { PORT: visualPort, PUBLIC_URL: `http://127.0.0.1:${visualPort}` },
  },
].map(({ dir, env }) => {
  rmSync(dir, { recursive: true, force: true });
  return spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: { ...base, ...env, DATA_DIR: dir },
    stdio: 'inherit',
  });
});

const stop = () => {
  for (const server of servers) server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
for (const server of servers) {
  server.on('exit', (code) => {
    if (code) {
      console.error(`an e2e server exited with ${code}`);
      stop();
      process.exit(code);
    }
  });
}
