# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
# lit configuration of the standalone-layout example.
import os

import lit.formats

config.name = "standalone-layout"
config.test_format = lit.formats.ShTest(not lit_config.isWindows)
config.suffixes = [".mlir", ".test"]
config.excludes = ["CMakeLists.txt"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.standalone_obj_root, "test")

# The example's tools first, then LLVM's (FileCheck, not, split-file,
# mlir-opt).
config.environment["PATH"] = os.pathsep.join(
    [config.standalone_bin_dir, config.llvm_tools_dir,
     config.environment.get("PATH", os.environ["PATH"])])
config.substitutions.append(("%standalone_plugin",
                             os.path.join(config.standalone_lib_dir,
                                          "libStandalonePlugin.so")))
config.substitutions.append(("%standalone_bin_dir",
                             config.standalone_bin_dir))
