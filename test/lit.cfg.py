# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# lit configuration for mlir-layout's CLI transcripts and crasher tests.
import os

import lit.formats

config.name = "mlir-layout"
config.test_format = lit.formats.ShTest(not lit_config.isWindows)
config.suffixes = [".mlir", ".test"]
# Unit: the GoogleTest binaries, a lit suite of their own (test/Unit), run
# by `ninja check-mlir-layout` beside this one and by ctest test by test.
config.excludes = ["Inputs", "CMakeLists.txt", "unittests", "differential",
                   "Unit"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.mlir_layout_obj_root, "test")

# Our tools first, then LLVM's (FileCheck, not, split-file, mlir-opt).
path = os.pathsep.join([config.mlir_layout_bin_dir, config.llvm_tools_dir,
                        config.environment.get("PATH", os.environ["PATH"])])
config.environment["PATH"] = path
config.substitutions.append(("%bindir", config.mlir_layout_bin_dir))
config.substitutions.append(("%examples",
                             os.path.join(config.mlir_layout_src_root,
                                          "examples")))
config.substitutions.append(("%expect-exit",
                             "bash " + os.path.join(config.test_source_root,
                                                    "expect-exit.sh")))
config.substitutions.append(("%layoutex_plugin",
                             os.path.join(config.mlir_layout_obj_root, "lib",
                                          "libLayoutexPlugin.so")))
# Under ASan (scripts/sanitize.sh) the plugin is instrumented and the
# uninstrumented mlir-opt cannot load it: those tests run in the normal build.
if os.environ.get("MLIR_LAYOUT_SANITIZED"):
    config.available_features.add("asan")
