// SPDX-License-Identifier: GPL-2.0
/*
 * sbx_build_run(): compiles a driver against a kernel tree in one of three modes (Kbuild, a plain
 * gcc over an include tree, or the user's command) through sbx_run(), and hands back what the
 * compiler printed, as GCC JSON when the compiler can write it.
 */
#include "sandbox.h"
#include "sbx-int.h"

#include <string.h>

#define SBX_JSON_FLAG "-fdiagnostics-format=json"

static const char *const mode_names[] = {
	[SBX_BUILD_AUTO] = "auto",
	[SBX_BUILD_PLAIN] = "plain",
	[SBX_BUILD_KBUILD] = "kbuild",
	[SBX_BUILD_CUSTOM] = "custom",
};

const char *sbx_build_mode_name(enum sbx_build_mode mode)
{
	if ((guint)mode >= G_N_ELEMENTS(mode_names))
		return "unknown";
	return mode_names[mode];
}

static gboolean is_kbuild_tree(const char *kdir)
{
	g_autofree char *mk = g_build_filename(kdir, "Makefile", NULL);
	g_autofree char *scripts = g_build_filename(kdir, "scripts", NULL);

	return g_file_test(mk, G_FILE_TEST_IS_REGULAR) && g_file_test(scripts, G_FILE_TEST_IS_DIR);
}

int sbx_kdir_kind(enum sbx_build_mode *out, const char *kdir, GError **error)
{
	g_autofree char *inc = NULL;

	if (!kdir || !g_file_test(kdir, G_FILE_TEST_EXISTS)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "kernel dir %s: no such directory",
			    kdir ? kdir : "(null)");
		return -SBX_ERROR_INPUT;
	}
	if (!g_file_test(kdir, G_FILE_TEST_IS_DIR)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "kernel dir %s: not a directory", kdir);
		return -SBX_ERROR_INPUT;
	}
	if (is_kbuild_tree(kdir)) {
		*out = SBX_BUILD_KBUILD;
		return 0;
	}
	inc = g_build_filename(kdir, "include", NULL);
	if (g_file_test(inc, G_FILE_TEST_IS_DIR)) {
		*out = SBX_BUILD_PLAIN;
		return 0;
	}
	g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "kernel dir %s is neither a Kbuild tree "
		    "(Makefile and scripts/) nor an include tree (include/)", kdir);
	return -SBX_ERROR_INPUT;
}

/* Runs a short probe command without isolation; its stdout (owned) when it exits 0, else NULL. */
static char *probe(const char *const *argv)
{
	struct sbx_run_options o = SBX_RUN_OPTIONS_INIT;
	struct sbx_result r = { 0 };
	char *ret = NULL;

	o.timeout_s = 30;
	o.isolation = SBX_ISOLATE_NONE;
	o.cwd = "/";
	if (sbx_run(&r, argv, &o, NULL) == 0 && r.status == 0)
		ret = g_strdup(g_strstrip(r.out));
	sbx_result_clear(&r);
	return ret;
}

static GMutex cache_lock;
static GHashTable *json_cache;	/* compiler → "1" / "0" */
static GHashTable *inc_cache;	/* compiler → its own include dir */

/* Whether `cc` accepts -fdiagnostics-format=json; asked once per compiler per process. */
static gboolean compiler_has_json(const char *cc)
{
	const char *argv[] = { cc, SBX_JSON_FLAG, "-fsyntax-only", "-x", "c", "/dev/null", NULL };
	const char *v;
	char *res;

	g_mutex_lock(&cache_lock);
	if (!json_cache)
		json_cache = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	v = g_hash_table_lookup(json_cache, cc);
	g_mutex_unlock(&cache_lock);
	if (v)
		return *v == '1';
	res = probe(argv);
	g_mutex_lock(&cache_lock);
	g_hash_table_replace(json_cache, g_strdup(cc), res ? "1" : "0");
	g_mutex_unlock(&cache_lock);
	v = res ? "1" : "0";
	g_free(res);
	return *v == '1';
}

/* The compiler's own header dir (stdarg.h, stddef.h), for -nostdinc builds; owned or NULL. */
static char *compiler_include_dir(const char *cc)
{
	const char *argv[] = { cc, "-print-file-name=include", NULL };
	const char *v;
	char *res;

	g_mutex_lock(&cache_lock);
	if (!inc_cache)
		inc_cache = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_free);
	v = g_hash_table_lookup(inc_cache, cc);
	res = g_strdup(v);
	g_mutex_unlock(&cache_lock);
	if (res)
		return res;
	res = probe(argv);
	if (res && g_path_is_absolute(res)) {
		g_mutex_lock(&cache_lock);
		g_hash_table_replace(inc_cache, g_strdup(cc), g_strdup(res));
		g_mutex_unlock(&cache_lock);
		return res;
	}
	g_free(res);
	return NULL;
}

/* CC=... from the caller's environment, else gcc. */
static const char *compiler_of(const struct sbx_run_options *run)
{
	for (guint i = 0; run->env && run->env[i]; i++)
		if (g_str_has_prefix(run->env[i], "CC=") && run->env[i][3])
			return run->env[i] + 3;
	return "gcc";
}

static int cmp_str(gconstpointer a, gconstpointer b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The driver's top-level .c files, sorted (names relative to src). */
static GPtrArray *c_sources(const char *src)
{
	GPtrArray *a = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GDir) d = g_dir_open(src, 0, NULL);
	const char *e;

	while (d && (e = g_dir_read_name(d))) {
		g_autofree char *p = g_build_filename(src, e, NULL);

		if (e[0] != '.' && g_str_has_suffix(e, ".c") &&
		    g_file_test(p, G_FILE_TEST_IS_REGULAR))
			g_ptr_array_add(a, g_strdup(e));
	}
	g_ptr_array_sort(a, cmp_str);
	return a;
}

/* Whether the Kbuild file or Makefile of dir has an obj- line: a folder Kbuild builds. */
static gboolean has_obj_lines(const char *dir)
{
	static const char *const names[] = { "Kbuild", "Makefile", "makefile", "GNUmakefile" };

	for (guint i = 0; i < G_N_ELEMENTS(names); i++) {
		g_autofree char *p = g_build_filename(dir, names[i], NULL);
		g_autofree char *text = NULL;
		g_auto(GStrv) lines = NULL;

		if (g_file_test(p, G_FILE_TEST_IS_SYMLINK) ||
		    !g_file_get_contents(p, &text, NULL, NULL))
			continue;
		lines = g_strsplit(text, "\n", -1);
		for (guint j = 0; lines[j]; j++) {
			const char *l = lines[j];

			while (*l == ' ' || *l == '\t')
				l++;
			if (g_str_has_prefix(l, "obj-"))
				return TRUE;
		}
	}
	return FALSE;
}

#define KBUILD_DIR_DEPTH 3

int sbx_kbuild_dir(char **out_rel, const char *src_dir, const char *name, GError **error)
{
	g_autoptr(GPtrArray) level = g_ptr_array_new_with_free_func(g_free);

	*out_rel = NULL;
	g_ptr_array_add(level, g_strdup(""));
	/* breadth first: the shallowest folder wins, and among equals the first by name */
	for (guint depth = 0; depth <= KBUILD_DIR_DEPTH && level->len; depth++) {
		g_autoptr(GPtrArray) next = g_ptr_array_new_with_free_func(g_free);

		for (guint i = 0; i < level->len; i++) {
			const char *rel = level->pdata[i];
			g_autofree char *dir = g_build_filename(src_dir, rel, NULL);
			g_autoptr(GDir) d = NULL;
			g_autoptr(GPtrArray) subs = g_ptr_array_new_with_free_func(g_free);
			const char *e;

			if (has_obj_lines(dir)) {
				*out_rel = g_strdup(rel);
				return 0;
			}
			d = g_dir_open(dir, 0, NULL);
			while (d && (e = g_dir_read_name(d))) {
				g_autofree char *p = g_build_filename(dir, e, NULL);

				if (e[0] != '.' && g_file_test(p, G_FILE_TEST_IS_DIR) &&
				    !g_file_test(p, G_FILE_TEST_IS_SYMLINK))
					g_ptr_array_add(subs, *rel ? g_build_filename(rel, e, NULL) :
							g_strdup(e));
			}
			g_ptr_array_sort(subs, cmp_str);
			for (guint j = 0; j < subs->len; j++)
				g_ptr_array_add(next, g_steal_pointer(&subs->pdata[j]));
		}
		g_ptr_array_unref(level);
		level = g_steal_pointer(&next);
	}
	g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "driver dir %s: no Kbuild file or Makefile "
		    "with obj- lines, at its top nor %d folders down: nothing for Kbuild to build",
		    name ? name : src_dir, KBUILD_DIR_DEPTH);
	return -SBX_ERROR_INPUT;
}

/* The configured header dirs beside Debian's -common one ("...-6.1.0-57-amd64"), owned. */
static char *configured_siblings(const char *kdir)
{
	g_autofree char *real = sbx_realpath(kdir);
	g_autofree char *parent = g_path_get_dirname(real ? real : kdir);
	g_autofree char *base = g_path_get_basename(real ? real : kdir);
	g_autoptr(GDir) d = g_dir_open(parent, 0, NULL);
	g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func(g_free);
	gsize stem = strlen(base) - strlen("common");
	const char *e;

	while (d && (e = g_dir_read_name(d))) {
		g_autofree char *p = g_build_filename(parent, e, NULL);
		g_autofree char *cfg = g_build_filename(p, ".config", NULL);

		if (strcmp(e, base) && !strncmp(e, base, stem) &&
		    g_file_test(cfg, G_FILE_TEST_IS_REGULAR))
			g_ptr_array_add(found, g_steal_pointer(&p));
	}
	g_ptr_array_sort(found, cmp_str);
	g_ptr_array_add(found, NULL);
	return g_strjoinv(" or ", (char **)found->pdata);
}

int sbx_kdir_check(const char *kdir, GError **error)
{
	g_autofree char *cfg = g_build_filename(kdir, ".config", NULL);
	g_autofree char *gen = g_build_filename(kdir, "include", "generated", "autoconf.h", NULL);
	g_autofree char *symvers = g_build_filename(kdir, "Module.symvers", NULL);
	enum sbx_build_mode kind;
	int ret;

	ret = sbx_kdir_kind(&kind, kdir, error);
	if (ret || kind != SBX_BUILD_KBUILD)
		return ret;
	if (!g_file_test(cfg, G_FILE_TEST_IS_REGULAR)) {
		g_autofree char *base = g_path_get_basename(kdir);
		g_autofree char *others = NULL;

		if (g_str_has_suffix(base, "-common")) {
			others = configured_siblings(kdir);
			g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "kernel dir %s is Debian's "
				    "unconfigured -common half of the headers: give the configured "
				    "one%s%s", kdir, *others ? ", " : " (linux-headers-RELEASE-FLAVOUR)",
				    others);
		} else {
			g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "kernel dir %s has no .config: "
				    "not a configured kernel tree (make olddefconfig && make "
				    "modules_prepare, or the distribution's linux-headers dir)", kdir);
		}
		return -SBX_ERROR_INPUT;
	}
	if (!g_file_test(gen, G_FILE_TEST_IS_REGULAR)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "kernel dir %s is configured but not "
			    "prepared (no include/generated/autoconf.h): run make modules_prepare "
			    "in it", kdir);
		return -SBX_ERROR_INPUT;
	}
	if (!g_file_test(symvers, G_FILE_TEST_IS_REGULAR)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "kernel dir %s has no Module.symvers: "
			    "modpost cannot resolve the module's symbols (build the kernel's modules "
			    "first, or use the distribution's linux-headers dir)", kdir);
		return -SBX_ERROR_INPUT;
	}
	return 0;
}

char *sbx_kernel_release(const char *kdir, const struct sbx_run_options *run)
{
	g_autofree char *file = g_build_filename(kdir, "include", "config", "kernel.release", NULL);
	g_autofree char *text = NULL;
	enum sbx_build_mode kind;

	if (g_file_get_contents(file, &text, NULL, NULL) && *g_strstrip(text) &&
	    !strchr(text, '\n'))
		return g_steal_pointer(&text);
	if (!sbx_kdir_kind(&kind, kdir, NULL) && kind == SBX_BUILD_KBUILD) {
		struct sbx_run_options o = run ? *run : (struct sbx_run_options)SBX_RUN_OPTIONS_INIT;
		g_autoptr(GPtrArray) ro = g_ptr_array_new_with_free_func(g_free);
		g_autofree char *k = sbx_realpath(kdir);
		const char *argv[] = { "make", "-s", "-C", k, "kernelrelease", NULL };
		struct sbx_result r = { 0 };
		char *ret = NULL;

		sbx_kernel_trees(ro, k);
		g_ptr_array_add(ro, NULL);
		o.ro_paths = (const char *const *)ro->pdata;
		o.rw_paths = NULL;
		o.cwd = k;
		if (!o.timeout_s)
			o.timeout_s = 60;
		if (sbx_run(&r, argv, &o, NULL) == 0 && r.status == 0) {
			g_auto(GStrv) lines = g_strsplit(g_strstrip(r.out), "\n", -1);
			guint n = g_strv_length(lines);

			/* make may say more ("make: Entering directory"): the release is last */
			if (n && *lines[n - 1] && !strchr(lines[n - 1], ' '))
				ret = g_strdup(lines[n - 1]);
		}
		sbx_result_clear(&r);
		if (ret)
			return ret;
	}
	return g_path_get_basename(kdir);
}

static char *quote_argv(const char *const *argv)
{
	GString *s = g_string_new(NULL);

	for (guint i = 0; argv[i]; i++) {
		g_autofree char *q = g_shell_quote(argv[i]);
		gboolean plain = !strpbrk(argv[i], " \t\n'\"\\$`*?[]{}()<>|&;#~!") && *argv[i];

		if (i)
			g_string_append_c(s, ' ');
		g_string_append(s, plain ? argv[i] : q);
	}
	return g_string_free(s, FALSE);
}

/* The custom command with {kernel} and {src} replaced by shell-quoted paths. */
static char *expand_command(const char *cmd, const char *kdir, const char *src)
{
	g_autofree char *qk = g_shell_quote(kdir), *qs = g_shell_quote(src);
	GString *s = g_string_new(NULL);

	for (const char *p = cmd; *p;) {
		if (g_str_has_prefix(p, "{kernel}")) {
			g_string_append(s, qk);
			p += strlen("{kernel}");
		} else if (g_str_has_prefix(p, "{src}")) {
			g_string_append(s, qs);
			p += strlen("{src}");
		} else {
			g_string_append_c(s, *p++);
		}
	}
	return g_string_free(s, FALSE);
}

/* The plain mode's gcc -fsyntax-only of the top's C files against the include tree k. */
static int plain_argv(struct sbx_build *out, GPtrArray *argv, GPtrArray *ro,
		      const struct sbx_build_options *o, const char *cc, const char *k,
		      const char *src, const char *bdir, const char *name, GError **error)
{
	g_autoptr(GPtrArray) srcs = NULL;
	static const char *const kbuild_flags[] = {
		"-std=gnu11", "-Wall", "-Werror=implicit-function-declaration",
		"-Werror=incompatible-pointer-types", "-Werror=implicit-int",
		"-Werror=return-type", NULL
	};
	g_autofree char *inc = compiler_include_dir(cc);
	g_autofree char *kconfig = g_build_filename(k, "include", "linux", "kconfig.h", NULL);
	g_autofree char *modname = g_path_get_basename(src);

	srcs = c_sources(bdir);
	if (!srcs->len) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "driver dir %s: no C sources "
			    "(*.c) at its top, which a plain gcc build against an include tree "
			    "compiles", name);
		return -SBX_ERROR_INPUT;
	}
	out->json = !o->no_json && compiler_has_json(cc);
	g_ptr_array_add(argv, g_strdup(cc));
	g_ptr_array_add(argv, g_strdup("-c"));
	g_ptr_array_add(argv, g_strdup("-fsyntax-only"));
	g_ptr_array_add(argv, g_strdup("-nostdinc"));
	if (inc) {
		g_ptr_array_add(argv, g_strdup("-isystem"));
		g_ptr_array_add(argv, g_strdup(inc));
	}
	g_ptr_array_add(argv, g_strdup_printf("-I%s/include", k));
	if (g_file_test(kconfig, G_FILE_TEST_IS_REGULAR)) {
		g_ptr_array_add(argv, g_strdup("-include"));
		g_ptr_array_add(argv, g_strdup(kconfig));
	}
	g_ptr_array_add(argv, g_strdup("-D__KERNEL__"));
	g_ptr_array_add(argv, g_strdup("-DMODULE"));
	g_ptr_array_add(argv, g_strdup_printf("-DKBUILD_MODNAME=\"%s\"", modname));
	/* the language and the warnings Kbuild makes errors, so both modes fail alike */
	for (guint i = 0; kbuild_flags[i]; i++)
		g_ptr_array_add(argv, g_strdup(kbuild_flags[i]));
	if (out->json)
		g_ptr_array_add(argv, g_strdup(SBX_JSON_FLAG));
	/* a file named like an option (-fplugin=x.c) must not become one */
	for (guint i = 0; i < srcs->len; i++)
		g_ptr_array_add(argv, ((char *)srcs->pdata[i])[0] == '-' ?
				g_strconcat("./", srcs->pdata[i], NULL) :
				g_strdup(srcs->pdata[i]));
	g_ptr_array_add(ro, g_strdup(k));
	return 0;
}

/* Kbuild's make -C k M=bdir modules, every file's errors in one build, JSON when gcc has it. */
static int kbuild_argv(struct sbx_build *out, GPtrArray *argv, GPtrArray *ro,
		       const struct sbx_build_options *o, const char *cc, const char *k,
		       const char *bdir, const char *name, const char *sub, const char *kcflags,
		       GError **error)
{
	g_autofree char *mk = g_build_filename(bdir, "Makefile", NULL);
	g_autofree char *kb = g_build_filename(bdir, "Kbuild", NULL);

	if (!g_file_test(mk, G_FILE_TEST_IS_REGULAR) &&
	    !g_file_test(kb, G_FILE_TEST_IS_REGULAR)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT,
			    "driver dir %s%s%s: no Makefile or Kbuild file for a Kbuild build",
			    name, *sub ? "/" : "", sub);
		return -SBX_ERROR_INPUT;
	}
	out->json = !o->no_json && compiler_has_json(cc);
	g_ptr_array_add(argv, g_strdup("make"));
	g_ptr_array_add(argv, g_strdup("-C"));
	g_ptr_array_add(argv, g_strdup(k));
	g_ptr_array_add(argv, g_strdup_printf("M=%s", bdir));
	g_ptr_array_add(argv, g_strdup_printf("-j%u", MAX(g_get_num_processors(), 1)));
	/*
	 * Each file's output whole: one compiler's JSON line is written in pieces, and another
	 * job's output or make's "*** Error" landing between them made it unreadable (seen on
	 * a loaded machine: "cannot parse JSON diagnostics at <log>:4:6").
	 */
	g_ptr_array_add(argv, g_strdup("--output-sync=target"));
	/* go on past a failing file: every file's errors are seen in one build */
	g_ptr_array_add(argv, g_strdup("-k"));
	/* the commands on stdout, for sbx_build_replay(); the compiler's output is stderr */
	g_ptr_array_add(argv, g_strdup("V=1"));
	/* the user's KCFLAGS kept, the JSON flag after them */
	if (out->json || kcflags)
		g_ptr_array_add(argv, g_strdup_printf("KCFLAGS=%s%s%s",
						      kcflags ? kcflags : "",
						      kcflags && out->json ? " " : "",
						      out->json ? SBX_JSON_FLAG : ""));
	for (guint i = 0; o->run.env && o->run.env[i]; i++)
		if (g_str_has_prefix(o->run.env[i], "CC=") ||
		    g_str_has_prefix(o->run.env[i], "LLVM="))
			g_ptr_array_add(argv, g_strdup(o->run.env[i]));
	sbx_strv_append(argv, o->make_args);
	g_ptr_array_add(argv, g_strdup("modules"));
	sbx_kernel_trees(ro, k);
	return 0;
}

/* The custom command through /bin/sh; *kcflags gets the JSON flag when asked and gcc has it. */
static void custom_argv(struct sbx_build *out, GPtrArray *argv, GPtrArray *env, GPtrArray *ro,
			const struct sbx_build_options *o, const char *cc, const char *k,
			const char *bdir, char **kcflags)
{
	g_autofree char *line = expand_command(o->command, k, bdir);

	out->json = strstr(line, SBX_JSON_FLAG) != NULL;
	if (o->json_kcflags && !o->no_json && compiler_has_json(cc)) {
		g_autofree char *old = g_steal_pointer(kcflags);

		*kcflags = g_strdup_printf("%s%s" SBX_JSON_FLAG, old ? old : "",
					  old ? " " : "");
		out->json = TRUE;
	}
	/* make takes the environment's variables: the driver's Makefile passes them on */
	sbx_strv_append(env, o->make_args);
	/* as in Kbuild mode, every file's errors in one build, through every nested make */
	if (o->json_kcflags)
		g_ptr_array_add(env, g_strdup_printf("MAKEFLAGS=-k -j%u --output-sync=target",
						     MAX(g_get_num_processors(), 1)));
	g_ptr_array_add(argv, g_strdup("/bin/sh"));
	g_ptr_array_add(argv, g_strdup("-c"));
	g_ptr_array_add(argv, g_steal_pointer(&line));
	g_ptr_array_add(ro, g_strdup(k));
}

/* A build that exits 0 without a module is no good build: out->ok cleared, the reason logged. */
static void check_products(struct sbx_build *out, const struct sbx_build_options *o,
			   enum sbx_build_mode mode, const char *bdir, const char *name,
			   const char *sub)
{
	/*
	 * Kbuild exits 0 when the obj- lines name nothing for this configuration (Realtek's
	 * obj-$(CONFIG_RTL8822BU), set only by their own Makefile's target): no module was built.
	 */
	if (out->ok && mode == SBX_BUILD_KBUILD) {
		g_autofree char *order = g_build_filename(bdir, "modules.order", NULL);
		g_autofree char *text = NULL;

		if (!g_file_get_contents(order, &text, NULL, NULL) || !*g_strstrip(text)) {
			g_autofree char *d = out->diagnostics;

			out->diagnostics = g_strdup_printf("%sporter: Kbuild built no module in %s%s%s: "
							   "its obj- lines name none here (a variable "
							   "such as CONFIG_...=m may be needed: "
							   "--make-arg)\n", d, name, *sub ? "/" : "",
							   sub);
			out->ok = FALSE;
		}
	}
	/* a build that exits 0 without the modules it promises (dkms.conf) did not build them */
	for (guint i = 0; out->ok && o->expect_modules && o->expect_modules[i]; i++) {
		g_autofree char *ko = g_build_filename(bdir, o->expect_modules[i], NULL);

		if (!g_file_test(ko, G_FILE_TEST_IS_REGULAR)) {
			g_autofree char *d = out->diagnostics;

			out->diagnostics = g_strdup_printf("%sporter: the build did not make %s%s%s\n",
							   d, sub, *sub ? "/" : "",
							   o->expect_modules[i]);
			out->ok = FALSE;
		}
	}
}

int sbx_build_run(struct sbx_build *out, const char *src_dir, const char *kdir,
		  const struct sbx_build_options *opts, GError **error)
{
	static const struct sbx_build_options defaults = { 0 };
	const struct sbx_build_options *o = opts ? opts : &defaults;
	struct sbx_run_options run = o->run;
	g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) ro = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) rw = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GPtrArray) env = g_ptr_array_new_with_free_func(g_free);
	g_autofree char *src = NULL, *k = NULL, *bdir = NULL, *kcflags = NULL;
	enum sbx_build_mode kind, mode = o->mode;
	const char *cc = compiler_of(&o->run);
	const char *name = o->src_name ? o->src_name : src_dir;
	const char *sub = o->subdir ? o->subdir : "";
	int ret;

	memset(out, 0, sizeof(*out));
	ret = sbx_kdir_kind(&kind, kdir, error);
	if (ret && mode != SBX_BUILD_CUSTOM)
		return ret;
	if (ret) {
		/* a custom command may take any kind of kernel dir, but it must exist */
		if (!kdir || !g_file_test(kdir, G_FILE_TEST_IS_DIR))
			return ret;
		g_clear_error(error);
	}
	if (!src_dir || !g_file_test(src_dir, G_FILE_TEST_IS_DIR)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "driver dir %s: no such directory",
			    src_dir ? src_dir : "(null)");
		return -SBX_ERROR_INPUT;
	}
	if (g_path_is_absolute(sub) || !strcmp(sub, "..") || g_str_has_prefix(sub, "../") ||
	    strstr(sub, "/../") || g_str_has_suffix(sub, "/..")) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "build folder %s is not inside the "
			    "driver dir %s", sub, name);
		return -SBX_ERROR_INPUT;
	}
	src = sbx_realpath(src_dir);
	k = sbx_realpath(kdir);
	{
		g_autofree char *joined = g_build_filename(src, sub, NULL);

		bdir = sbx_realpath(joined);
	}
	if (!bdir || !g_file_test(bdir, G_FILE_TEST_IS_DIR) ||
	    (strcmp(bdir, src) && !(g_str_has_prefix(bdir, src) && bdir[strlen(src)] == '/'))) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "driver dir %s: no folder %s inside it",
			    name, sub);
		return -SBX_ERROR_INPUT;
	}
	if (mode == SBX_BUILD_AUTO)
		mode = o->command ? SBX_BUILD_CUSTOM : kind;
	/* the caller's environment (ARCH, CROSS_COMPILE, KCFLAGS...) with KCFLAGS ours to extend */
	for (guint i = 0; o->run.env && o->run.env[i]; i++) {
		if (g_str_has_prefix(o->run.env[i], "KCFLAGS=")) {
			g_free(kcflags);
			kcflags = g_strdup(o->run.env[i] + strlen("KCFLAGS="));
		} else {
			g_ptr_array_add(env, g_strdup(o->run.env[i]));
		}
	}
	for (guint i = 0; o->make_args && o->make_args[i]; i++) {
		if (!strchr(o->make_args[i], '=') || o->make_args[i][0] == '=' ||
		    o->make_args[i][0] == '-') {
			g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "make variable %s: expected "
				    "VAR=VALUE", o->make_args[i]);
			return -SBX_ERROR_INPUT;
		}
	}
	if (mode == SBX_BUILD_KBUILD && kind != SBX_BUILD_KBUILD) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "kernel dir %s is not a Kbuild tree "
			    "(no Makefile and scripts/): cannot build in kbuild mode", kdir);
		return -SBX_ERROR_INPUT;
	}
	if (mode == SBX_BUILD_CUSTOM && (!o->command || !*o->command)) {
		g_set_error(error, SBX_ERROR, SBX_ERROR_INPUT, "custom build mode without a command");
		return -SBX_ERROR_INPUT;
	}
	out->mode = mode;

	ret = 0;
	switch (mode) {
	case SBX_BUILD_PLAIN:
		ret = plain_argv(out, argv, ro, o, cc, k, src, bdir, name, error);
		break;
	case SBX_BUILD_KBUILD:
		ret = kbuild_argv(out, argv, ro, o, cc, k, bdir, name, sub, kcflags, error);
		break;
	default:
		custom_argv(out, argv, env, ro, o, cc, k, bdir, &kcflags);
		break;
	}
	if (ret)
		return ret;
	g_ptr_array_add(argv, NULL);
	out->command_line = mode == SBX_BUILD_CUSTOM ? g_strdup(argv->pdata[2]) :
			    quote_argv((const char *const *)argv->pdata);

	sbx_build_binds(ro, rw, src, o);
	if (kcflags && mode != SBX_BUILD_KBUILD)
		g_ptr_array_add(env, g_strdup_printf("KCFLAGS=%s", kcflags));
	g_ptr_array_add(env, NULL);
	run.env = (const char *const *)env->pdata;
	run.ro_paths = (const char *const *)ro->pdata;
	run.rw_paths = (const char *const *)rw->pdata;
	run.cwd = mode == SBX_BUILD_PLAIN ? src : bdir;
	run.keep_diagnostics = TRUE;
	if (!run.disk_path)
		run.disk_path = src;

	out->started_ns = g_get_real_time() * 1000;
	ret = sbx_run(&out->run, (const char *const *)argv->pdata, &run, error);
	if (ret)
		return ret;
	out->ok = out->run.status == 0 && !out->run.term_signal && !out->run.timed_out;
	if (mode == SBX_BUILD_KBUILD)
		out->compiles = sbx_build_compiles(out->run.out, bdir, k);
	/* a custom command may send the compiler's output to stdout (2>&1): keep both then */
	if (mode == SBX_BUILD_CUSTOM && *out->run.out)
		out->diagnostics = g_strconcat(out->run.err, out->run.out, NULL);
	else
		out->diagnostics = g_strdup(out->run.err);
	check_products(out, o, mode, bdir, name, sub);
	return 0;
}
