// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Starting and stopping code-server (loopback only, no auth, state kept out of
// $HOME) and headless Debian chromium through playwright-core.
'use strict';
const { spawn, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const path = require('node:path');
const { log } = require('./harness');

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => { const { port } = srv.address(); srv.close(() => resolve(port)); });
  });
}

/** Polls `url` until it answers. */
function waitHttp(url, ms) {
  const end = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const tryOnce = () => http.get(url, (r) => { r.resume(); resolve(r.statusCode); })
      .on('error', () => (Date.now() > end ? reject(new Error(`no answer from ${url}`)) : setTimeout(tryOnce, 250)));
    tryOnce();
  });
}

/** Fresh user-data/extensions/workspace dirs under `root`; XDG dirs redirected there too. */
function prepareDirs(root, settings) {
  for (const k of ['CONFIG', 'DATA', 'CACHE', 'STATE']) {
    process.env[`XDG_${k}_HOME`] = path.join(root, 'xdg', k.toLowerCase());
    fs.mkdirSync(process.env[`XDG_${k}_HOME`], { recursive: true });
  }
  const dirs = { udd: path.join(root, 'user-data'), ext: path.join(root, 'extensions'), ws: path.join(root, 'ws') };
  fs.mkdirSync(path.join(dirs.udd, 'User'), { recursive: true });
  fs.mkdirSync(dirs.ext, { recursive: true });
  fs.mkdirSync(dirs.ws, { recursive: true });
  fs.writeFileSync(path.join(dirs.udd, 'User', 'settings.json'), JSON.stringify({
    'workbench.startupEditor': 'none', 'security.workspace.trust.enabled': false,
    'telemetry.telemetryLevel': 'off', 'extensions.autoUpdate': false, 'extensions.autoCheckUpdates': false,
    'workbench.tips.enabled': false, 'update.mode': 'none', 'editor.hover.delay': 200,
    'workbench.enableExperiments': false, 'chat.disableAIFeatures': true, 'editor.minimap.enabled': false,
    ...settings,
  }, null, 2));
  return dirs;
}

/**
 * User settings that turn workspace trust on and open an untrusted folder in
 * Restricted Mode without asking (with codeServerArgs' `workspaceTrust`).
 */
const RESTRICTED_MODE = {
  'security.workspace.trust.enabled': true,
  'security.workspace.trust.startupPrompt': 'never',
  'security.workspace.trust.untrustedFiles': 'open',
};

/**
 * code-server arguments shared by --install-extension and the server itself.
 * Workspace trust is off unless `workspaceTrust` (then the user settings must
 * enable it too: prepareDirs turns it off).
 */
function codeServerArgs(port, dirs, { workspaceTrust = false } = {}) {
  return ['--auth', 'none', '--bind-addr', `127.0.0.1:${port}`, '--user-data-dir', dirs.udd, '--extensions-dir', dirs.ext,
    '--disable-telemetry', '--disable-update-check', ...(workspaceTrust ? [] : ['--disable-workspace-trust']),
    '--disable-getting-started-override'];
}

/** Environment for code-server: the extension gallery points at loopback so nothing leaves the machine. */
function codeServerEnv() {
  return { ...process.env, EXTENSIONS_GALLERY: JSON.stringify({ serviceUrl: 'http://127.0.0.1:9/gallery', itemUrl: 'http://127.0.0.1:9/item' }) };
}

/** Installs a .vsix into the fresh extensions dir. */
function installVsix(codeServer, args, vsix) {
  const out = execFileSync(codeServer, [...args, '--install-extension', vsix], { encoding: 'utf8', env: codeServerEnv() });
  log('install:', out.trim().split('\n').slice(-1)[0]);
}

/** Starts code-server on `folder`; resolves when /healthz answers. Logs go to `logFile`. */
async function startCodeServer(codeServer, args, folder, port, logFile) {
  const server = spawn(codeServer, [...args, folder], { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: codeServerEnv() });
  const out = fs.createWriteStream(logFile);
  server.stdout.pipe(out);
  server.stderr.pipe(out);
  log('code-server pid', server.pid, 'port', port);
  await waitHttp(`http://127.0.0.1:${port}/healthz`, 60000);
  return server;
}

/** SIGTERM the code-server process group we started, SIGKILL after 5 s. */
async function stopCodeServer(server) {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server.once('exit', r));
  try { process.kill(-server.pid, 'SIGTERM'); } catch { /* gone */ }
  const timer = setTimeout(() => { try { process.kill(-server.pid, 'SIGKILL'); } catch { /* gone */ } }, 5000);
  await exited;
  clearTimeout(timer);
}

/** Headless Debian chromium with the flags listed in test/e2e/README.md. */
function launchChromium(chromium, executablePath) {
  return chromium.launch({ executablePath, headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
}

/**
 * Loads the workbench of code-server on `port` with `folder` open. The page
 * may take a minute to load on a busy machine: 2 minutes before giving up.
 */
function openWorkbench(page, port, folder) {
  return page.goto(`http://127.0.0.1:${port}/?folder=${encodeURIComponent(folder)}`, { timeout: 120000 });
}

/** Parent PID of `pid` from /proc/PID/stat, or 0. */
function parentOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]); // fields after "(comm)": state ppid ...
  } catch { return 0; }
}

/**
 * PIDs of live processes that run `exe` and descend from `ancestor` (the
 * code-server we started), read from /proc: no name matching, and never a
 * process of someone else using the same binary. A binary replaced by a
 * rebuild while running shows as "PATH (deleted)" and still counts.
 */
function pidsOfExecutable(exe, ancestor) {
  const real = fs.realpathSync(exe);
  const pids = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readlinkSync(`/proc/${entry}/exe`).replace(/ \(deleted\)$/, '') !== real) continue;
    } catch { continue; /* not ours or gone */ }
    for (let p = Number(entry); p > 1; p = parentOf(p)) {
      if (p === ancestor) { pids.push(Number(entry)); break; }
    }
  }
  return pids;
}

module.exports = { RESTRICTED_MODE, freePort, prepareDirs, codeServerArgs, installVsix, startCodeServer, stopCodeServer, launchChromium, openWorkbench, pidsOfExecutable };
