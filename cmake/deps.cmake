# SPDX-License-Identifier: GPL-2.0
# Finds every dependency through pkg-config; a missing one stops the configure step with one line
# naming the Debian package that provides it.
find_package(PkgConfig)
if(NOT PKG_CONFIG_FOUND)
	message(FATAL_ERROR "pkg-config not found: apt-get install pkg-config (or run scripts/install-deps)")
endif()

macro(porter_require var module debpkg)
	pkg_check_modules(${var} QUIET IMPORTED_TARGET GLOBAL ${module})
	if(NOT ${var}_FOUND)
		message(FATAL_ERROR "${module} not found: apt-get install ${debpkg} (or run scripts/install-deps)")
	endif()
endmacro()

porter_require(GLIB glib-2.0 libglib2.0-dev)
porter_require(GIO gio-2.0 libglib2.0-dev)
porter_require(JSONGLIB json-glib-1.0 libjson-glib-dev)
porter_require(LIBGIT2 libgit2 libgit2-dev)
porter_require(SQLITE sqlite3 libsqlite3-dev)
porter_require(CURL libcurl libcurl4-openssl-dev)
# the sandbox's seccomp filter (sandbox/seccomp.c)
porter_require(SECCOMP libseccomp libseccomp-dev)
# porter pool reads kernel tarballs (.tar.xz, .tar.gz) as streams
porter_require(LZMA liblzma liblzma-dev)
porter_require(ZLIB zlib zlib1g-dev)

# FTS5 is compiled into Debian's libsqlite3; check rather than assume.
include(CheckCSourceRuns)
set(CMAKE_REQUIRED_INCLUDES ${SQLITE_INCLUDE_DIRS})
set(CMAKE_REQUIRED_LIBRARIES ${SQLITE_LINK_LIBRARIES})
check_c_source_runs("
#include <sqlite3.h>
int main(void) {
	sqlite3 *db;
	if (sqlite3_open(\":memory:\", &db)) return 1;
	return sqlite3_exec(db, \"CREATE VIRTUAL TABLE t USING fts5(x)\", 0, 0, 0) != 0;
}" PORTER_SQLITE_HAS_FTS5)
unset(CMAKE_REQUIRED_INCLUDES)
unset(CMAKE_REQUIRED_LIBRARIES)
if(NOT PORTER_SQLITE_HAS_FTS5)
	message(FATAL_ERROR "sqlite3 lacks FTS5: install Debian's libsqlite3-dev (built with FTS5)")
endif()

find_program(PORTER_SPATCH spatch)
if(NOT PORTER_SPATCH)
	message(FATAL_ERROR "spatch not found: apt-get install coccinelle (or run scripts/install-deps)")
endif()
find_program(PORTER_GIT git)
if(NOT PORTER_GIT)
	message(FATAL_ERROR "git not found: apt-get install git (or run scripts/install-deps)")
endif()
find_package(Python3 COMPONENTS Interpreter)
if(NOT Python3_FOUND)
	message(FATAL_ERROR "python3 not found: apt-get install python3 (or run scripts/install-deps)")
endif()

# Test helper: every tests/<module>/test-*.c is one g_test binary, every tNNNN-*.sh one script test.
function(porter_module_tests module)
	cmake_parse_arguments(T "" "" "LIBS" ${ARGN})
	file(GLOB srcs CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/test-*.c)
	foreach(src ${srcs})
		get_filename_component(name ${src} NAME_WE)
		add_executable(${name} ${src})
		target_link_libraries(${name} PRIVATE ${T_LIBS} PkgConfig::GLIB PkgConfig::GIO)
		target_compile_definitions(${name} PRIVATE
			PORTER_SOURCE_DIR="${PROJECT_SOURCE_DIR}"
			PORTER_BUILD_DIR="${PROJECT_BINARY_DIR}"
			PORTER_CORPUS_DIR="${PROJECT_BINARY_DIR}/corpora"
			PORTER_TEST_DATA="${CMAKE_CURRENT_SOURCE_DIR}/data")
		set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR})
		add_test(NAME ${module}/${name} COMMAND ${name})
		set_tests_properties(${module}/${name} PROPERTIES LABELS "${module};unit" TIMEOUT 900)
	endforeach()
	file(GLOB scripts CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/t[0-9][0-9][0-9][0-9]-*.sh)
	foreach(s ${scripts})
		get_filename_component(name ${s} NAME_WE)
		add_test(NAME ${module}/${name} COMMAND bash ${s})
		set_tests_properties(${module}/${name} PROPERTIES LABELS "${module};e2e" TIMEOUT 1200
			SKIP_RETURN_CODE 77
			ENVIRONMENT "PORTER_SOURCE_DIR=${PROJECT_SOURCE_DIR};PORTER_BUILD_DIR=${PROJECT_BINARY_DIR};PORTER_CORPUS_DIR=${PROJECT_BINARY_DIR}/corpora;PORTER_TEST_DATA=${CMAKE_CURRENT_SOURCE_DIR}/data;PATH=${PROJECT_BINARY_DIR}/bin:$ENV{PATH}")
	endforeach()
endfunction()
