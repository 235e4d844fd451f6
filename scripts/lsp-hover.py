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
import subprocess
import sys
import threading

TIMEOUT_S = 60


def send(proc, message):
    body = json.dumps(message).encode()
    proc.stdin.write(b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
    proc.stdin.flush()


def read_message(stream):
    """One framed message, or None at end of stream."""
    length = None
    while True:
        line = stream.readline()
        if not line:
            return None
        line = line.strip()
        if not line:
            break
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
    if length is None:
        raise ValueError("message without Content-Length")
    return json.loads(stream.read(length))


def wait_for(proc, request_id):
    """Reads messages until the response to request_id; returns it."""
    while True:
        message = read_message(proc.stdout)
        if message is None:
            raise EOFError("the server closed its output before answering request %d" % request_id)
        if message.get("id") == request_id and "method" not in message:
            return message


def hover(server, path, line, character):
    uri = pathlib.Path(path).resolve().as_uri()
    proc = subprocess.Popen([server], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    stderr = []
    reader = threading.Thread(target=lambda: stderr.append(proc.stderr.read()), daemon=True)
    reader.start()
    timer = threading.Timer(TIMEOUT_S, proc.kill)
    timer.start()
    try:
        send(proc, {"jsonrpc": "2.0", "id": 1, "method": "initialize",
                    "params": {"processId": None, "rootUri": None, "capabilities": {}}})
        wait_for(proc, 1)
        send(proc, {"jsonrpc": "2.0", "method": "initialized", "params": {}})
        send(proc, {"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": uri, "languageId": "mlir", "version": 1, "text": pathlib.Path(path).read_text()}}})
        send(proc, {"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover", "params": {
            "textDocument": {"uri": uri}, "position": {"line": line, "character": character}}})
        answer = wait_for(proc, 2)
        send(proc, {"jsonrpc": "2.0", "id": 3, "method": "shutdown"})
        wait_for(proc, 3)
        send(proc, {"jsonrpc": "2.0", "method": "exit"})
        proc.stdin.close()
        status = proc.wait()
    except (EOFError, ValueError, BrokenPipeError) as error:
        proc.kill()
        proc.wait()
        reader.join(5)
        return None, "%s (exit status %s)" % (error, proc.returncode), stderr
    finally:
        timer.cancel()
    result = answer.get("result")
    if status != 0:
        return None, "the server exited with status %d" % status, stderr
    if not result or "contents" not in result:
        return None, "no hover: %s" % json.dumps(answer), stderr
    contents = result["contents"]
    return contents.get("value", "") if isinstance(contents, dict) else str(contents), None, stderr


def main(argv):
    if len(argv) != 5:
        print(__doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    text, error, stderr = hover(argv[1], argv[2], int(argv[3]), int(argv[4]))
    if error:
        print("lsp-hover: %s" % error, file=sys.stderr)
        for chunk in stderr:
            sys.stderr.write(chunk.decode(errors="replace"))
        return 1
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
