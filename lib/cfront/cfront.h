/* SPDX-License-Identifier: GPL-2.0 */
/*
 * cfront: porter's one C front end, below prequel, reducer and synth.  Like sparse it works in
 * passes that each hand the next a plain data structure: cf_lex() turns text into tokens with exact
 * positions, cf_pp_link() gives the directive tokens their #if/#elif/#else/#endif structure, and
 * cf_items() / cf_functions() split the tokens into top-level items.  There is no macro expansion and
 * no type checking: porter reads drivers as they are written, with their #ifdefs.
 */
#ifndef PORTER_CFRONT_H
#define PORTER_CFRONT_H

#include <glib.h>

enum cf_kind {
	CF_IDENT,
	CF_NUMBER,
	CF_STRING,		/* "..", L"..", u"..", U"..", u8"..", and raw R"d(..)d" with the same prefixes */
	CF_CHAR,		/* '..', L'..', u'..', U'..', u8'..' */
	CF_PUNCT,
	CF_PP,			/* a whole directive line (without CF_LEX_DIRECTIVE_TOKENS) */
};

enum cf_pp {
	CF_PP_NONE,		/* not a directive */
	CF_PP_DEFINE,
	CF_PP_UNDEF,
	CF_PP_INCLUDE,		/* #include, #include_next */
	CF_PP_IF,
	CF_PP_IFDEF,
	CF_PP_IFNDEF,
	CF_PP_ELIF,		/* #elif, #elifdef, #elifndef */
	CF_PP_ELSE,
	CF_PP_ENDIF,
	CF_PP_OTHER,		/* #pragma, #error, #warning, #line, a lone '#' ... */
};

/*
 * One token.  Positions are those GCC prints: line and col are 1-based, col counts bytes, dcol is
 * GCC's display column (a tab moves to the next multiple of 8, a UTF-8 character counts as one column,
 * two for East Asian wide ones).  off and len cover the token's bytes in the text, backslash-newline
 * splices and, for a directive, its continuation lines included.
 */
struct cf_token {
	enum cf_kind kind;
	int line, col, dcol;
	guint off, len;
	/*
	 * NUL-terminated spelling with splices removed; owned by the token list (or by the process-wide
	 * intern table with CF_LEX_INTERN).  For CF_PP: the directive with comments dropped, continuations
	 * and tabs made spaces, trimmed ("#define X 1").
	 */
	const char *text;
	/* For CF_PP, filled by cf_pp_link(): */
	enum cf_pp pp;
	const char *arg;	/* macro name (define, undef, ifdef, ifndef) or condition text (if, elif);
				 * "" otherwise; interned (cf_intern()) */
	int open;		/* elif/else/endif: index of the token opening its group, or -1 unbalanced */
	int next;		/* if/ifdef/ifndef/elif/else: index of the group's next directive or -1 */
	int depth;		/* conditional groups open around this token (a group's own lines at the outer depth) */
};

enum cf_lex_flags {
	/* Directive lines tokenized like code ('#' a punctuator), for matching patterns in them */
	CF_LEX_DIRECTIVE_TOKENS = 1 << 0,
	/* Directive lines dropped */
	CF_LEX_SKIP_DIRECTIVES = 1 << 1,
	/* SmPL's disjunction punctuators "\(", "\|", "\)" */
	CF_LEX_SMPL = 1 << 2,
	/* Texts from the process-wide intern table: equal texts are equal pointers, they outlive the list */
	CF_LEX_INTERN = 1 << 3,
};

struct cf_ktree;

struct cf_tokens {
	GArray *toks;		/* struct cf_token */
	GStringChunk *chunk;	/* the texts, unless interned */
	/* The first lexical error (unterminated comment, string or character constant), or err NULL */
	char *err;
	int err_line, err_col;
};

/*
 * Tokenizes text[0, len) (it need not be NUL-terminated; a NUL byte is an ordinary character).
 * Comments are dropped.  Never fails: a lexical error ends the token it is in and is recorded in
 * err.  Directive tokens come linked (cf_pp_link()).  Owned: cf_tokens_free().
 */
struct cf_tokens *cf_lex(const char *text, gsize len, unsigned flags);
void cf_tokens_free(struct cf_tokens *l);
/* for g_autoptr(cf_tokens) only */
typedef struct cf_tokens cf_tokens;
G_DEFINE_AUTOPTR_CLEANUP_FUNC(cf_tokens, cf_tokens_free)

/* 0, or -1 with error set to "cannot tokenize PATH:LINE:COL: unterminated ..." if l has an error. */
int cf_tokens_check(const struct cf_tokens *l, const char *path, GError **error);

/* The interned copy of s[0, n): equal texts give the same pointer, for the life of the process. */
const char *cf_intern(const char *s, gsize n);

/*
 * The directive a source line starts: blanks, '#', blanks, its word ("  # ifdef X" -> CF_PP_IFDEF);
 * CF_PP_NONE when the line is no directive.  *out_rest (may be NULL) gets the text after the word
 * and the blanks after it.  For code read line by line; cf_lex() gives the same kinds.
 */
enum cf_pp cf_pp_of_line(const char *line, const char **out_rest);

/*
 * The directive structure of toks[0, n): sets pp, arg, open, next and depth of each CF_PP token
 * and depth of the others.  cf_lex() calls it; exposed for token arrays built otherwise.
 */
void cf_pp_link(struct cf_token *toks, guint n);

/*
 * #if conditions evaluated from what is known of a tree (pp-eval.c).  The known macros are a
 * table name -> definition: cf_pp_macros_new() makes an empty one (owned: g_hash_table_unref()),
 * cf_pp_macros_add_text() adds the one-line #defines of a header's text (object- and
 * function-like) and returns how many it added.
 */
GHashTable *cf_pp_macros_new(void);
guint cf_pp_macros_add_text(GHashTable *macros, const char *text);
/*
 * The value of the condition expr of a #if or #elif (its argument, as cf_pp_link() gives it)
 * with macros expanded: 1 and *out set when known, 0 when it rests on a name no known macro
 * defines (a CONFIG_ option, a compiler's macro; "defined(X)" of an unknown X), -1 when expr is
 * not a condition.  "0 && X" and "1 || X" are known.
 */
int cf_pp_eval(gint64 *out, const char *expr, GHashTable *macros);

/*
 * The classes of a word of C (lib/cfront/words.c holds the one table): a word may be in several
 * ("static" is a keyword and a storage class).
 */
enum cf_word_class {
	CF_WORD_KEYWORD = 1 << 0,	/* C's keywords, C23's bool included */
	CF_WORD_STORAGE = 1 << 1,	/* storage classes and "inline": static extern inline register auto */
	CF_WORD_QUALIFIER = 1 << 2,	/* const volatile restrict */
	CF_WORD_TYPE = 1 << 3,		/* the basic type words: void char short int long signed ... bool */
	CF_WORD_ANNOTATION = 1 << 4,	/* a kernel annotation of a declaration: __init, __initdata,
					 * __maybe_unused, __must_check ... (never part of its type) */
	CF_WORD_ADDRESS_SPACE = 1 << 5,	/* sparse's annotations of a type: __iomem __user __rcu ... */
	CF_WORD_NULL = 1 << 6,		/* NULL */
	CF_WORD_DIRECTIVE = 1 << 7,	/* the preprocessor's words: include define ifdef ... defined */
};

/* The classes (enum cf_word_class) of word, 0 for any other word (an identifier of the code). */
unsigned cf_word_class(const char *word);
/* Whether word is in one of classes. */
gboolean cf_word_is(const char *word, unsigned classes);
/* C's keywords and the words of kernel C that never name a variable (NULL, __init, __initdata ...). */
gboolean cf_is_keyword(const char *word);
/* A kernel annotation: of a declaration (__init, __maybe_unused ...) or of a type (__iomem ...). */
gboolean cf_is_annotation(const char *word);
/* "(", "[" or "{" / ")", "]" or "}" */
gboolean cf_is_open(const char *text);
gboolean cf_is_close(const char *text);
gboolean cf_tok_is(const struct cf_token *t, const char *text);

/*
 * The end of a GNU attribute "__attribute__((...))" / "__attribute((...))" or a C23 attribute
 * "[[...]]" starting at *toks[i] (an array of token pointers, as cf_items() takes): the index after
 * it, or i when none starts there.
 */
guint cf_skip_attribute(struct cf_token *const *toks, guint n, guint i);

enum cf_item_kind {
	CF_ITEM_FUNC,		/* function definition */
	CF_ITEM_DECL,		/* declaration, with or without initializer; prototypes */
	CF_ITEM_MACROCALL,	/* NAME(args); at file scope: declarer or statement macro */
	CF_ITEM_STRUCT,		/* struct/union/enum definition */
	CF_ITEM_DEFINE,		/* #define */
	CF_ITEM_COND,		/* #if, #ifdef, #ifndef, #elif, #else, #endif */
	CF_ITEM_PP,		/* any other directive */
};

/* A top-level item: a run of tokens at file scope. */
struct cf_item {
	enum cf_item_kind kind;
	char *name;		/* owned: function, variable, macro name, first macro argument, tag;
				 * the directive text for COND and PP */
	char *macro;		/* owned: CF_ITEM_MACROCALL: the macro's name; NULL otherwise */
	guint first, last;	/* token range [first, last) */
	guint occurrence;	/* how many earlier items have the same kind and name */
	int cond;		/* index of the innermost enclosing #if item or -1 */
	int branch;		/* 0 in the #if part, 1.. after each #elif / #else */
	gboolean proto;		/* CF_ITEM_DECL: a function prototype */
	gboolean init;		/* CF_ITEM_DECL: has an initializer ("=" at depth 0) */
};

/*
 * Splits toks (struct cf_token *, from a list lexed without CF_LEX_DIRECTIVE_TOKENS) into top-level
 * items; returns struct cf_item * (owned, with its free function).
 */
GPtrArray *cf_items(GPtrArray *toks);

/*
 * Item cuts of a text, scanned only as far as asked: cut[l] (1-based lines; cut[0]: before the
 * first line) says the text can be cut between lines l and l + 1 into whole top-level items: outside
 * braces, brackets, comments and directives, after a ';', a '}' or a directive.  Braces are counted
 * on directive lines too.  A byte scan, not cf_lex(): prequel asks it about a few lines of large
 * files.
 */
struct cf_cuts {
	const char *text;
	gsize len, at;		/* text[0..at) scanned */
	GArray *cut;		/* gboolean per line boundary; read it with cf_cuts_at() */
	int depth, paren;
	gboolean line_start, directive, ended, done;
};

void cf_cuts_init(struct cf_cuts *cs, const char *text, gsize len);
/* Scans until cut[line] is known, or to the end (where the last line is cut): FALSE past it. */
gboolean cf_cuts_known(struct cf_cuts *cs, int line);
/* cut[line], once cf_cuts_known() has scanned that far; FALSE before. */
gboolean cf_cuts_at(const struct cf_cuts *cs, int line);
void cf_cuts_clear(struct cf_cuts *cs);

/* A function definition found by its head "name ( ... ) {" at brace depth 0. */
struct cf_func {
	char *name;		/* owned */
	guint name_tok;		/* token index of the name */
	int head_line, open_line, close_line;	/* close_line G_MAXINT while the body is unclosed */
};

/*
 * The function definitions of toks[0, n) (directive tokens are skipped): a GArray of struct
 * cf_func, owned, with a clear function for the names.
 */
GArray *cf_functions(const struct cf_token *toks, guint n);

/*
 * Kbuild's source architecture (SRCARCH) for a machine name or an ARCH value, as
 * scripts/subarch.include and the top Makefile map them: "x86_64" and "i686" -> "x86", "aarch64" ->
 * "arm64", "ppc64le" -> "powerpc"; an unknown name is its own.  Owned; NULL for NULL or "".
 */
char *cf_karch_of_machine(const char *machine);
/*
 * The architecture whose headers porter reads: $ARCH as Kbuild takes it, else the build machine's
 * (uname's machine, mapped as above).  Borrowed, for the life of the process.
 */
const char *cf_karch(void);
/*
 * The header folders of kernel tree kdir for arch (NULL: cf_karch()), in the order they are read:
 * kdir's include/ and arch/ARCH/include/, then those of each tree its Makefile includes
 * ("include /usr/src/linux-headers-6.12.118+deb12-common/Makefile", two levels at most).  Only the
 * folders that exist.  Owned array of owned paths, empty when none.
 */
GPtrArray *cf_kheader_dirs(const char *kdir, const char *arch);

/*
 * The facts index of kernel tree kdir: the headers under its cf_kheader_dirs() for cf_karch().
 * Built by lexing every header once, kept for the process and cached in $PORTER_CACHE_DIR (default
 * $XDG_CACHE_HOME/porter, and there only for trees of 1,000 headers or more), keyed by kdir, the
 * architecture and the mtimes of the header folders and their generated/ folders.
 * Returns a borrowed index that lives as long as the process, or NULL if kdir is NULL or empty.
 */
struct cf_ktree *cf_ktree_get(const char *kdir);
/* The same for an architecture (a Kbuild ARCH or a machine name; NULL: cf_karch()). */
struct cf_ktree *cf_ktree_get_arch(const char *kdir, const char *arch);
/* The index's architecture (Kbuild's SRCARCH) and header folders; borrowed. */
const char *cf_ktree_arch(const struct cf_ktree *kt);
GPtrArray *cf_ktree_header_dirs(const struct cf_ktree *kt);
/*
 * Whether the tree has header ("linux/unaligned.h", as #include <...> names it) in one of its
 * header folders or their uapi/ folders.  FALSE for a path with "..".
 */
gboolean cf_ktree_has_header(struct cf_ktree *kt, const char *header);
/*
 * Whether some header of the tree spells identifier word, outside comments and string literals
 * (directive lines included).  The identifiers are read on the first call, from a cache beside the
 * index's when it is valid.
 */
gboolean cf_ktree_has_word(struct cf_ktree *kt, const char *word);

/*
 * Where container ("struct x", "union x", "enum x") is first defined, the header (borrowed) and in
 * *out_line the line of its keyword; NULL if no header defines it.  Headers are read depth first in
 * directory order, roots in the order above; "first" means in that order.
 */
const char *cf_ktree_struct(struct cf_ktree *kt, const char *container, int *out_line);
/* Where function name is first declared or defined at file scope (line of its name); NULL if nowhere. */
const char *cf_ktree_function(struct cf_ktree *kt, const char *name, int *out_line);
/* Where macro name is first #defined; NULL if nowhere. */
const char *cf_ktree_macro(struct cf_ktree *kt, const char *name, int *out_line);
/*
 * The member of outer ("struct A") whose type is exactly inner ("struct B", not a pointer), in outer's
 * first definition: owned name or NULL.
 */
char *cf_ktree_member_of_type(struct cf_ktree *kt, const char *outer, const char *inner);
/*
 * The member names of container ("struct A") in its first definition, in order: plain members,
 * arrays, bit-fields and function pointers ("(*name)(...)"); members of nested anonymous structs
 * and unions are left out.  Owned array, empty when the tree does not define container.
 */
GPtrArray *cf_ktree_members(struct cf_ktree *kt, const char *container);
/*
 * The first function "outer *NAME(inner *)" (an inline helper or a prototype, const result or
 * parameter allowed) that turns an inner pointer into an outer one: owned NAME or NULL.
 */
char *cf_ktree_converter(struct cf_ktree *kt, const char *outer, const char *inner);

/*
 * Headers of a kernel tree by the name a driver includes them with ("linux/device.h"), over the folders
 * the kernel's Makefile gives -I (include/, arch/$(ARCH)/include/ of the tree's architecture, their
 * uapi/ and generated/ parts, and those of the tree its Makefile includes).  Read on demand, kept
 * for the process (ktree-decl.c).
 */
/* The name inside a directive "#include <x>" / "#include \"x\"" (also #include_next); owned or NULL. */
char *cf_include_target(const char *directive);
/* The include name of the header at path (a path cf_ktree_struct() and the others return); owned or NULL. */
char *cf_ktree_include_name(const char *kdir, const char *path);
/* The path of header name in kdir; owned, NULL when the tree has no such header. */
char *cf_ktree_header_path(const char *kdir, const char *name);
/*
 * name and the headers it includes outside conditional groups (its include guard apart), transitively,
 * name first; only headers the tree has.  Owned array of include names, empty if the tree lacks name.
 */
GPtrArray *cf_ktree_header_closure(const char *kdir, const char *name);
/*
 * Whether header name declares ident at file scope: a tag ("struct x"), typedef name, function,
 * object, enumerator or macro.
 */
gboolean cf_ktree_header_declares(const char *kdir, const char *name, const char *ident);
/* Whether some header folder of kdir has a sub-folder folder ("asm", "linux", "media"). */
gboolean cf_ktree_has_folder(const char *kdir, const char *folder);
/* The include names of the headers whose base name is base ("unaligned.h"); owned array. */
GPtrArray *cf_ktree_headers_named(const char *kdir, const char *base);

#endif /* PORTER_CFRONT_H */
