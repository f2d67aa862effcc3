# SPDX-License-Identifier: GPL-2.0
# The assistant's fuzz targets: fuzz-manifest (porter eval's case manifest: the parser's own
# file, assistant/eval-manifest.c, no module linked) and fuzz-config (the nightly config, in
# porter_base).  Included from tests/fuzz/CMakeLists.txt, which must leave these two files out
# of its own fuzz-*.c glob.  Binaries go to this folder, where .ci/run looks for them.
foreach(t fuzz-manifest fuzz-config)
	if(NOT TARGET ${t})
		add_executable(${t} ${CMAKE_CURRENT_LIST_DIR}/${t}.c)
		target_include_directories(${t} PRIVATE ${PROJECT_SOURCE_DIR}/assistant)
		target_link_libraries(${t} PRIVATE porter_base PkgConfig::GLIB PkgConfig::JSONGLIB)
		# red_json_check_depth(), which every JSON reader calls before json-glib
		if(TARGET libreducer)
			target_link_libraries(${t} PRIVATE libreducer)
		endif()
		target_link_options(${t} PRIVATE -fsanitize=fuzzer)
		set_target_properties(${t} PROPERTIES RUNTIME_OUTPUT_DIRECTORY
			${CMAKE_CURRENT_BINARY_DIR})
	endif()
endforeach()
target_sources(fuzz-manifest PRIVATE ${PROJECT_SOURCE_DIR}/assistant/eval-manifest.c)
