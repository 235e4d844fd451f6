# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Prints the first fenced code block of a Markdown file (README.md, a page
of docs/) that follows a line containing MARKER, so a test runs exactly
what the documentation shows.

Usage: readme-block.py FILE.md MARKER
"""
import sys


def main():
    readme, marker = sys.argv[1], sys.argv[2]
    lines = open(readme).read().split("\n")
    start = next((n for n, line in enumerate(lines) if marker in line), None)
    if start is None:
        sys.exit("no line with %r in %s" % (marker, readme))
    fence = next((n for n in range(start, len(lines))
                  if lines[n].strip().startswith("```")), None)
    if fence is None:
        sys.exit("no code block after %r" % marker)
    indent = lines[fence][:len(lines[fence]) - len(lines[fence].lstrip())]
    block = []
    for line in lines[fence + 1:]:
        if line.strip().startswith("```"):
            print("\n".join(block))
            return
        block.append(line[len(indent):] if line.startswith(indent) else line)
    sys.exit("the code block after %r does not end" % marker)


main()
