-- SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
-- The LLVM bridge through headless Neovim 0.7.2's built-in LSP client and the
-- real mlir-layout-lsp (docs/llvm.md): a module whose llvm.data_layout says
-- `i64:32` while its spec says `i64 = dense<64>` shows the mismatch on the
-- spec entry with related information in the string, the type's hover says
-- how LLVM IR lays it out, and the preferred fix makes it go away; a module
-- with only `llvm.target_triple` gets layout-default-in-use, and its fix
-- makes it go away. Run by nvim-llvm-e2e.sh; prints PASS/FAIL lines and
-- "nvim-llvm-e2e: N passed, M failed"; exits 1 on failure.

local server = assert(os.getenv('MLIR_LAYOUT_LSP'), 'MLIR_LAYOUT_LSP not set')
local string_file = assert(os.getenv('E2E_STRING_FILE'), 'E2E_STRING_FILE not set')
local triple_file = assert(os.getenv('E2E_TRIPLE_FILE'), 'E2E_TRIPLE_FILE not set')
local harness = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'support/nvim_harness.lua')
local check, request = harness.check, harness.request

-- The raw publishDiagnostics params by URI (Neovim 0.7 drops
-- relatedInformation when it converts them).
local published = {}
local default_handler = vim.lsp.handlers['textDocument/publishDiagnostics']
vim.lsp.handlers['textDocument/publishDiagnostics'] = function(err, result, ctx, config)
  if result then published[result.uri] = result.diagnostics end
  return default_handler(err, result, ctx, config)
end

--- The published LSP diagnostics of `uri` with `code` whose message has `text`.
local function find(uri, code, text)
  return vim.tbl_filter(function(d)
    return d.code == code and (not text or d.message:find(text, 1, true) ~= nil)
  end, published[uri] or {})
end


--- Applies the preferred quick-fix of `diag` (an LSP diagnostic); returns its title.
local function apply_preferred(client, uri, diag)
  local actions = request('textDocument/codeAction', {
    textDocument = { uri = uri }, range = diag.range,
    context = { diagnostics = { diag }, only = { 'quickfix' } } }) or {}
  local preferred = vim.tbl_filter(function(a) return a.isPreferred end, actions)[1]
  if not preferred then return nil end
  vim.lsp.util.apply_workspace_edit(preferred.edit, client.offset_encoding)
  return preferred.title
end

local function open(file, client_id)
  vim.cmd('edit ' .. vim.fn.fnameescape(file))
  vim.bo.filetype = 'mlir'
  vim.lsp.buf_attach_client(0, client_id)
  return vim.uri_from_bufnr(0)
end

local function run()
  local client_id = vim.lsp.start_client({
    name = 'mlir-layout', cmd = { server }, root_dir = vim.fn.fnamemodify(string_file, ':h'),
    init_options = { policy = 'relax' },
    flags = { debounce_text_changes = 50 },
  })
  check(client_id ~= nil, 'start_client')
  local client = vim.lsp.get_client_by_id(client_id)

  -- 1. llvm.data_layout `i64:32` against `i64 = dense<64>`.
  local uri = open(string_file, client_id)
  local MISMATCH = 'layout-llvm-data-layout-mismatch'
  check(vim.wait(10000, function() return #find(uri, MISMATCH, 'disagree on i64,') > 0 end, 20),
    MISMATCH .. ' on i64 published')
  local diag = find(uri, MISMATCH, 'disagree on i64,')[1]
  if not diag then return end
  -- On the spec entry `i64 = dense<64> : vector<2xi64>` of line 1.
  local line1 = vim.api.nvim_buf_get_lines(0, 0, 1, false)[1]
  local entry = line1:sub(diag.range.start.character + 1, diag.range['end'].character)
  check(diag.range.start.line == 0 and entry == 'i64 = dense<64> : vector<2xi64>', 'ranged on the spec entry', entry)
  check(#diag.message <= 200, 'message of at most 200 characters', #diag.message)
  local details = table.concat(vim.tbl_map(function(r) return r.message end, diag.relatedInformation or {}), '\n')
  check(details:find('LLVM IR uses ABI alignment 4 bytes', 1, true) ~= nil,
    'related information names what LLVM IR uses', details:sub(1, 300))
  -- ... and on the string's component, through related information.
  local related = diag.relatedInformation and diag.relatedInformation[1]
  local component = related and line1:sub(related.location.range.start.character + 1,
    related.location.range['end'].character)
  check(component == 'i64:32', 'related information points at `i64:32` in llvm.data_layout', component)

  -- 2. The hover of the struct says how LLVM IR lays it out.
  local hover = request('textDocument/hover', { textDocument = { uri = uri }, position = { line = 1, character = 26 } })
  local text = hover and hover.contents and hover.contents.value or ''
  check(text:find('LLVM IR lays it out differently', 1, true) ~= nil and text:find('offset of field', 1, true) ~= nil,
    'hover on the struct names LLVM IR\'s layout', text:match('LLVM IR lays[^\n]*'))

  -- 3. The preferred fix rewrites the entry from the string.
  local title = apply_preferred(client, uri, diag)
  check(title == 'Rewrite the entry from llvm.data_layout: i64 = dense<32> : vector<2xi64>', 'preferred fix offered', title)
  check(vim.wait(10000, function() return #find(uri, MISMATCH, 'disagree on i64,') == 0 end, 20),
    'i64 mismatch gone after the fix')

  -- 4. llvm.target_triple without a spec: layout-default-in-use and its fix.
  local turi = open(triple_file, client_id)
  local DEFAULT = 'layout-default-in-use'
  check(vim.wait(10000, function() return #find(turi, DEFAULT) > 0 end, 20), DEFAULT .. ' published')
  local warning = find(turi, DEFAULT)[1]
  if not warning then return end
  check(warning.severity == 1 and warning.message:find('i64 (line 2)', 1, true) ~= nil,
    'an error naming i64 and the line that uses it', warning.message:sub(1, 160))
  local derive = apply_preferred(client, turi, warning)
  check(derive == 'Derive the data layout from the target', 'derive fix offered', derive)
  check(vim.wait(10000, function() return #find(turi, DEFAULT) == 0 end, 20), DEFAULT .. ' gone after the fix')
  local errors = vim.tbl_filter(function(d) return d.severity == 1 end, published[turi] or {})
  check(#errors == 0, 'no errors after the fix', vim.tbl_map(function(d) return d.code end, errors))

  -- 5. Clean shutdown.
  client.stop()
  check(vim.wait(5000, function() return client.is_stopped() end, 20), 'client stopped')
end

local ok, err = pcall(run)
if not ok then check(false, 'script error', tostring(err)) end
harness.finish('nvim-llvm-e2e')
