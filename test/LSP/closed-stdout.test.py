# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Runs the server with a stdout pipe whose reader is already closed and
prints its exit status and stderr (closed-stdout.test)."""
import os
import subprocess
import sys

read_end, write_end = os.pipe()
os.close(read_end)
message = ('{"jsonrpc":"2.0","id":0,"method":"initialize","params":'
           '{"processId":1,"rootUri":null,"capabilities":{}}}')
body = f"Content-Length: {len(message)}\r\n\r\n{message}"
proc = subprocess.run([sys.argv[1]], input=body.encode(), stdout=write_end,
                      stderr=subprocess.PIPE, timeout=60)
os.close(write_end)
print(f"exit status {proc.returncode}")
sys.stdout.write(proc.stderr.decode())
