"""`feedterm lsp` driven from start to end by a real LSP client (pytest-lsp, on pygls): open,
typo, diagnostic, quick fix, diagnostic cleared, hover, completion, definition, shutdown.

Run by the Swift test EditorEndToEndTests; FEEDTERM names the binary.
"""
import os
import pathlib

import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = pathlib.Path(__file__).resolve().parents[2]
FEEDTERM = os.environ.get("FEEDTERM", str(ROOT / ".build" / "debug" / "feedterm"))
LAYOUTS = (ROOT / "layouts").resolve()
HOME = LAYOUTS / "home.json"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[FEEDTERM, "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("visual-studio-code"), root_uri=LAYOUTS.as_uri())
    )
    yield
    await lsp_client.shutdown_session()


def apply(text: str, edits: list) -> str:
    """Applies text edits (UTF-16 positions) as an editor does."""
    lines = text.split("\n")

    def offset(position):
        before = sum(len(line.encode("utf-16-le")) // 2 + 1 for line in lines[: position.line])
        return before + position.character

    units = text.encode("utf-16-le")
    for edit in sorted(edits, key=lambda e: offset(e.range.start), reverse=True):
        start, end = offset(edit.range.start) * 2, offset(edit.range.end) * 2
        units = units[:start] + edit.new_text.encode("utf-16-le") + units[end:]
    return units.decode("utf-16-le")


async def open_and_wait(client: LanguageClient, uri: str, text: str, version: int = 1):
    client.text_document_did_open(types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="json", version=version, text=text)))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[uri]


async def test_a_typo_is_diagnosed_fixed_and_cleared(client: LanguageClient):
    uri = HOME.as_uri()
    text = HOME.read_text().replace('"placeholder": "Search for anything"', '"placeholdr": "Search for anything"', 1)
    diagnostics = await open_and_wait(client, uri, text)
    # placeholder is required: its misspelling is a missing key that names the near miss.
    typo = [d for d in diagnostics if d.code == "FT300"]
    assert len(typo) == 1, diagnostics
    assert typo[0].message.startswith("$.modules[0].search_bar.placeholder: required key 'placeholder' is missing (found 'placeholdr': did you mean 'placeholder'?)")
    assert typo[0].source == "feedterm"

    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri), range=typo[0].range, context=types.CodeActionContext(diagnostics=typo)
        )
    )
    fix = next(action for action in actions if action.title == "Rename 'placeholdr' to 'placeholder'")
    fixed = apply(text, fix.edit.changes[uri])
    assert fixed == HOME.read_text()

    # The fix as an editor sends it: a change of the document, then the diagnostics are gone.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangePartial(range=e.range, text=e.new_text) for e in fix.edit.changes[uri]],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert len(client.diagnostics[uri]) == 0


async def test_hover_shows_the_module_drawn(client: LanguageClient):
    uri = HOME.as_uri()
    await open_and_wait(client, uri, HOME.read_text())
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=8, character=30))
    )
    assert "**`search_bar`** module" in hover.contents.value
    assert "```text\n" in hover.contents.value and "Search for anything" in hover.contents.value


async def test_completion_offers_module_types_with_descriptions(client: LanguageClient):
    uri = (LAYOUTS / "scratch-completion.json").as_uri()
    await open_and_wait(client, uri, '{"modules": [{"type": "lis"}]}')
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=0, character=26))
    )
    items = result if isinstance(result, list) else result.items
    labels = {item.label for item in items}
    assert {"listing_carousel", "listing_grid", "listing_detail"} <= labels
    grid = next(item for item in items if item.label == "listing_grid")
    assert grid.documentation.value.startswith("A header, listing cards in rows")


async def test_definition_goes_to_the_next_page(client: LanguageClient):
    deals = LAYOUTS / "deals.json"
    text = deals.read_text()
    await open_and_wait(client, deals.as_uri(), text)
    line = next(i for i, l in enumerate(text.split("\n")) if '"next_page": "deals-2.json"' in l)
    result = await client.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=deals.as_uri()), position=types.Position(line=line, character=20))
    )
    location = result[0] if isinstance(result, list) else result
    assert location.uri == (LAYOUTS / "deals-2.json").as_uri()
