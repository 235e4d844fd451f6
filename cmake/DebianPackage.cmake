# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#===- cmake/DebianPackage.cmake - mlir-layout_<version>_amd64.deb ---------===#
#
#   cmake --build build --target package     # or: cd build && cpack -G DEB
#
# gives build/mlir-layout_<version>_<arch>.deb for the users of the tools:
#
#   /usr/bin/mlir-layout, /usr/bin/mlir-layout-lsp
#   /usr/share/doc/mlir-layout/README.md, docs/, examples/,
#     mlir-layout.schema.json (the schema of .mlir-layout.json files)
#
# Install components decide what goes where:
#   runtime      the two tools, the documentation, the examples, the schema:
#                everything the .deb holds;
#   development  the headers, the static libraries and the CMake package
#                (find_package(MLIRLayout), cmake/InstallPackage.cmake) for a
#                project building its own xyz-layout. They are only useful
#                with libmlir-22-dev and llvm-22-dev installed, so the .deb
#                leaves them out and keeps its dependencies to the runtime
#                libraries; `cmake --install build` installs both components.
#
# `Depends` is computed by dpkg-shlibdeps from the binaries' NEEDED entries
# (libmlir-22, libllvm22, libstdc++6, libgcc-s1, libc6), never written by
# hand (cmake/deb/dpkg-query keeps dpkg 1.21's dpkg-shlibdeps from dropping
# libllvm22 on a machine with llvm-22-dev). The binaries find libMLIR.so.22.1 in /usr/lib/llvm-22/lib through
# their RUNPATH (tools/*/CMakeLists.txt); libLLVM.so.22.1 is on the loader's
# default path.
#===------------------------------------------------------------------------===#

set(MLIR_LAYOUT_DOC_DIR ${CMAKE_INSTALL_DATAROOTDIR}/doc/mlir-layout)

install(FILES ${PROJECT_SOURCE_DIR}/README.md
  DESTINATION ${MLIR_LAYOUT_DOC_DIR} COMPONENT runtime)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/
  DESTINATION ${MLIR_LAYOUT_DOC_DIR}/docs COMPONENT runtime)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/examples/
  DESTINATION ${MLIR_LAYOUT_DOC_DIR}/examples COMPONENT runtime)
install(FILES ${PROJECT_SOURCE_DIR}/client-vscode/schemas/mlir-layout.schema.json
  DESTINATION ${MLIR_LAYOUT_DOC_DIR} COMPONENT runtime)
# The licence, in Debian's machine-readable copyright format (DEP-5):
# /usr/share/doc/mlir-layout/copyright. LICENSE is the full text.
install(FILES ${CMAKE_CURRENT_LIST_DIR}/deb/copyright ${PROJECT_SOURCE_DIR}/LICENSE
  DESTINATION ${MLIR_LAYOUT_DOC_DIR} COMPONENT runtime)

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME mlir-layout)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "Size and alignment of MLIR types under DLTI data layouts, and why")
set(CPACK_PACKAGE_DESCRIPTION
  "mlir-layout answers, for any type at any place in a .mlir file, its size, \
alignments and index bitwidth under the enclosing data layout spec, with the \
entries and rules that decided them; it checks nested specs and fixes them. \
mlir-layout-lsp is its language server (hover, diagnostics, quick-fixes).")
# The project's contact address (README.md, "Licence and contact"); the
# .deb's Maintainer field.
set(MLIR_LAYOUT_CONTACT
  "mlir-layout developers <maintainers@users.noreply.a-seed-76b8ac07.example>")
set(CPACK_PACKAGE_CONTACT "${MLIR_LAYOUT_CONTACT}")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${MLIR_LAYOUT_CONTACT}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY mlir-layout)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
# Only the runtime component (see above): build dir, project, component, subdir.
set(CPACK_INSTALL_CMAKE_PROJECTS "${CMAKE_BINARY_DIR};${PROJECT_NAME};runtime;/")

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# A work-around for dpkg-shlibdeps at cpack time (cmake/deb/dpkg-query).
set(CPACK_PROJECT_CONFIG_FILE ${CMAKE_CURRENT_LIST_DIR}/DebianPackageConfig.cmake)

include(CPack)
