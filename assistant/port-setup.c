// SPDX-License-Identifier: GPL-2.0
/*
 * The port loop's set-up, before the first build: the options checked, the build set up (Kbuild
 * folder, dkms.conf, environment), the driver's repository and uncommitted edits, the output
 * dir, the index, --compat and the work copy; and the state freed at the end.
 */
#include <string.h>

#include "convert.h"
#include "porter-int.h"

int porter_check_inputs(const struct porter_port_options *o, GError **error)
{
	if (!o->driver || !g_file_test(o->driver, G_FILE_TEST_IS_DIR)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot read driver %s: not a directory", o->driver ? o->driver : "");
		return -PORTER_ERROR_INPUT;
	}
	if (!o->kernel || !g_file_test(o->kernel, G_FILE_TEST_IS_DIR)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot read kernel %s: not a directory", o->kernel ? o->kernel : "");
		return -PORTER_ERROR_INPUT;
	}
	if (!o->db || !g_file_test(o->db, G_FILE_TEST_IS_REGULAR)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "cannot open database %s: no such file", o->db ? o->db : "");
		return -PORTER_ERROR_INPUT;
	}
	return 0;
}

/* What of porter's own environment reaches the build: the variables Kbuild reads for a target. */
static const char *const build_env_names[] = { "ARCH", "CROSS_COMPILE", "LLVM", "CC", "KCFLAGS",
					       NULL };

/* Folders a dkms.conf is looked for above a driver in no git repository (src/mod/x). */
#define PACKAGE_LEVELS 3

/*
 * The folder above @drv (absolute) holding its package's dkms.conf, for a driver given as one
 * module folder of a package: its parent, then up to the top of the git repository holding it;
 * in no repository, up to PACKAGE_LEVELS folders up.  A dkms.conf that is a link is none.
 * Owned; NULL for none.
 */
static char *package_root(const char *drv)
{
	struct sbx_repo_info info;
	g_autofree char *dir = g_strdup(drv);
	guint levels = PACKAGE_LEVELS;

	/* the repository's top is as many folders up as its prefix has components */
	if (!sbx_repo_info(&info, drv, NULL)) {
		if (info.prefix) {
			levels = 0;
			for (const char *c = info.prefix; *c; c++)
				levels += *c == '/';
		}
		sbx_repo_info_clear(&info);
	}
	for (guint i = 0; i < levels; i++) {
		g_autofree char *up = g_path_get_dirname(dir);
		g_autofree char *conf = NULL;

		/* the file system's root is no package */
		if (!strcmp(up, dir) || !strcmp(up, "/"))
			break;
		g_free(dir);
		dir = g_steal_pointer(&up);
		conf = g_build_filename(dir, "dkms.conf", NULL);
		if (g_file_test(conf, G_FILE_TEST_IS_SYMLINK))
			return NULL;
		if (g_file_test(conf, G_FILE_TEST_IS_REGULAR))
			return g_steal_pointer(&dir);
	}
	return NULL;
}

/*
 * The build's set-up, before anything is copied: the kernel dir checked as input (exit 2), the
 * folder Kbuild builds, dkms.conf's command and modules, the environment, the release.
 */
static int setup_build(struct port *p, const char *drv, const char *kdir, GError **error)
{
	const struct porter_port_options *o = p->o;
	g_autoptr(GError) err = NULL;
	g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func(g_free);
	enum sbx_build_mode kind;
	struct sbx_dkms *dk = NULL;
	int ret = 0;

	p->build_env = g_ptr_array_new_with_free_func(g_free);
	p->expect = g_ptr_array_new_with_free_func(g_free);
	if (o->build_env) {
		for (guint i = 0; o->build_env[i]; i++)
			g_ptr_array_add(p->build_env, g_strdup(o->build_env[i]));
	} else {
		for (guint i = 0; build_env_names[i]; i++) {
			const char *v = g_getenv(build_env_names[i]);

			if (v)
				g_ptr_array_add(p->build_env, g_strdup_printf("%s=%s",
									       build_env_names[i], v));
		}
	}
	g_ptr_array_add(p->build_env, NULL);
	p->bopts.run.env = (const char *const *)p->build_env->pdata;
	p->bopts.make_args = o->make_args;
	p->bopts.src_name = drv;
	p->bopts.run.timeout_s = o->limits.timeout_s;

	if (o->build) {
		/* the user's own command: any kernel dir it can take */
		g_ptr_array_add(p->expect, NULL);
		return 0;
	}
	if (sbx_kdir_kind(&kind, kdir, &err) || sbx_kdir_check(kdir, &err)) {
		ret = porter_wrap_error(error, err, PORTER_ERROR_INPUT, "cannot build the driver");
		goto out;
	}
	if (kind == SBX_BUILD_KBUILD) {
		g_autofree char *conf = NULL;
		gboolean top_conf = FALSE;

		if (sbx_kbuild_dir(&p->subdir, drv, drv, &err)) {
			ret = porter_wrap_error(error, err, PORTER_ERROR_INPUT, "cannot build the driver");
			goto out;
		}
		p->bopts.subdir = p->subdir;
		/* dkms.conf, beside the Kbuild folder or at the driver's top, else the package's
		 * above it: the work copy then holds the package, and builds run from its top */
		conf = g_build_filename(drv, p->subdir, "dkms.conf", NULL);
		if (!g_file_test(conf, G_FILE_TEST_IS_REGULAR)) {
			g_free(conf);
			conf = g_build_filename(drv, "dkms.conf", NULL);
			top_conf = TRUE;
		}
		if (!g_file_test(conf, G_FILE_TEST_IS_REGULAR) &&
		    !g_file_test(conf, G_FILE_TEST_IS_SYMLINK) && (p->package = package_root(drv))) {
			g_autofree char *sub = p->subdir;

			g_free(conf);
			conf = g_build_filename(p->package, "dkms.conf", NULL);
			p->subdir = g_build_filename(drv + strlen(p->package) + 1, sub, NULL);
			p->bopts.subdir = p->subdir;
			p->bopts.src_name = p->package;
		}
		if (g_file_test(conf, G_FILE_TEST_IS_REGULAR) &&
		    !g_file_test(conf, G_FILE_TEST_IS_SYMLINK)) {
			if (sbx_dkms_load(&dk, conf, &err)) {
				ret = porter_wrap_error(error, err, PORTER_ERROR_INPUT, "cannot read dkms.conf");
				goto out;
			}
			for (guint i = 0; i < dk->warnings->len; i++)
				g_ptr_array_add(warnings, g_strdup(dk->warnings->pdata[i]));
			p->dkms_command = sbx_dkms_command(dk, p->kernel_name, warnings);
			if (p->dkms_command) {
				/* MAKE[0] runs where dkms.conf is, as dkms runs it */
				if (top_conf || p->package) {
					g_free(p->subdir);
					p->subdir = g_strdup("");
					p->bopts.subdir = p->subdir;
				}
				p->bopts.mode = SBX_BUILD_CUSTOM;
				p->bopts.command = p->dkms_command;
				p->bopts.json_kcflags = TRUE;
				g_free(p->r->build);
				p->r->build = g_strdup(p->dkms_command);
			}
			/* locations are from dkms.conf's folder: the build's, unless Kbuild builds
			 * a subfolder of it (no MAKE[0]), then the .ko files are not checked */
			for (guint i = 0; i < dk->module_names->len &&
			     (!(top_conf || p->package) || p->dkms_command || !*p->subdir); i++) {
				const char *n = dk->module_names->pdata[i];
				const char *l = dk->module_locations->pdata[i];

				if (!*n)
					continue;
				/* a location leading out of the driver is not one to look in */
				if (g_path_is_absolute(l) || strstr(l, "..")) {
					g_ptr_array_add(warnings, g_strdup_printf(
						"%s: BUILT_MODULE_LOCATION[%u] %s ignored", conf, i, l));
					l = "";
				}
				g_ptr_array_add(p->expect, g_strdup_printf("%s%s%s.ko", l,
						*l && !g_str_has_suffix(l, "/") ? "/" : "", n));
			}
			if (p->o->quiet)
				;
			else if (p->dkms_command)
				g_printerr("porter: note: building as %s says: %s\n", conf,
					   p->dkms_command);
			else
				g_printerr("porter: note: %s has no MAKE[0]: Kbuild builds the "
					   "driver, as dkms's default command does\n", conf);
		}
	}
	for (guint i = 0; i < warnings->len; i++)
		g_printerr("porter: warning: %s\n", (char *)warnings->pdata[i]);
out:
	g_ptr_array_add(p->expect, NULL);
	p->bopts.expect_modules = (const char *const *)p->expect->pdata;
	sbx_dkms_free(dk);
	return ret;
}

/*
 * The driver's uncommitted edits as a commit of their own on top of its HEAD, so that the
 * series starts from HEAD (base-commit) and its first patch is those edits.  Only modified files
 * are handled: a file added or deleted since HEAD is named and refused.
 */
static int take_uncommitted(struct port *p, const char *drv, GError **error)
{
	g_autoptr(GError) err = NULL;
	g_autofree char *copied = g_strdup(sbx_work_base(p->w));
	g_autofree char *head = NULL, *local = NULL;
	struct porter_patch *pp;
	GPtrArray *changed = p->repo.changed;
	int ret;

	for (guint pass = 0; pass < 2; pass++) {
		for (guint i = 0; i < changed->len; i++) {
			const char *rel = changed->pdata[i];
			g_autofree char *path = g_build_filename(sbx_work_path(p->w), rel, NULL);
			g_autofree char *data = NULL;
			gsize len = 0;

			if (pass == 0 ? porter_driver_repo_show(&data, &len, drv, rel, &err) :
			    sbx_work_read(p->w, copied, rel, &data, &len, &err)) {
				g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot take the "
					    "uncommitted edits of %s/%s (only modified files can be "
					    "sent as a patch): %s", drv, rel, err->message);
				return -PORTER_ERROR_INPUT;
			}
			if (!g_file_test(path, G_FILE_TEST_IS_REGULAR) ||
			    g_file_test(path, G_FILE_TEST_IS_SYMLINK) ||
			    sbx_work_put(path, data, (gssize)len, &err)) {
				g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "cannot take the "
					    "uncommitted edits of %s/%s: only modified files can be "
					    "sent as a patch", drv, rel);
				return -PORTER_ERROR_INPUT;
			}
		}
		ret = sbx_work_commit(p->w, pass == 0 ? "porter: the driver's HEAD\n" :
				      "porter: the driver's uncommitted edits\n",
				      pass == 0 ? &head : &local, &err);
		if (!ret && pass == 0)
			ret = sbx_work_set_base(p->w, head, &err);
		if (ret)
			return porter_wrap_error(error, err, PORTER_ERROR_INTERNAL,
					  "cannot commit the uncommitted edits");
	}
	pp = g_new0(struct porter_patch, 1);
	pp->subject = g_strdup_printf("%s: uncommitted changes", p->prefix);
	pp->body = g_strdup("The changes of the working tree that were not committed when porter\n"
			    "ran, sent first so that the fixes after them apply as they were made.\n");
	pp->hash = g_steal_pointer(&local);
	pp->issue_key = g_strdup("");
	g_ptr_array_add(p->patches, pp);
	return 0;
}

/* The output dir, checked and cleared of an earlier run's files before any build. */
static int open_outputs(struct port *p, GError **error)
{
	/* a link where porter writes is refused before any build, not followed after */
	static const char *const mine[] = { "patches", "cocci", "series.mbox", "report.txt",
					    "report.json", "report.md", NULL };
	const struct porter_port_options *o = p->o;
	int ret = 0;

	if (!o->out)
		ret = porter_out_open(&p->out_own, o->out_dir, error);
	p->out = o->out ? o->out : p->out_own;
	if (!ret)
		ret = porter_out_check(p->out, mine, error);
	if (!ret)
		porter_clear_outputs(p->out);
	return ret;
}

/* The run's report and the options that go into it and into the build's. */
static void init_port(struct port *p, const struct porter_port_options *o, const char *drv_abs,
		      const char *k_abs)
{
	p->o = o;
	p->r = porter_report_new();
	p->by_key = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, NULL);
	p->patches = g_ptr_array_new_with_free_func((GDestroyNotify)porter_patch_free);
	p->driver_name = g_path_get_basename(drv_abs);
	p->kernel_name = NULL;	/* the release, once the kernel dir is checked */
	p->prefix = porter_subject_prefix(drv_abs);
	p->r->driver = g_strdup(drv_abs);
	p->r->kernel = g_strdup(k_abs);
	p->r->db = g_canonicalize_filename(o->db, NULL);
	p->r->build = g_strdup(o->build);
	p->r->backport = o->backport;
	p->r->review = !o->apply;

	p->bopts.mode = o->build ? SBX_BUILD_CUSTOM : SBX_BUILD_AUTO;
	p->bopts.command = o->build;
	p->bopts.run.isolation = o->isolation;
	p->bopts.run.timeout_s = o->limits.timeout_s;
	p->bopts.run.cpu_limit_s = o->limits.cpu_s;
	p->bopts.run.mem_limit_mb = o->limits.mem_mb;
	p->bopts.run.disk_limit_mb = o->limits.disk_mb;
	p->bopts.run.tmp_limit_mb = o->limits.tmp_mb;
	p->bopts.run.pids_max = o->limits.pids;
	{
		struct sbx_run_options kr = p->bopts.run;

		kr.timeout_s = 60;
		p->kernel_name = sbx_kernel_release(k_abs, &kr);
	}
}

int porter_port_open(struct port *p, const struct porter_port_options *o, const char *drv_abs,
		     const char *k_abs, GError **error)
{
	g_autoptr(GError) err = NULL;
	int ret;

	init_port(p, o, drv_abs, k_abs);
	ret = setup_build(p, drv_abs, o->kernel, error);
	if (ret)
		return ret;
	ret = porter_driver_repo_read(&p->repo, drv_abs, error);
	if (ret)
		return ret;
	if (p->repo.changed->len && !o->apply && !o->include_uncommitted) {
		g_autofree char *list = NULL;

		g_ptr_array_add(p->repo.changed, NULL);
		list = g_strjoinv(", ", (char **)p->repo.changed->pdata);
		g_ptr_array_remove_index(p->repo.changed, p->repo.changed->len - 1);
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT, "driver %s has uncommitted "
			    "changes (%s): commit or stash them, or pass --include-uncommitted to "
			    "send them as the series' first patch", drv_abs, list);
		return -PORTER_ERROR_INPUT;
	}
	if (o->out_dir) {
		ret = open_outputs(p, error);
		if (ret)
			return ret;
	}
	if (pq_db_open(&p->db, o->db, FALSE, &err))
		return porter_wrap_error(error, err, porter_index_damaged(err) ? PORTER_ERROR_INDEX :
					 PORTER_ERROR_INPUT, "cannot open the database");
	if (o->compat) {
		struct porter_compat_options co = { o->kernel, o->also_build, o->driver, p->package,
						     o->backport };

		ret = porter_compat_new(&p->compat, &co, &p->bopts, p->db, error);
		if (ret)
			return ret;
	}
	if (o->apply) {
		ret = porter_apply_recover(drv_abs, error);
		if (ret)
			return ret;
	}
	if (sbx_work_new_package(&p->w, o->driver, p->package, o->work_parent, o->limits.copy_mb,
				 0, &err))
		return porter_wrap_error(error, err, err && err->code == SBX_ERROR_INPUT ?
					 PORTER_ERROR_INPUT : PORTER_ERROR_INTERNAL,
					 "cannot make a work copy");
	for (const char *const *n = sbx_work_notes(p->w); *n; n++)
		g_printerr("porter: warning: %s: %s\n", p->driver_name, *n);
	if (p->repo.changed->len && !o->apply && o->include_uncommitted) {
		ret = take_uncommitted(p, drv_abs, error);
		if (ret)
			return ret;
	}
	/* the uncommitted edits' commit, if taken, else the base */
	p->head = g_strdup(p->patches->len ?
			   ((struct porter_patch *)p->patches->pdata[p->patches->len - 1])->hash :
			   sbx_work_base(p->w));
	return 0;
}

void porter_port_clear(struct port *p)
{
	if (p->w)
		sbx_work_free(p->w, TRUE);
	porter_compat_free(p->compat);
	if (p->db)
		pq_db_close(p->db);
	g_hash_table_unref(p->by_key);
	g_ptr_array_unref(p->patches);
	if (p->issues)
		g_ptr_array_unref(p->issues);
	if (p->keys)
		g_hash_table_unref(p->keys);
	g_free(p->log);
	sbx_build_clear(&p->first);
	g_free(p->driver_name);
	g_free(p->kernel_name);
	g_free(p->prefix);
	g_free(p->head);
	g_free(p->subdir);
	g_free(p->package);
	g_free(p->dkms_command);
	if (p->build_env)
		g_ptr_array_unref(p->build_env);
	if (p->expect)
		g_ptr_array_unref(p->expect);
	porter_driver_repo_clear(&p->repo);
	porter_out_free(p->out_own);
}
