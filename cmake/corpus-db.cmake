# SPDX-License-Identifier: GPL-2.0
# The corpus's prequel index, BUILD/corpora/minikernel.db: rebuilt from scratch whenever the corpus
# or prequel changes, into a temporary file renamed into place, so a stale or half-built index is
# never picked up by the demo or the tests.
if(TARGET prequel AND TARGET corpus)
	set(db ${PROJECT_BINARY_DIR}/corpora/minikernel.db)
	add_custom_command(OUTPUT ${db}
		COMMAND ${CMAKE_COMMAND} -E rm -f ${db}.tmp ${db}.tmp-wal ${db}.tmp-shm
		COMMAND $<TARGET_FILE:prequel> index --db ${db}.tmp --repo-name minikernel
			${PROJECT_BINARY_DIR}/corpora/minikernel
		COMMAND ${CMAKE_COMMAND} -E rename ${db}.tmp ${db}
		DEPENDS prequel ${PROJECT_BINARY_DIR}/corpora/stamp
		COMMENT "indexing the minikernel history into ${db}")
	add_custom_target(corpus-db ALL DEPENDS ${db})
	# the stamp is another folder's custom command's output, which this folder's Makefile has no
	# rule for: only a target-level dependency orders them (a fresh -j1 build stopped with "No
	# rule to make target 'corpora/stamp'")
	add_dependencies(corpus-db corpus)
endif()
