-- SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
-- Runs the Neovim recipe of docs/editors.md (the block after
-- "<!-- test: nvim -->") exactly as written, opens a .mlir file with a
-- nested-spec error, and checks that the diagnostic arrives with its code
-- and that a hover answers. Run by run-editor-test.sh:
--   EDITORS_MD=docs/editors.md E2E_FILE=x.mlir nvim --headless -u NONE -i NONE -n -c 'luafile nvim-recipe.lua'
local doc = assert(os.getenv('EDITORS_MD'), 'EDITORS_MD not set')
local file = assert(os.getenv('E2E_FILE'), 'E2E_FILE not set')
local failed = 0

local function check(ok, what, detail)
  if not ok then failed = failed + 1 end
  io.stdout:write((ok and 'PASS ' or 'FAIL ') .. what .. ' ' .. (detail and vim.inspect(detail):sub(1, 300) or '') .. '\n')
end

local function finish()
  io.stdout:write(string.format('nvim recipe: %d failed\n', failed))
  vim.cmd(failed == 0 and 'qall!' or 'cquit!')
end

-- The recipe, from the document.
local text = table.concat(vim.fn.readfile(doc), '\n')
local recipe = text:match('<!%-%- test: nvim %-%->%s*```lua\n(.-)\n```')
check(recipe ~= nil, 'recipe found in ' .. doc)
if not recipe then return finish() end
local chunk, err = loadstring(recipe)
check(chunk ~= nil, 'recipe parses', err)
if not chunk then return finish() end
-- As a normal startup does (-u NONE skips it).
vim.cmd('filetype on')
chunk()

vim.cmd('edit ' .. vim.fn.fnameescape(file))
check(vim.bo.filetype == 'mlir', 'filetype mlir', vim.bo.filetype)
local got = vim.wait(30000, function()
  for _, d in ipairs(vim.diagnostic.get(0)) do
    if d.code == 'layout-incompatible-index-bitwidth' then return true end
  end
  return false
end, 50)
check(got, 'diagnostic with its code', vim.diagnostic.get(0))

-- Hover on `index` of the inner entry (line 3).
local line = vim.fn.getline(3)
local col = assert(line:find('index')) - 1
local responses = vim.lsp.buf_request_sync(0, 'textDocument/hover', {
  textDocument = { uri = vim.uri_from_bufnr(0) },
  position = { line = 2, character = col },
}, 30000)
local hover
for _, r in pairs(responses or {}) do hover = r.result end
local value = hover and hover.contents and (hover.contents.value or hover.contents) or nil
check(type(value) == 'string' and value:find('index') ~= nil, 'hover answers', value)
finish()
