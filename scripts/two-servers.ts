import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Two app servers on one database, as a deployment of several runs them behind its reverse proxy
 * (docs/deploy.md): each the real `npm run serve` server (server/main.ts) in a process of its own, on one
 * DATABASE_URL (PostgreSQL: SQLite is one server's) and one file storage (FILES_ROOT, or the S3_* settings).
 *
 *   DATABASE_URL=postgres://… FILES_ROOT=/srv/hkwl-files npm run serve:two
 *
 * PORTS (default 8044,8045) names their ports; every other variable (TRUST_PROXY, S3_*, JOB_CONCURRENCY, …)
 * reaches both. The first migrates (and seeds an empty database); the second starts once the first listens,
 * so they never migrate at the same moment. Ctrl-C stops both. As a module it is how tests start, stop and
 * kill app servers (tests/server/job-takeover-servers.test.ts).
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface AppServer {
  url: string;
  child: ChildProcess;
  /** Settles when the process has exited (its exit code, null when killed by a signal). */
  exited: Promise<number | null>;
  /** The end of what it printed, for a failure's message. */
  output(): string;
}

export interface AppServerOptions {
  databaseUrl: string;
  /** Shared by every app server of one deployment (unless S3_BUCKET sends files to S3). */
  filesRoot?: string;
  /** A free port when not given. */
  port?: number;
  /** Variables for this server on top of this process's environment. */
  env?: Record<string, string>;
  /** Hears each chunk it prints (the command line forwards them, prefixed). */
  print?: (text: string) => void;
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts one app server and answers once it listens (server/main.ts prints its address then), or fails when it exits first. */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: options.databaseUrl,
      ...(options.filesRoot ? { FILES_ROOT: options.filesRoot } : {}), ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a kill reaches everything it started.
    detached: true,
  });
  let said = '';
  const hear = (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-8192);
    options.print?.(chunk.toString());
  };
  child.stdout!.on('data', hear);
  child.stderr!.on('data', hear);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => {
      if (said.includes(`HKWL platform on ${url}`)) resolve();
    });
    void exited.then((code) => reject(new Error(`the app server on ${url} exited with ${code}:\n${said}`)));
  });
  const server: AppServer = { url, child, exited, output: () => said };
  try {
    await ready;
  } catch (error) {
    await killAppServer(server);
    throw error;
  }
  return server;
}

/** Stops an app server as a deployment does (SIGTERM: it finishes its calls and hands its running jobs back). */
export async function stopAppServer(server: AppServer | undefined): Promise<void> {
  if (!server?.child.pid || server.child.exitCode !== null || server.child.signalCode !== null) return;
  process.kill(-server.child.pid, 'SIGTERM');
  await server.exited;
}

/** Kills an app server outright (SIGKILL, kill -9): nothing of it runs another instruction, as when its machine dies. */
export async function killAppServer(server: AppServer | undefined): Promise<void> {
  if (!server?.child.pid || server.child.exitCode !== null || server.child.signalCode !== null) return;
  process.kill(-server.child.pid, 'SIGKILL');
  await server.exited;
}

/** The first server (which migrates), then the second: each with `env[i]` on top of the shared options. */
export async function startTwoServers(options: Omit<AppServerOptions, 'port' | 'env'> & { ports?: [number, number]; env?: [Record<string, string>?, Record<string, string>?] }): Promise<[AppServer, AppServer]> {
  const first = await startAppServer({ ...options, port: options.ports?.[0], env: options.env?.[0] });
  try {
    const second = await startAppServer({ ...options, port: options.ports?.[1], env: options.env?.[1] });
    return [first, second];
  } catch (error) {
    await stopAppServer(first);
    throw error;
  }
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('DATABASE_URL must be a PostgreSQL URL: several app servers share PostgreSQL, never a SQLite file');
  if (!process.env.FILES_ROOT && !process.env.S3_BUCKET) console.warn('Neither FILES_ROOT nor S3_BUCKET is set: both servers use ./data/files, which only works because they share this machine.');
  const ports = (process.env.PORTS ?? '8044,8045').split(',').map((p) => Number(p.trim()));
  if (ports.length !== 2 || ports.some((p) => !Number.isInteger(p) || p < 1 || p > 65535)) throw new Error('PORTS must be two ports, like 8044,8045');
  const prefixed = (name: string) => (text: string) => process.stdout.write(text.replace(/^(?=.)/gm, `[${name}] `));
  const first = await startAppServer({ databaseUrl, port: ports[0], print: prefixed('A') });
  const second = await startAppServer({ databaseUrl, port: ports[1], print: prefixed('B') }).catch(async (error: unknown) => {
    await stopAppServer(first);
    throw error;
  });
  console.log(`Two app servers on one database: ${first.url} and ${second.url}. Put a reverse proxy in front of both (docs/deploy.md); Ctrl-C stops them.`);
  let stopping = false;
  const stop = async () => {
    stopping = true;
    await Promise.all([stopAppServer(first), stopAppServer(second)]);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  // One of them ending by itself ends the pair: half a deployment is not what was asked for.
  const code = await Promise.race([first.exited, second.exited]);
  if (stopping) return;
  console.error(`An app server exited (${code}); stopping the other.`);
  await Promise.all([stopAppServer(first), stopAppServer(second)]);
  process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
