import { execFile, spawn } from 'node:child_process';

/** The compression settings of spec 001 §5 (the compression tool): integers 1-100, 50 by default. */
export interface CompressionSettings {
  /** The JPEG quality the PDF's images are written with. */
  quality: number;
  /** Their resolution, as a share of 300 ppi (50: 150 ppi, an e-book's). */
  ppi: number;
}

export const DEFAULT_COMPRESSION: CompressionSettings = { quality: 50, ppi: 50 };
/** A PDF that takes Ghostscript longer than this is given up (a hostile file must not hold a job for ever). */
export const COMPRESS_TIMEOUT_MS = 5 * 60_000;
/** The lowest image resolution written, whatever the setting: below it scanned text no longer reads. */
const MIN_PPI = 36;

/** The Ghostscript program: GS_BIN, else `gs` on the path (Debian's ghostscript package). */
export function ghostscript(): string {
  return process.env.GS_BIN || 'gs';
}

/**
 * Whether Ghostscript runs here (`gs --version`), asked once when the files module starts: without it PDF
 * compression is off, said once in the log, and file/optimize keeps files as sent without troubling the user.
 */
export function ghostscriptRuns(): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(ghostscript(), ['--version'], { timeout: 10_000 }, (error) => resolve(!error));
  });
}

/** The resolution images are brought down to, in ppi. */
export function imageResolution(ppi: number): number {
  return Math.max(MIN_PPI, Math.round((300 * ppi) / 100));
}

/**
 * Ghostscript's pdfwrite arguments: every colour and grey image above the resolution brought down to it and
 * written again as JPEG of the quality; fonts subset; -dSAFER (no file access beyond its own input and
 * output, whatever the PDF asks). The paths are the job's own temporary files, never a caller's text.
 */
export function compressionArgs(input: string, output: string, settings: CompressionSettings): string[] {
  const ppi = imageResolution(settings.ppi);
  const quality = Math.min(100, Math.max(1, Math.round(settings.quality)));
  return [
    '-dSAFER', '-dBATCH', '-dNOPAUSE', '-sDEVICE=pdfwrite', '-dCompatibilityLevel=1.5',
    '-dDetectDuplicateImages=true', '-dCompressFonts=true', '-dSubsetFonts=true',
    '-dDownsampleColorImages=true', '-dColorImageDownsampleType=/Bicubic', `-dColorImageResolution=${ppi}`, '-dColorImageDownsampleThreshold=1.0',
    '-dDownsampleGrayImages=true', '-dGrayImageDownsampleType=/Bicubic', `-dGrayImageResolution=${ppi}`, '-dGrayImageDownsampleThreshold=1.0',
    '-dDownsampleMonoImages=true', `-dMonoImageResolution=${Math.max(ppi * 2, 150)}`,
    '-dAutoFilterColorImages=false', '-dColorImageFilter=/DCTEncode', '-dAutoFilterGrayImages=false', '-dGrayImageFilter=/DCTEncode',
    '-dPassThroughJPEGImages=false', `-dJPEGQ=${quality}`,
    `-sOutputFile=${output}`, input,
  ];
}

/** Why a compression did not finish: Ghostscript is not installed, it refused the file, or it ran too long. */
export class CompressionError extends Error {
  constructor(readonly reason: 'unavailable' | 'failed' | 'timeout') {
    super(reason);
  }
}

/**
 * Runs Ghostscript over `input` into `output`, reporting pages as it writes them ("Processing pages 1 through
 * N." then "Page k" on its output). The signal (a cancelled job) and the time limit kill it. Ghostscript ends
 * well (exit 0) even when it could not read the file, writing an empty PDF: no page written is a failure.
 */
export function compressPdf(input: string, output: string, settings: CompressionSettings, signal: AbortSignal, onPage: (page: number, pages: number) => void, timeoutMs = COMPRESS_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ghostscript(), compressionArgs(input, output, settings), { stdio: ['ignore', 'pipe', 'pipe'], signal });
    let pages = 0;
    let written = 0;
    let pending = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const range = /^Processing pages \d+ through (\d+)\./.exec(line);
        if (range) pages = Number(range[1]);
        const page = /^Page (\d+)$/.exec(line.trim());
        if (page) {
          written = Number(page[1]);
          onPage(written, pages);
        }
      }
    });
    // Its complaints about a broken file are not ours to show; only the exit code decides.
    child.stderr.resume();
    child.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (signal.aborted) reject(signal.reason);
      else reject(new CompressionError(error.code === 'ENOENT' ? 'unavailable' : 'failed'));
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      if (signal.aborted) reject(signal.reason);
      else if (timedOut) reject(new CompressionError('timeout'));
      else if (code === 0 && written > 0) resolve();
      else reject(new CompressionError('failed'));
    });
  });
}
