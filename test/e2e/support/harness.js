// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Small harness shared by the e2e scripts: timestamps, PASS/FAIL checks and
// the closing "N passed, M failed" line.
'use strict';

const t0 = Date.now();

/** Logs with the seconds since start. */
function log(...args) {
  console.log(`[${((Date.now() - t0) / 1000).toFixed(1)}s]`, ...args);
}

/** Counts checks; `check(ok, what, detail)` never throws. */
class Checks {
  constructor() { this.passed = 0; this.failed = 0; }
  check(ok, what, detail) {
    if (ok) this.passed++; else this.failed++;
    log(ok ? 'PASS' : 'FAIL', what, detail === undefined ? '' : JSON.stringify(detail).slice(0, 600));
    return ok;
  }
  /** Runs a step; an exception counts as one failure and is reported, not rethrown. */
  async step(what, fn) {
    try { return await fn(); } catch (e) { this.check(false, what, String(e && e.stack || e).split('\n').slice(0, 4).join(' | ')); return undefined; }
  }
  summary() { return `${this.passed} passed, ${this.failed} failed`; }
}

/** Whitespace-normalised text (non-breaking spaces as spaces). */
const squash = (s) => String(s).replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();

module.exports = { log, Checks, squash };
