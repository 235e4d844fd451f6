# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Prints TEMPLATE with each `SPEC` replaced by the text of SPEC_FILE (a
`#dlti.dl_spec<...>`), so a test can query the file a diff lays out with a
scope's spec replaced.

Usage: put-spec.py TEMPLATE SPEC_FILE
"""
import sys

template = open(sys.argv[1]).read()
spec = open(sys.argv[2]).read().strip()
if "SPEC" not in template:
    sys.exit("no SPEC in " + sys.argv[1])
sys.stdout.write(template.replace("SPEC", spec))
