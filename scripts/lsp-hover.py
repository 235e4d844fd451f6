#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Asks a language server for one hover over stdio, as an editor does.

    lsp-hover.py SERVER FILE LINE CHARACTER

Starts SERVER (with the environment as given), sends initialize, initialized,
didOpen of FILE (file:// URI), textDocument/hover at the 0-based LINE and
UTF-16 CHARACTER, then shutdown and exit. Prints the hover's text on stdout.
Exit status 0 when the server answered with a hover and exited with 0; 1
otherwise, with the reason (and the server's stderr) on stderr. Everything is
bounded by a 60 s timeout, so a hung server fails instead of hanging.
"""
import json
import pathlib
import sys
import threading

sys.dont_write_bytecode = True
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "python"))
from lsp_client import LspClient  # noqa: E402

TIMEOUT_S = 60


def hover(server, path, line, character):
    uri = pathlib.Path(path).resolve().as_uri()
    client = LspClient([server])
    timer = threading.Timer(TIMEOUT_S, client.proc.kill)
    timer.start()
    try:
        client.initialize(timeout=TIMEOUT_S)
        client.open(uri, pathlib.Path(path).read_text())
        answer = client.hover(uri, line, character, timeout=TIMEOUT_S)
        status = client.shutdown(TIMEOUT_S, TIMEOUT_S)
    except (RuntimeError, TimeoutError, ValueError) as error:
        client.close()
        return (None, "%s (exit status %s)" % (error, client.proc.returncode),
                client.log())
    finally:
        timer.cancel()
    result = answer.get("result")
    if status != 0:
        return None, "the server exited with status %s" % status, client.log()
    if not result or "contents" not in result:
        return None, "no hover: %s" % json.dumps(answer), client.log()
    contents = result["contents"]
    return contents.get("value", "") if isinstance(contents, dict) else str(contents), None, ""


def main(argv):
    if len(argv) != 5:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    text, error, stderr = hover(argv[1], argv[2], int(argv[3]), int(argv[4]))
    if error:
        print("lsp-hover: %s" % error, file=sys.stderr)
        sys.stderr.write(stderr)
        return 1
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
