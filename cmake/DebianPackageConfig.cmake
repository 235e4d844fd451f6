# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
#===- cmake/DebianPackageConfig.cmake - cpack-time settings of the .deb ----===#
#
# Read by cpack (CPACK_PROJECT_CONFIG_FILE) before it builds a package. For
# the DEB generator it puts cmake/deb/ first on PATH, so that dpkg-shlibdeps
# runs our dpkg-query, which works around dpkg-shlibdeps losing libllvm22
# from Depends (see cmake/deb/dpkg-query).
#===------------------------------------------------------------------------===#
if(CPACK_GENERATOR STREQUAL "DEB")
  set(ENV{PATH} "${CMAKE_CURRENT_LIST_DIR}/deb:$ENV{PATH}")
endif()
