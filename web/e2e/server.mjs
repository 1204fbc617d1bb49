// The real Corkboard binary for the browser tests: built from this
// checkout, run on a free loopback port with a throwaway data directory
// (SQLite), and stopped afterwards.
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repo = fileURLToPath(new URL('../..', import.meta.url));

/** Builds the binary into dir and returns its path. */
export async function buildBinary(dir) {
  const bin = join(dir, 'corkboard');
  await run('go', ['build', '-o', bin, './cmd/corkboard'], { cwd: repo, env: { ...process.env, CGO_ENABLED: '0' } });
  return bin;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** A Corkboard instance with its own data directory. */
export class Corkboard {
  constructor(bin) {
    this.bin = bin;
    this.dir = mkdtempSync(join(tmpdir(), 'corkboard-e2e-'));
    this.data = join(this.dir, 'data');
    this.logFile = join(this.dir, 'serve.log');
    this.proc = null;
    this.url = '';
  }

  /** Runs a CLI command against the data directory (e.g. admin create). */
  async cli(...args) {
    const { stdout } = await run(this.bin, [...args, '--data', this.data], { env: this.env() });
    return stdout;
  }

  env() {
    return { ...process.env, CORKBOARD_LOG_FORMAT: 'text', CORKBOARD_LOG_LEVEL: 'warn' };
  }

  /** Starts `serve` (with extra flags, e.g. --demo) on a free port and waits until /healthz answers. */
  async start(...flags) {
    const port = await freePort();
    this.url = `http://127.0.0.1:${port}`;
    const log = openSync(this.logFile, 'a');
    this.proc = spawn(this.bin, ['serve', '--addr', `127.0.0.1:${port}`, '--data', this.data, ...flags], {
      env: this.env(),
      stdio: ['ignore', log, log],
    });
    const exited = new Promise((resolve) => this.proc.once('exit', resolve));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const up = await fetch(`${this.url}/healthz`).then((r) => r.ok, () => false);
      if (up) return;
      const gone = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 100))]);
      if (gone) break;
    }
    throw new Error(`corkboard serve did not start:\n${this.log()}`);
  }

  log() {
    try {
      return readFileSync(this.logFile, 'utf8').split('\n').slice(-30).join('\n');
    } catch {
      return '';
    }
  }

  /** Stops the server (SIGTERM, graceful) and removes the data directory. */
  async stop() {
    if (this.proc && this.proc.exitCode === null) {
      const exited = new Promise((resolve) => this.proc.once('exit', resolve));
      this.proc.kill('SIGTERM');
      const timer = setTimeout(() => this.proc.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
