# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#===- cmake/InstallPackage.cmake - find_package(MLIRLayout) ---------------===#
#
# `cmake --install` puts the public headers under include/mlir-layout, the
# libraries under lib, the tools under bin and the CMake package under
# lib/cmake/MLIRLayout, so that a downstream project can
#
#   find_package(MLIRLayout REQUIRED)   # -DMLIRLayout_DIR=<prefix>/lib/cmake/MLIRLayout
#   target_link_libraries(xyz-layout PRIVATE MLIRLayout::MLIRLayoutTool)
#
# The package finds the MLIR it was built with (MLIRConfig.cmake defines the
# MLIR and LLVM targets the libraries link) and refuses any other version.
#===------------------------------------------------------------------------===#

include(CMakePackageConfigHelpers)

set(MLIR_LAYOUT_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/MLIRLayout)

install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/mlir-layout
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h")
# The headers CMake configures (mlir-layout/Config/Version.h).
install(DIRECTORY ${MLIR_LAYOUT_BINARY_INCLUDE_DIR}/mlir-layout
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h")

install(EXPORT MLIRLayoutTargets
  NAMESPACE MLIRLayout::
  DESTINATION ${MLIR_LAYOUT_INSTALL_CMAKEDIR})

configure_package_config_file(
  ${CMAKE_CURRENT_LIST_DIR}/MLIRLayoutConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/MLIRLayoutConfig.cmake
  INSTALL_DESTINATION ${MLIR_LAYOUT_INSTALL_CMAKEDIR}
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR CMAKE_INSTALL_BINDIR)
# The libraries are C++ built against one exact MLIR: same major and minor.
write_basic_package_version_file(
  ${CMAKE_CURRENT_BINARY_DIR}/MLIRLayoutConfigVersion.cmake
  VERSION ${PROJECT_VERSION}
  COMPATIBILITY SameMinorVersion)
install(FILES
  ${CMAKE_CURRENT_BINARY_DIR}/MLIRLayoutConfig.cmake
  ${CMAKE_CURRENT_BINARY_DIR}/MLIRLayoutConfigVersion.cmake
  DESTINATION ${MLIR_LAYOUT_INSTALL_CMAKEDIR})
