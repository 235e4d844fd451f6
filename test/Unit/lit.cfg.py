# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# lit configuration for mlir-layout's GoogleTest binaries (as LLVM's
# test/Unit): every MLIRLayout<Library>Tests under test/unittests of the
# build tree, each test of each binary a lit test.
import os

import lit.formats

config.name = "mlir-layout-Unit"
config.suffixes = []
# The binaries are found in the build tree, not in the sources.
config.test_exec_root = os.path.join(config.mlir_layout_obj_root, "test",
                                     "unittests")
config.test_source_root = config.test_exec_root
config.excludes = ["CMakeFiles"]
config.test_format = lit.formats.GoogleTest(".", "Tests")
