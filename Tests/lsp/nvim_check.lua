-- Neovim (0.7, Debian's) as a real editor of a layout: starts `feedterm lsp`, opens the file
-- FILE (which has a misspelled key), waits for the diagnostic, applies the quick fix, waits
-- for the diagnostics to clear, and asks for hover, completion and definition. Each result is
-- written to OUT as a line `name<TAB>value`; EditorEndToEndTests reads them.
local out = assert(io.open(os.getenv("OUT"), "w"))
local function say(name, value)
  out:write(name .. "\t" .. tostring(value):gsub("\n", "\\n") .. "\n")
  out:flush()
end

vim.cmd("edit " .. vim.fn.fnameescape(os.getenv("FILE")))
local buffer = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({
  name = "feedterm",
  cmd = { os.getenv("FEEDTERM"), "lsp" },
  root_dir = vim.fn.fnamemodify(os.getenv("FILE"), ":h"),
})
vim.lsp.buf_attach_client(buffer, client_id)

local seen = vim.wait(10000, function() return #vim.diagnostic.get(buffer) > 0 end, 50)
local diagnostics = vim.diagnostic.get(buffer)
say("diagnostics", #diagnostics)
for _, diagnostic in ipairs(diagnostics) do
  say("diagnostic", string.format("%d:%d %s %s", diagnostic.lnum + 1, diagnostic.col + 1, diagnostic.code or "?", diagnostic.message))
end
if not seen then
  say("error", "no diagnostics within 10 s")
end

-- The quick fix for the first diagnostic, applied as :lua vim.lsp.buf.code_action() would.
local first = diagnostics[1]
local client = vim.lsp.get_client_by_id(client_id)
if first then
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(buffer) },
    range = { start = { line = first.lnum, character = first.col }, ["end"] = { line = first.end_lnum, character = first.end_col } },
    context = { diagnostics = {} },
  }
  local answers, failure = vim.lsp.buf_request_sync(buffer, "textDocument/codeAction", params, 5000)
  if not answers then say("error", failure) end
  answers = answers or {}
  for _, answer in pairs(answers) do
    if answer.err then say("error", vim.inspect(answer.err)) end
    for _, action in ipairs(answer.result or {}) do
      say("action", action.title)
      if action.isPreferred then
        vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
        say("applied", action.title)
      end
    end
  end
  local cleared = vim.wait(10000, function() return #vim.diagnostic.get(buffer) == 0 end, 50)
  say("cleared", cleared)
end

local function request(method, line, character)
  local params = { textDocument = { uri = vim.uri_from_bufnr(buffer) }, position = { line = line, character = character } }
  local answers = vim.lsp.buf_request_sync(buffer, method, params, 5000) or {}
  for _, answer in pairs(answers) do
    return answer.result
  end
end

local lines = vim.api.nvim_buf_get_lines(buffer, 0, -1, false)
for number, line in ipairs(lines) do
  local column = line:find('"placeholder": "')
  if column then
    local hover = request("textDocument/hover", number - 1, column + 18)
    say("hover", hover and hover.contents.value or "none")
    break
  end
end
for number, line in ipairs(lines) do
  local column = line:find('"type": "')
  if column then
    local items = request("textDocument/completion", number - 1, column + 8) or {}
    local labels = {}
    for _, item in ipairs(items.items or items) do table.insert(labels, item.label) end
    say("completion", table.concat(labels, ","))
    break
  end
end
for number, line in ipairs(lines) do
  local column = line:find('"feed": "deals"')
  if column then
    local found = request("textDocument/definition", number - 1, column + 10)
    local location = found and (found[1] or found)
    say("definition", location and location.uri or "none")
    break
  end
end

out:close()
vim.lsp.stop_client(client_id)
vim.cmd("qall!")
