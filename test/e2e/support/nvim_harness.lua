-- SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
-- Shared pieces of the Neovim scenarios (nvim-e2e.lua, nvim-llvm-e2e.lua):
-- timestamped PASS/FAIL lines, the summary and exit status, and a
-- synchronous request to the single client.
local M = { passed = 0, failed = 0 }
local t0 = vim.loop.hrtime()

--- Writes a line with the time since start.
function M.log(...)
  io.stdout:write(string.format('[%.2fs] ', (vim.loop.hrtime() - t0) / 1e9), table.concat({ ... }, ' '), '\n')
end

--- Counts and prints one check; returns `ok`.
function M.check(ok, what, detail)
  if ok then M.passed = M.passed + 1 else M.failed = M.failed + 1 end
  M.log(ok and 'PASS' or 'FAIL', what, detail and vim.inspect(detail):gsub('%s+', ' '):sub(1, 300) or '')
  return ok
end

--- Prints "NAME: N passed, M failed" and quits (status 1 on a failure).
function M.finish(name)
  io.stdout:write(string.format('%s: %d passed, %d failed\n', name, M.passed, M.failed))
  vim.cmd(M.failed == 0 and 'qall!' or 'cquit!')
end

--- The single client's result of a synchronous request, or nil and an error.
function M.request(method, params)
  local responses, err = vim.lsp.buf_request_sync(0, method, params, 5000)
  if not responses then return nil, err end
  for _, r in pairs(responses) do return r.result, r.err end
end

return M
