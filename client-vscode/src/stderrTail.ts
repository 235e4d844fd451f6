// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Keeps the last lines a process wrote to stderr, for crash reports.

import type { EventEmitter } from 'node:events';

/** A bounded buffer of complete lines plus the current partial line. */
export class StderrTail {
  private lines: string[] = [];
  private partial = '';

  /** @param maxLines how many complete lines to keep (older ones are dropped) */
  constructor(private readonly maxLines = 20) {}

  /** Appends a chunk as read from the stream; chunks may split lines anywhere. */
  push(chunk: string | Buffer): void {
    const parts = (this.partial + chunk.toString()).split(/\r?\n/);
    this.partial = parts.pop() ?? '';
    this.lines.push(...parts);
    if (this.lines.length > this.maxLines) this.lines.splice(0, this.lines.length - this.maxLines);
  }

  /** The last `count` lines, the unterminated one included, without blank lines. */
  last(count = this.maxLines): string[] {
    const all = this.partial ? [...this.lines, this.partial] : [...this.lines];
    return all.filter((l) => l.trim() !== '').slice(-count);
  }

  /** Forgets everything (on restart). */
  clear(): void {
    this.lines = [];
    this.partial = '';
  }
}

/** One message for a server that stopped on its own. */
export function describeExit(name: string, code: number | null, signal: string | null, tail: string[]): string {
  const how = signal ? `was killed by ${signal}` : code === null ? 'stopped' : `exited with code ${code}`;
  const last = tail.length ? ` Last stderr lines:\n${tail.join('\n')}` : ' It wrote nothing to stderr.';
  return `${name} ${how} and will not be restarted automatically.${last}`;
}

/**
 * Watches `child` from spawn on and returns a wait that resolves once the
 * process has exited *and* its stdio is drained (Node's 'close', which comes
 * after 'exit'), or after `timeoutMs`. Waiting for 'exit' alone can report a
 * crash before the last stderr chunk has been read.
 */
export function watchClose(child: EventEmitter): (timeoutMs: number) => Promise<void> {
  let closed = false;
  const done = new Promise<void>((resolve) => child.once('close', () => { closed = true; resolve(); }));
  return (timeoutMs) => {
    if (closed) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      void done.then(() => { clearTimeout(timer); resolve(); });
    });
  };
}
