"""`course lsp` driven by pytest-lsp's client with the capabilities VS Code and Emacs (eglot) send:
the set-ups of docs/editors.md beyond Neovim, as far as the server sees a client. Run by
Tests/CourseCLITests/PytestLspTests.swift (`pip install pytest-lsp`), with COURSE_BINARY set:

    COURSE_BINARY=.build/debug/course python3 -m pytest -q Tests/Clients
"""
import atexit
import os
import pathlib
import shutil
import tempfile

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("COURSE_BINARY", str(ROOT / ".build" / "debug" / "course"))
SOURCE = "- [State](https://developer.apple.com/documentation/swiftui/state)\n"


def course():
    """The checker's valid fixture, with a source named without a link (one warning)."""
    made = tempfile.mkdtemp(prefix="course-pytest-lsp-")
    atexit.register(shutil.rmtree, made, ignore_errors=True)  # the temporary folder left as found
    folder = pathlib.Path(made) / "course"
    shutil.copytree(ROOT / "Tests/CourseKitTests/Fixtures/Check/valid", folder)
    lesson = folder / "lesson-1" / "lesson.md"
    text = lesson.read_text()
    assert SOURCE in text
    lesson.write_text(text.replace(SOURCE, SOURCE + "- The talk on state, at a conference\n"))
    return lesson


@pytest_lsp.fixture(
    params=["visual-studio-code", "emacs"],
    config=ClientServerConfig(server_command=[BINARY, "lsp", "--stdio", "--no-compiler"]),
)
async def client(request, lsp_client: LanguageClient):
    # The server asks to watch files where the client can (VS Code can, and says yes).
    @lsp_client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register(params):
        return None

    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities(request.param)))
    yield
    await lsp_client.shutdown_session()


async def opened(client: LanguageClient):
    lesson = course()
    uri = lesson.as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="markdown", version=1, text=lesson.read_text())))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return lesson, uri


@pytest.mark.asyncio
async def test_diagnostics_then_an_edit_that_breaks_a_change(client: LanguageClient):
    lesson, uri = await opened(client)
    assert [d.code for d in client.diagnostics[uri]] == ["source-without-link"]
    lines = lesson.read_text().split("\n")
    broken = lines.index("-    var count = 0")  # 0-based: a line of step 2's diff
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=broken, character=0),
                              end=types.Position(line=broken, character=len(lines[broken]))),
            text="-    this line is in no file")]))
    for _ in range(50):
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        if any(d.code == "change-applies" for d in client.diagnostics[uri]):
            break
    applies = [d for d in client.diagnostics[uri] if d.code == "change-applies"]
    assert applies and min(d.range.start.line for d in applies) <= broken


@pytest.mark.asyncio
async def test_outline(client: LanguageClient):
    lesson, uri = await opened(client)
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    names = [s.name for s in symbols]
    assert names[:2] == ["Step 1: Count the taps", "Step 2: Start from ten"], names
