/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Internals of libreducer shared between its files: the flat diagnostic record both parsers produce,
 * and the light C tokenizer that reads facts from the driver source.  Not installed, not public.
 */
#ifndef RED_INT_H
#define RED_INT_H

#include "reducer.h"

enum red_sev { RED_SEV_NOTE, RED_SEV_WARNING, RED_SEV_ERROR, RED_SEV_FATAL };

struct red_loc {
	char *file;
	int line, column;
};

struct red_note {
	struct red_loc loc;
	char *message;
};

/* One compiler diagnostic, with its notes, as read from text or JSON. */
struct red_diag {
	enum red_sev sev;
	struct red_loc loc;
	char *message;        /* quotes normalised to '...' */
	char *option;         /* "-Werror=..." or NULL */
	char *function;       /* from "In function 'f':", or NULL */
	GPtrArray *notes;     /* struct red_note * */
	GPtrArray *raw;       /* char *: the raw lines, capped */
	guint seq;            /* order of appearance */
	guint repeats;        /* exact repeats folded into this one */
	/* a modpost line's facts (modpost.c), NULL for the compiler's: */
	char *mp_module;      /* namespace line: the module's name as modpost printed it */
	char *mp_symbol;      /* the symbol undefined, or used from a namespace */
	char *mp_namespace;   /* the namespace not imported */
};

/* The record of one diagnostic (diag.c), which parse.c and modpost.c fill. */
struct red_diag *red__diag_new(void);
void red_diag_free(struct red_diag *d);
/* Enough evidence for a human; more would only cost memory on huge logs. */
#define RED_MAX_RAW 32
/* Keeps line[0, len) (len < 0: up to its NUL) in d->raw, up to RED_MAX_RAW lines. */
void red_diag_add_raw(struct red_diag *d, const char *line, gssize len);
/* Valid UTF-8 copy of @s[0..len) (evidence and messages end up in JSON); len < 0: strlen(s). */
char *red__valid_dup(const char *s, gssize len);
/*
 * modpost.c: @line as a modpost diagnostic ("ERROR: modpost: \"S\" [M.ko] undefined!", "... module
 * M uses symbol S from namespace N, but does not import it."; ERROR or WARNING, the wording of
 * 6.1 and 6.12), with its facts in mp_*; NULL when it is no such line.  Owned.
 */
struct red_diag *red__modpost_line(const char *line, gsize n);

/*
 * Parsers: append struct red_diag * to @out.  Text lines that are no diagnostic (make, Kbuild,
 * carets) are skipped.  red_parse() auto-detects JSON arrays among text lines, replaces NUL bytes and
 * skips JSON lines nested too deep, appending a warning for each to @warnings (may be NULL).
 */
int red_parse(GPtrArray *out, guint *out_uncounted, const char *log, gsize len, GPtrArray *warnings,
	      GError **error);
/* Distinct diagnostics kept by red_parse(); later distinct ones only add to *out_uncounted. */
#define RED_MAX_DIAGS 100000
/* Offset of the first '[' or '{' nesting deeper than @max_depth in JSON text, or -1 (json-depth.c). */
gssize red__json_too_deep(const char *text, gsize len, guint max_depth);
/* Replaces UTF-8 and ASCII quote marks by ' in place; returns @s. */
char *red_normalise_quotes(char *s);

/* Source facts (source.c).  A cache of tokenized files, keyed by resolved path. */
struct red_source;

/* One tokenized file of the cache (source.c), read by the token scans of source-scan.c. */
struct cf_token;
struct cf_tokens;
struct red_src_file {
	char *text;
	struct cf_tokens *lex;    /* directive lines dropped */
	GArray *toks;             /* lex->toks: struct cf_token */
	GArray *funcs;            /* struct cf_func */
};

#define RED_TOK(f, i) (&g_array_index((f)->toks, struct cf_token, (i)))

/* The cached tokens of @file (resolved as red_source_resolve() does), or NULL. */
struct red_src_file *red_src_load(struct red_source *s, const char *file);
/* Index of the token at @line:@col (display or byte column), or the first one after it; -1. */
int red_src_tok_at(const struct red_src_file *f, int line, int col);
gboolean red_src_tok_is(const struct red_src_file *f, const struct cf_token *t, const char *s);
char *red_src_tok_dup(const struct red_src_file *f, const struct cf_token *t);

struct red_source *red_source_new(const char *source_dir, const char *kernel_dir);
void red_source_free(struct red_source *src);
/* Resolves a file name from a log to a readable path (borrowed), or NULL. */
const char *red_source_resolve(struct red_source *src, const char *file);
/* Name of the function whose body holds @line of @file, or NULL (owned). */
char *red_source_function_at(struct red_source *src, const char *file, int line);
/*
 * The struct type of the initializer holding the designator at @line:@col of @file ("struct
 * spi_driver"), following nested designators, arrays and typedefs; NULL if unknown (owned).
 */
char *red_source_initializer_type(struct red_source *src, const char *file, int line, int col);
/* TRUE when the identifier at @line:@col is a designator (".f" after "{" or ","). */
gboolean red_source_is_designator(struct red_source *src, const char *file, int line, int col);
/* For "a.b.c = v" at @line (the '=' at @col), the member name c and the container of c; 0 if found. */
int red_source_assign_target(struct red_source *src, const char *file, int line, int col,
			     char **out_member, char **out_container);
/* Type of variable @name declared in @file before @line (in its function, else file scope). */
char *red_source_var_type(struct red_source *src, const char *file, int line, const char *name);
/* Resolves a typedef to its struct ("foo_t" -> "struct foo") in the source and the kernel tree. */
char *red_source_canonical_type(struct red_source *src, const char *file, const char *type);
/* Number of arguments of the call whose name starts at @line:@col, or -1. */
int red_source_call_args(struct red_source *src, const char *file, int line, int col);
/* The declaration starting at or before @line of @file, up to ';' or '{', as one line; owned or NULL. */
char *red_source_declaration_at(struct red_source *src, const char *file, int line);
/* Whether a call (or macro use) "@name (...)" on @line of @file has the identifier @word in its
 * arguments: "DEFINE_SEMAPHORE(lock)" names lock. */
gboolean red_source_call_names(struct red_source *src, const char *file, int line, const char *name,
			       const char *word);
/* Prototype of @func in the kernel tree (NULL when no tree or not found); owned. */
char *red_source_kernel_prototype(struct red_source *src, const char *func);
/* Field names of @container ("struct x") in the kernel tree or the source; NULL if unknown. */
GPtrArray *red_source_struct_fields(struct red_source *src, const char *file, const char *container);
/* Byte column of the last "@name (" on @line at or before @before_col (0: anywhere), or -1. */
int red_source_find_call(struct red_source *src, const char *file, int line, const char *name, int before_col);
/* Name of the function called by the innermost call holding @line:@col; owned or NULL. */
char *red_source_callee_at(struct red_source *src, const char *file, int line, int col);
/* The field of the designator ".f = v" at or just before @line:@col; owned or NULL. */
char *red_source_designator_at(struct red_source *src, const char *file, int line, int col);
/* Lines of the name and of the '{' of the definition of function @name in @file; 0, or -1 if none. */
int red_source_function_span(struct red_source *src, const char *file, const char *name, int *out_head, int *out_open);
/* The names @file's #include lines give ("linux/of.h"), in order; owned, NULL when it cannot be read. */
GPtrArray *red_source_includes(struct red_source *src, const char *file);
/* The identifiers of @file's code, once each, tags as "struct x"; owned, NULL when it cannot be read. */
GPtrArray *red_source_identifiers(struct red_source *src, const char *file);
/*
 * Folds the issues of @issues that a header explains into missing-include and moved-include issues
 * (include.c), from the facts of the target tree @kdir; nothing without @kdir.
 */
void red__fold_includes(GPtrArray *issues, struct red_source *src, const char *kdir);
/*
 * Places modpost diagnostic @d at the first use of its symbol in the driver: the .c file of the
 * .ko's name, else the .c files beneath @source_dir (the module's name first); unchanged if none.
 */
void red__modpost_locate(struct red_diag *d, struct red_source *src, const char *source_dir);
/* Number of parameters in a prototype text, or -1. */
int red_prototype_n_params(const char *proto);

#endif /* RED_INT_H */
