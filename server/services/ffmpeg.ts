/**
 * Runs the ffmpeg binary that npm installs with @ffmpeg-installer/ffmpeg (one for each platform, no download at
 * run time). Loaded on first use, so a platform without one still runs everything but video processing, which then
 * fails with a message saying so.
 */
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

/** Longest an ffmpeg run may take before it is stopped: a poster frame or a demo clip takes well under a second. */
export const FFMPEG_TIMEOUT_MS = 60_000;
/** Most bytes an ffmpeg run may write to its standard output (a poster frame as PNG). */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;
/** What is kept of ffmpeg's messages (the stream description is at the start). */
const MAX_MESSAGES_CHARS = 64 * 1024;

let binary: Promise<string> | undefined;

/** The path of the ffmpeg binary. */
export function ffmpegPath(): Promise<string> {
  binary ??= import('@ffmpeg-installer/ffmpeg').then(
    (module: { default: { path: string } }) => module.default.path,
    (error: unknown) => {
      binary = undefined;
      throw new Error(`ffmpeg is not installed for this platform (${String(error)}): run npm install`);
    },
  );
  return binary;
}

export type FfmpegResult = { code: number | null; stdout: Buffer; messages: string };

/** The scheduling priority of background work (demo media): the server's requests come first. */
const BACKGROUND_PRIORITY = 10;

/**
 * Runs ffmpeg with `args`; resolves with its exit code, its output and its messages (standard error). With
 * `background`, it runs at a low priority.
 */
export async function runFfmpeg(
  args: string[],
  options: { timeoutMs?: number; background?: boolean } = {},
): Promise<FfmpegResult> {
  const command = await ffmpegPath();
  const timeoutMs = options.timeoutMs ?? FFMPEG_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const child = spawn(command, ['-hide_banner', '-nostdin', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (options.background && child.pid !== undefined) {
      try {
        setPriority(child.pid, BACKGROUND_PRIORITY);
      } catch {
        // Not allowed here: it runs at the normal priority.
      }
    }
    const output: Buffer[] = [];
    let outputBytes = 0;
    let messages = '';
    let failure: Error | null = null;
    const stop = (error: Error) => {
      failure ??= error;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop(new Error(`ffmpeg took longer than ${timeoutMs} ms`)), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      outputBytes += chunk.length;
      if (outputBytes > MAX_OUTPUT_BYTES) stop(new Error('ffmpeg wrote more than expected'));
      else output.push(chunk);
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (messages.length < MAX_MESSAGES_CHARS) messages += chunk;
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (failure) reject(failure);
      else resolve({ code, stdout: Buffer.concat(output), messages });
    });
  });
}

/** A video's length as ffmpeg describes its input ("Duration: 00:00:02.50"), in milliseconds, or null. */
export function durationOf(messages: string): number | null {
  const match = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(messages);
  if (!match) return null;
  const [, hours, minutes, seconds] = match;
  return Math.round((Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000);
}
