/* SPDX-License-Identifier: GPL-2.0 */
/*
 * libreducer: turns GCC's (and Clang's) diagnostics on a driver built against a moved kernel into a
 * short list of root issues, each with the facts a history query needs (kind, symbol, struct type).
 */
#ifndef PORTER_REDUCER_H
#define PORTER_REDUCER_H

#include <glib.h>

G_BEGIN_DECLS

/* Kinds of root issue; names are docs/cli.md's "kind" values (extend, never rename). */
enum red_kind {
	RED_UNKNOWN_FIELD,        /* designated initializer names a field the struct lacks */
	RED_NO_MEMBER,            /* x->f or x.f on a struct without f */
	RED_UNDEFINED_FUNCTION,   /* implicit declaration, undefined reference */
	RED_UNDEFINED_IDENTIFIER, /* undeclared identifier */
	RED_UNKNOWN_TYPE,         /* unknown type name, incomplete struct */
	RED_TOO_MANY_ARGS,        /* function or macro called with too many arguments */
	RED_TOO_FEW_ARGS,
	RED_INCOMPATIBLE_INIT,
	RED_INCOMPATIBLE_ASSIGN,
	RED_INCOMPATIBLE_ARG,
	RED_INCOMPATIBLE_RETURN,
	RED_OTHER,
	/* Where declarations live (after RED_OTHER: the kinds' numbers are kept) */
	RED_MISSING_INCLUDE,      /* names one header of the target tree declares, not included */
	RED_MOVED_INCLUDE,        /* #include of a header the target tree lacks */
	/* modpost's (after the include kinds, numbers kept) */
	RED_MISSING_NAMESPACE,    /* a symbol used from a namespace the module does not import */
	RED_UNDEFINED_SYMBOL,     /* a symbol no module or vmlinux exports */
};
#define RED_N_KINDS (RED_UNDEFINED_SYMBOL + 1)

/* Returns the static name of @kind ("unknown-field", ...); "other" for out-of-range values. */
const char *red_kind_name(enum red_kind kind);
/* Sets *@out to the kind named @name; returns 0, or -1 when @name is no kind. */
int red_kind_from_name(enum red_kind *out, const char *name);

/*
 * One root issue.  Every string is owned by the issue and may be NULL unless said otherwise.
 * For unknown-type, @symbol is the type as written ("struct timeval", "cputime_t").  For
 * incompatible-init/-assign of a struct field, @symbol is the field and @container its struct.
 * For too-many/too-few-args, @expected and @actual are argument counts ("3", "4").
 * For missing-include, @symbol and @include are the header of the target tree to include
 * ("linux/platform_device.h") and @members the issues it explains ("unknown-type struct
 * platform_device", "undefined-function devm_kzalloc"), not issues of their own.  For
 * moved-include, @symbol is the header the driver includes and the target tree lacks, @include the
 * target tree's header that declares the names the driver uses from it (NULL when its facts do not
 * say) and @members those names.
 * modpost's kinds are placed at the symbol's first use in the driver's .c files (@line 0 and
 * @file the module's name or .ko when the sources do not say): for missing-namespace, @symbol is
 * the namespace as modpost printed it ("PMBUS") and @members the symbols used from it; for
 * undefined-symbol, @symbol is the symbol.  Both hold what the module's object file says:
 * untrusted, made valid UTF-8 without control characters.
 */
struct red_issue {
	enum red_kind kind;
	char *symbol;        /* field, function, identifier or type name; never NULL */
	char *container;     /* "struct spi_driver" for fields/members, NULL otherwise */
	char *file;          /* as the compiler printed it; never NULL */
	int line, column;
	char *function;      /* enclosing function or NULL */
	char *message;       /* the root diagnostic's message, quotes normalised to '...'; never NULL */
	char *expected, *actual;  /* types or argument counts, NULL when not known */
	char *prototype;     /* called function's prototype in the target tree, NULL if unknown */
	guint count;         /* diagnostics folded into this issue (itself, duplicates, cascades) */
	GPtrArray *evidence; /* char *, raw diagnostic lines (owned); at most RED_MAX_EVIDENCE
			     * lines of RED_MAX_EVIDENCE_LINE bytes each */
	/* Additions beyond docs/contracts.md: */
	char *severity;      /* "error", "warning" or "fatal error" */
	char *option;        /* "-Werror=incompatible-pointer-types" or NULL */
	GPtrArray *fields;   /* char *: the container's fields in the target tree, or NULL */
	GPtrArray *files;    /* char *: every file the issue's root diagnostics are in, @file
			      * first (the same issue in two files is one issue); never NULL */
	char *include;       /* missing-/moved-include: the header to include, or NULL */
	GPtrArray *members;  /* char *: missing-/moved-include: what it explains (above);
			      * missing-namespace: the symbols used from it; or NULL */
};
#define RED_MAX_EVIDENCE 64
/* Bytes kept of one evidence line; the rest is cut and counted. */
#define RED_MAX_EVIDENCE_LINE 4096

/* Frees @issue and everything it owns; NULL is fine. */
void red_issue_free(struct red_issue *issue);

struct red_options {
	const char *source_dir;  /* where the driver's sources are (file names are resolved here) */
	const char *kernel_dir;  /* target tree for prototypes and struct fields, may be NULL */
	/* NULL, or an array (with g_free) the reducer appends one-line warnings to: NUL bytes replaced,
	 * a JSON line skipped (nested too deep).  They name the input as "<log>" like errors do. */
	GPtrArray *warnings;
};
#define RED_OPTIONS_INIT { 0 }

/*
 * Parses GCC/Clang text or JSON output (auto-detected, mixed with make's lines) and reduces it.
 * *@out_issues gets a new array of struct red_issue * in source order (owned by the caller, free
 * with g_ptr_array_unref), *@out_n_diagnostics the number of errors and warnings read.  An input
 * with no diagnostic gives an empty array.  Returns 0, or -1 with @error set (a JSON array that
 * does not parse, binary input): the message names the place as "<log>:line:col".
 * NUL bytes are replaced by U+FFFD and parsing goes on (with a warning); only input where they are
 * more than 8 and over 1% of the bytes is refused as binary.  A JSON line nested deeper than
 * RED_JSON_MAX_DEPTH is skipped with a warning, and the rest of the log is parsed; when it leaves
 * no diagnostic at all the depth is the error.  @opts may be NULL.
 */
int red_reduce_log(GPtrArray **out_issues /* struct red_issue*, owned */, guint *out_n_diagnostics,
		   const char *log, gsize len, const struct red_options *opts, GError **error);

/* Reads @path ("-" is stdin) and calls red_reduce_log(); errors and warnings name @path. */
int red_reduce_file(GPtrArray **out_issues, guint *out_n_diagnostics, const char *path,
		    const struct red_options *opts, GError **error);

/* docs/cli.md's issue contract: a JSON array of issue objects; owned, free with g_free. */
char *red_issues_to_json(GPtrArray *issues);
/*
 * gcc-reduce's --format json, a versioned object: {"schema": RED_JSON_SCHEMA, "diagnostics":
 * @n_diagnostics, "issues": [the array of red_issues_to_json()]}; owned.
 */
#define RED_JSON_SCHEMA 1
char *red_result_to_json(GPtrArray *issues, guint n_diagnostics);
/* One line per issue, "file:line:col: kind symbol [container]: message (xN)"; owned. */
char *red_issues_to_text(GPtrArray *issues);
/* Vim quickfix lines, "file:line:col: error: kind: text" (errorformat %f:%l:%c: %t%*[^:]: %m); owned. */
char *red_issues_to_vim(GPtrArray *issues);

/*
 * Nesting limit for JSON handed to json-glib, whose recursive parser overflows the stack at about
 * 50,000 levels.  GCC's diagnostics nest under 20 levels; porter's manifests, state and config files
 * under 10.
 */
#define RED_JSON_MAX_DEPTH 256

/*
 * Checks, without parsing, that the JSON text @text[0..@len) (@len < 0: NUL-terminated) nests arrays
 * and objects at most @max_depth levels (0: RED_JSON_MAX_DEPTH); brackets inside strings do not count.
 * Call it on untrusted JSON before json-glib.  Returns 0, or -1 with @error (RED_ERROR_INPUT) set to
 * "@name:LINE:COL: JSON nested deeper than N levels" (@name NULL: "<json>"), LINE:COL the first
 * bracket past the limit.
 */
int red_json_check_depth(const char *text, gssize len, guint max_depth, const char *name, GError **error);

/* The error domain of this library. */
#define RED_ERROR (red_error_quark())
GQuark red_error_quark(void);
enum red_error_code { RED_ERROR_INPUT = 1, RED_ERROR_IO };

G_END_DECLS

#endif /* PORTER_REDUCER_H */
