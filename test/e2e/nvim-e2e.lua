-- SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
-- The nested-layouts scenario through headless Neovim 0.7.2's built-in LSP
-- client and the real mlir-layout-lsp: diagnostics, hover, explain, the
-- preferred quick-fix applied as a workspace edit, then a live policy change.
-- Run by nvim-e2e.sh:
--   MLIR_LAYOUT_LSP=... E2E_FILE=copy.mlir nvim --headless -u NONE -i NONE -c 'luafile nvim-e2e.lua'
-- Prints PASS/FAIL lines and "nvim-e2e: N passed, M failed"; exits 1 on failure.

local server = assert(os.getenv('MLIR_LAYOUT_LSP'), 'MLIR_LAYOUT_LSP not set')
local file = assert(os.getenv('E2E_FILE'), 'E2E_FILE not set')
local CODE = 'layout-incompatible-index-bitwidth'
local harness = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'support/nvim_harness.lua')
local check, request = harness.check, harness.request

--- Diagnostics of the buffer that have `code`.
local function with_code(code)
  return vim.tbl_filter(function(d) return d.code == code end, vim.diagnostic.get(0))
end

--- A vim.diagnostic item back in LSP shape (for codeAction's context).
local function to_lsp(d)
  return { range = { start = { line = d.lnum, character = d.col }, ['end'] = { line = d.end_lnum, character = d.end_col } },
           severity = d.severity, message = d.message, code = d.code, source = d.source }
end


local function run()
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  vim.bo.filetype = 'mlir'
  local uri = vim.uri_from_bufnr(0)
  local client_id = vim.lsp.start_client({
    name = 'mlir-layout', cmd = { server }, root_dir = vim.fn.fnamemodify(file, ':h'),
    init_options = { policy = 'relax', codeLens = true },
    flags = { debounce_text_changes = 50 },
  })
  check(client_id ~= nil, 'start_client')
  vim.lsp.buf_attach_client(0, client_id)
  local client = vim.lsp.get_client_by_id(client_id)

  -- 1. Diagnostics arrive with their code.
  check(vim.wait(10000, function() return #with_code(CODE) > 0 end, 20), 'diagnostic ' .. CODE .. ' published')
  local diag = with_code(CODE)[1]
  if not diag then return end
  check(diag.lnum == 34 and diag.col == 6 and diag.source == 'mlir-layout', 'at line 35, column 7, source mlir-layout',
    { lnum = diag.lnum, col = diag.col, source = diag.source })

  -- 2. Hover on i24 (line 21).
  local hover = request('textDocument/hover', { textDocument = { uri = uri }, position = { line = 20, character = 47 } })
  local text = hover and hover.contents and hover.contents.value or ''
  check(text:find('i24 · 3 bytes · align 8', 1, true) ~= nil, 'hover on i24', text:sub(1, 60))

  -- 2b. Compact hovers: the header and the deciding entry, no reasons.
  client.notify('workspace/didChangeConfiguration', { settings = { mlirLayout = { hoverVerbosity = 'compact' } } })
  local compact = request('textDocument/hover', { textDocument = { uri = uri }, position = { line = 20, character = 47 } })
  local short = compact and compact.contents and compact.contents.value or ''
  check(short:find('i24 · 3 bytes · align 8', 1, true) ~= nil and short:find('i64 = dense', 1, true) ~= nil
    and short:find('Why', 1, true) == nil, 'compact hover on i24', short)
  client.notify('workspace/didChangeConfiguration', { settings = { mlirLayout = { hoverVerbosity = 'full' } } })

  -- 3. mlirLayout/explain.
  local explain = request('mlirLayout/explain', { textDocument = { uri = uri }, position = { line = 20, character = 47 } })
  check(explain and explain.type == 'i24' and explain.scope == '@host' and explain.text:find('3 bytes', 1, true) ~= nil,
    'mlirLayout/explain on i24', explain and { type = explain.type, scope = explain.scope })

  -- 3a. The layout view: the same request with subject "layout" answers the
  -- table of `%p` (line 27, !packet: i8, i24, f64, vector<3xf32> under
  -- @host's spec) as text to show and as data.
  local view = request('mlirLayout/explain',
    { textDocument = { uri = uri }, position = { line = 26, character = 5 }, subject = 'layout' })
  local rows = view and view.layout and view.layout.rows or {}
  local offsets = vim.tbl_map(function(r) return r.offset end, rows)
  check(view and view.subject == 'layout' and view.scope == '@host'
    and view.text:find('field +type +offset +size +align +padding +cache line') ~= nil
    and vim.deep_equal(offsets, { 0, 8, 16, 32 }) and view.layout.padding == 20,
    'mlirLayout/explain subject layout on %p: the table', view and { text = view.text, offsets = offsets })

  -- 3b. Code lenses above both specs, drawn as virtual text; running the one
  -- above @host (line 19) calls the user's command handler, which sends its
  -- argument to mlirLayout/explain (the setup docs/editors.md shows).
  local listed
  vim.lsp.commands['mlirLayout.showSpecImpact'] = function(command, ctx)
    vim.lsp.get_client_by_id(ctx.client_id).request('mlirLayout/explain', command.arguments[1],
      function(err, result) listed = result or { error = err } end, ctx.bufnr)
  end
  local buf = vim.api.nvim_get_current_buf()
  vim.lsp.codelens.refresh()
  check(vim.wait(10000, function() return #vim.lsp.codelens.get(buf) == 2 end, 20), 'two code lenses',
    #vim.lsp.codelens.get(buf))
  local shown = {}
  for _, mark in ipairs(vim.api.nvim_buf_get_extmarks(buf, vim.lsp.codelens.__namespaces[client_id], 0, -1, { details = true })) do
    for _, chunk in ipairs(mark[4].virt_text or {}) do
      if chunk[1]:find('^sets %d+ types?') then shown[#shown + 1] = mark[2] + 1 end
    end
  end
  check(vim.deep_equal(shown, { 19, 33 }), 'lens text "sets N types" on lines 19 and 33', shown)
  vim.api.nvim_win_set_cursor(0, { 19, 0 })
  vim.lsp.codelens.run()
  check(vim.wait(5000, function() return listed ~= nil end, 20) and listed.subject == 'spec' and
    (listed.text or ''):find('The data layout spec of @host sets', 1, true) ~= nil,
    'running the lens lists what the @host spec sets', listed and (listed.text or listed.error))

  -- 3c. Padding hints, turned on live: 3 bytes after i1 in the device's
  -- struct of line 44 (its !llvm.ptr<3> is 4-aligned there).
  client.notify('workspace/didChangeConfiguration', { settings = { mlirLayout = { paddingHints = true } } })
  local hints = request('textDocument/inlayHint', { textDocument = { uri = uri },
    range = { start = { line = 0, character = 0 }, ['end'] = { line = 60, character = 0 } } }) or {}
  local padding = vim.tbl_filter(function(h) return h.label == 'pad 3' end, hints)
  check(#padding == 1 and padding[1].position.line == 43, 'padding hint after i1 on line 44',
    vim.tbl_map(function(h) return { h.label, h.position.line } end, hints))
  client.notify('workspace/didChangeConfiguration', { settings = { mlirLayout = { paddingHints = false } } })

  -- 4. The preferred quick-fix, applied as a workspace edit.
  local actions = request('textDocument/codeAction', {
    textDocument = { uri = uri }, range = to_lsp(diag).range,
    context = { diagnostics = { to_lsp(diag) }, only = { 'quickfix' } } }) or {}
  local preferred = vim.tbl_filter(function(a) return a.isPreferred end, actions)[1]
  check(preferred and preferred.title == 'Remove the entry (inherit 64 : i64 from @host)', 'preferred quick-fix offered',
    preferred and preferred.title)
  if not preferred then return end
  vim.lsp.util.apply_workspace_edit(preferred.edit, client.offset_encoding)
  local line35 = vim.api.nvim_buf_get_lines(0, 34, 35, false)[1]
  check(line35 == '      !llvm.ptr = dense<[64, 32, 64, 64]> : vector<4xi64>,', 'buffer line 35 after the edit (the entry removed)', line35)
  check(vim.wait(10000, function() return #with_code(CODE) == 0 end, 20), 'diagnostic gone after didChange')
  local errors = vim.diagnostic.get(0, { severity = vim.diagnostic.severity.ERROR })
  check(#errors == 0, 'no errors left', vim.tbl_map(function(d) return d.code end, vim.diagnostic.get(0)))

  -- 4b. What the fix changed: the device's index (now inherited) is 8 bytes.
  local changes = request('mlirLayout/changes', { textDocument = { uri = uri } })
  local index = changes and vim.tbl_filter(function(c) return c.type == 'index' and c.scope == '@host::@device' end,
    changes.changes or {})[1]
  check(changes and changes.compared and changes.newVersion == vim.lsp.util.buf_versions[vim.api.nvim_get_current_buf()]
    and index and index.old.size == 4 and index.new.size == 8,
    'mlirLayout/changes after the fix: index in @host::@device 4 -> 8 bytes', changes and changes.summary)

  -- 5. A policy change reaches the running server and re-publishes.
  client.notify('workspace/didChangeConfiguration', { settings = { mlirLayout = { policy = 'strict' } } })
  check(vim.wait(10000, function() return #with_code('layout-incompatible-alignment') > 0 end, 20),
    'policy strict re-publishes layout-incompatible-alignment')

  -- 6. Clean shutdown.
  client.stop()
  check(vim.wait(5000, function() return client.is_stopped() end, 20), 'client stopped')
end

local ok, err = pcall(run)
if not ok then check(false, 'script error', tostring(err)) end
harness.finish('nvim-e2e')
