// SPDX-License-Identifier: GPL-2.0
/*
 * The patch series of a port, written by git itself: the work copy is a git repository with one
 * commit per kept fix, so its commits are re-made with the user's identity and the message porter
 * composed, porter's notes attached with `git notes`, and `git format-patch` writes the mails
 * (Message-ID and threading, diffstat, base-commit, cover letter, sign-off).  git always runs
 * from an argv vector, never through a shell, and only on the work copy, whose .git porter made:
 * the user's repository is read through libgit2 (sbx_repo_*), which runs nothing its config
 * names.  The subjects in the driver's own style are subject.c's.
 */
#include <errno.h>
#include <string.h>
#include <gio/gio.h>
#include <glib/gstdio.h>

#include "escape.h"
#include "porter.h"
#include "sandbox.h"

/*
 * A commit message a reviewer reads whole: a quoted block (the semantic patch) longer than
 * QUOTE_MAX lines keeps its first QUOTE_KEEP in the message and goes whole below the "---".
 */
#define QUOTE_MAX 40
#define QUOTE_KEEP 24
/* Below the "---", synth's decisions and the query are summarized past NOTE_MAX lines each. */
#define NOTE_MAX 12
#define NOTE_KEEP 8
/* git on a work copy of a driver: seconds; a git that hangs (a lock, a full disk) fails the step */
#define GIT_TIMEOUT_S 300

void porter_patch_free(struct porter_patch *p)
{
	if (!p)
		return;
	g_free(p->subject);
	g_free(p->body);
	g_free(p->notes);
	g_free(p->hash);
	g_free(p->issue_key);
	g_free(p);
}

char *porter_slug(const char *subject, gsize max)
{
	GString *s = g_string_new(NULL);
	gboolean dash = FALSE;

	for (const char *c = subject ? subject : ""; *c && s->len < max; c++) {
		if (g_ascii_isalnum(*c) || *c == '_' || *c == '.') {
			if (dash && s->len)
				g_string_append_c(s, '-');
			dash = FALSE;
			/* no leading dots, as format-patch avoids hidden files */
			if (*c == '.' && !s->len)
				continue;
			g_string_append_c(s, *c);
		} else {
			dash = TRUE;
		}
	}
	while (s->len && (s->str[s->len - 1] == '.' || s->str[s->len - 1] == '-'))
		g_string_truncate(s, s->len - 1);
	if (!s->len)
		g_string_append(s, "patch");
	return g_string_free(s, FALSE);
}

int porter_write_file(const char *path, const char *data, gssize len, GError **error)
{
	g_autoptr(GError) err = NULL;

	/* g_file_set_contents writes a temporary file and renames it over @path */
	if (!g_file_set_contents(path, data, len, &err)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "cannot write %s: %s", path,
			    err->message);
		return -PORTER_ERROR_INTERNAL;
	}
	return 0;
}

/* ---- running git ---------------------------------------------------------------------- */

/*
 * Runs git in the work copy @dir with @args, @input on its stdin (may be NULL) and @env (NAME,
 * VALUE pairs, NULL-terminated, may be NULL) added to the environment.  Gives stdout in @out
 * (owned, may be NULL).  Returns 0, or -PORTER_ERROR_INTERNAL with git's stderr in @error.
 */
static int git(char **out, const char *dir, const char *const *args, const char *const *env,
	       const char *input, GError **error)
{
	static const char *const hardening[] = { "core.fsmonitor=false", "core.hooksPath=/dev/null",
						 "diff.external=", "core.pager=cat" };
	g_autoptr(GPtrArray) argv = g_ptr_array_new();
	g_autoptr(GPtrArray) envv = g_ptr_array_new_with_free_func(g_free);
	g_autoptr(GError) err = NULL;
	struct sbx_result r = { 0 };
	g_autofree char *gitdir = g_build_filename(dir, ".git", NULL);
	g_autofree char *safe = g_strconcat("safe.directory=", dir, NULL);
	GStatBuf st;

	g_ptr_array_add(argv, (char *)"git");
	/*
	 * The work copy's tree belongs to the build's unprivileged uid (docs/sandbox.md), which
	 * git's ownership check refuses; its .git, config included, is ours, so trusting it is
	 * safe.  Any other repository gets git's own check.
	 */
	if (!g_lstat(gitdir, &st) && S_ISDIR(st.st_mode) && st.st_uid == geteuid()) {
		g_ptr_array_add(argv, (char *)"-c");
		g_ptr_array_add(argv, safe);
	}
	/*
	 * Nothing a config names runs, even one porter did not write (the user's global config,
	 * a work copy some build reached): no fsmonitor, no hook, no external diff.
	 */
	for (guint i = 0; i < G_N_ELEMENTS(hardening); i++) {
		g_ptr_array_add(argv, (char *)"-c");
		g_ptr_array_add(argv, (char *)hardening[i]);
	}
	g_ptr_array_add(argv, (char *)"-C");
	g_ptr_array_add(argv, (char *)dir);
	for (guint i = 0; args[i]; i++)
		g_ptr_array_add(argv, (char *)args[i]);
	g_ptr_array_add(argv, NULL);
	/* the user's locale would translate git's messages; the mails stay in English */
	g_ptr_array_add(envv, g_strdup("LC_ALL=C"));
	/*
	 * No system config (a machine's, not the user's); the global one is still read: it is the
	 * user's own, trusted as their shell's rc files are, and it may carry their identity.
	 */
	g_ptr_array_add(envv, g_strdup("GIT_CONFIG_NOSYSTEM=1"));
	for (guint i = 0; env && env[i] && env[i + 1]; i += 2)
		g_ptr_array_add(envv, g_strconcat(env[i], "=", env[i + 1], NULL));
	g_ptr_array_add(envv, NULL);
	/* porter's own work copy: a plain launch (sandbox/spawn.c), bounded in time only */
	if (sbx_spawn(&r, (const char *const *)argv->pdata, NULL, (const char *const *)envv->pdata,
		      input ? input : "", GIT_TIMEOUT_S, &err)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "cannot run git %s: %s",
			    args[0], err->message);
		return -PORTER_ERROR_INTERNAL;
	}
	if (r.status != 0) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "git %s in %s failed: %s",
			    args[0], dir, r.timed_out ? "timed out" : g_strstrip(r.err));
		sbx_result_clear(&r);
		return -PORTER_ERROR_INTERNAL;
	}
	if (out)
		*out = g_steal_pointer(&r.out);
	sbx_result_clear(&r);
	return 0;
}

int porter_git_identity(char **out_name, char **out_email, const char *dir, const char *author,
			GError **error)
{
	g_autofree char *name = NULL, *email = NULL;

	*out_name = *out_email = NULL;
	if (author) {
		const char *lt = strchr(author, '<'), *gt = strrchr(author, '>');

		if (!lt || !gt || gt < lt || gt[1] || lt == author || !memchr(lt, '@', gt - lt)) {
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
				    "bad --author '%s': expected 'Name <mail@host>'", author);
			return -PORTER_ERROR_INPUT;
		}
		name = g_strstrip(g_strndup(author, lt - author));
		email = g_strndup(lt + 1, gt - lt - 1);
	} else {
		/* as git itself: the environment first, then the configuration seen from @dir */
		name = g_strdup(g_getenv("GIT_AUTHOR_NAME"));
		email = g_strdup(g_getenv("GIT_AUTHOR_EMAIL"));
		if (!name || !*name) {
			g_free(name);
			name = sbx_repo_config(dir, "user.name");
		}
		if (!email || !*email) {
			g_free(email);
			email = sbx_repo_config(dir, "user.email");
		}
	}
	if (!name || !*name || !email || !*email) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INPUT,
			    "no git identity for the patches' From: and Signed-off-by: "
			    "(set user.name and user.email with git config, or pass --author "
			    "'Name <mail>')");
		return -PORTER_ERROR_INPUT;
	}
	*out_name = g_steal_pointer(&name);
	*out_email = g_steal_pointer(&email);
	return 0;
}

/* ---- the series ----------------------------------------------------------------------- */

/* Replaces the first @from in @text (owned, replaced) with @to. */
static void replace_once(char **text, const char *from, const char *to)
{
	char *at = strstr(*text, from);
	char *n;

	if (!at)
		return;
	n = g_strdup_printf("%.*s%s%s", (int)(at - *text), *text, to, at + strlen(from));
	g_free(*text);
	*text = n;
}

/*
 * Joins folded header lines: git folds a header longer than 78 columns, which mail allows, but
 * b4 0.12 (Debian 12) stops with "Header values may not contain linefeed" on a folded From: or
 * Subject:.  An unfolded line stays far below mail's limit of 998 characters.
 */
static char *unfold_headers(const char *text)
{
	const char *end = strstr(text, "\n\n");
	GString *s = g_string_new(NULL);

	for (const char *c = text; *c; c++) {
		if (end && c < end && c[0] == '\n' && (c[1] == ' ' || c[1] == '\t')) {
			while (c[1] == ' ' || c[1] == '\t')
				c++;
			g_string_append_c(s, ' ');
			continue;
		}
		g_string_append_c(s, *c);
	}
	return g_string_free(s, FALSE);
}

/* Each indented block of @notes over NOTE_MAX lines cut to NOTE_KEEP; owned. */
static char *notes_bound(const char *notes)
{
	g_auto(GStrv) lines = g_strsplit(notes ? notes : "", "\n", -1);
	GString *s = g_string_new(NULL);
	guint n = g_strv_length(lines);

	for (guint i = 0; i < n;) {
		guint end = i;

		while (end < n && g_str_has_prefix(lines[end], "    "))
			end++;
		if (end == i) {
			g_string_append(s, lines[i]);
			if (++i < n)
				g_string_append_c(s, '\n');
			continue;
		}
		for (guint j = i; j < end && (end - i <= NOTE_MAX || j < i + NOTE_KEEP); j++)
			g_string_append_printf(s, "%s\n", lines[j]);
		/* the decisions and the query are whole in the .cocci and .pq of porter's output */
		if (end - i > NOTE_MAX)
			g_string_append_printf(s, "    [... %u more; all in porter's cocci/ output]\n",
					       end - i - NOTE_KEEP);
		i = end;
	}
	return g_string_free(s, FALSE);
}

char *porter_message_bound(const char *body, char **out_attach)
{
	g_auto(GStrv) lines = g_strsplit(body ? body : "", "\n", -1);
	GString *s = g_string_new(NULL);
	GString *a = g_string_new(NULL);
	guint n = g_strv_length(lines);

	for (guint i = 0; i < n;) {
		guint end = i, last = i, quoted;

		/* a quoted block: lines indented by four spaces, blank lines inside it */
		while (end < n && (g_str_has_prefix(lines[end], "    ") || (!*lines[end] &&
		       end > i && end + 1 < n && g_str_has_prefix(lines[end + 1], "    ")))) {
			if (*lines[end])
				last = end;
			end++;
		}
		if (end == i) {
			g_string_append(s, lines[i]);
			if (++i < n)
				g_string_append_c(s, '\n');
			continue;
		}
		end = last + 1;
		quoted = end - i;
		for (guint j = i; j < end && (quoted <= QUOTE_MAX || j < i + QUOTE_KEEP); j++)
			g_string_append_printf(s, "%s\n", lines[j]);
		if (quoted > QUOTE_MAX) {
			g_string_append_printf(s, "    [... %u more lines: the whole text is below "
					       "the \"---\" of this mail]\n", quoted - QUOTE_KEEP);
			if (a->len)
				g_string_append_c(a, '\n');
			for (guint j = i; j < end; j++)
				g_string_append_printf(a, "%s\n", lines[j]);
		}
		i = end;
		if (i == n)
			g_string_truncate(s, s->len - 1);
	}
	*out_attach = a->len ? g_string_free(a, FALSE) : (g_string_free(a, TRUE), NULL);
	return g_string_free(s, FALSE);
}

void porter_driver_repo_clear(struct porter_driver_repo *r)
{
	g_clear_pointer(&r->prefix, g_free);
	g_clear_pointer(&r->head, g_free);
	g_clear_pointer(&r->changed, g_ptr_array_unref);
}

int porter_driver_repo_read(struct porter_driver_repo *out, const char *driver_dir,
			    GError **error)
{
	struct sbx_repo_info info;
	g_autoptr(GError) err = NULL;

	memset(out, 0, sizeof(*out));
	if (sbx_repo_info(&info, driver_dir, &err)) {
		out->changed = g_ptr_array_new_with_free_func(g_free);
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "%s", err->message);
		return -PORTER_ERROR_INTERNAL;
	}
	out->prefix = g_steal_pointer(&info.prefix);
	out->head = g_steal_pointer(&info.head);
	out->changed = g_steal_pointer(&info.changed);
	sbx_repo_info_clear(&info);
	return 0;
}

int porter_driver_repo_show(char **out_data, gsize *out_len, const char *driver_dir,
			    const char *rel, GError **error)
{
	g_autoptr(GError) err = NULL;

	if (sbx_repo_show_head(out_data, out_len, driver_dir, rel, &err)) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "%s", err->message);
		return -PORTER_ERROR_INTERNAL;
	}
	return 0;
}

/* git's id of a blob holding @data, in the hash of @like (an id of the same repository). */
static char *blob_id(const char *data, gsize len, const char *like)
{
	GChecksum *c = g_checksum_new(strlen(like) == 64 ? G_CHECKSUM_SHA256 : G_CHECKSUM_SHA1);
	g_autofree char *hdr = g_strdup_printf("blob %" G_GSIZE_FORMAT, len);
	char *id;

	g_checksum_update(c, (const guchar *)hdr, strlen(hdr) + 1);
	g_checksum_update(c, (const guchar *)data, len);
	id = g_strdup(g_checksum_get_string(c));
	g_checksum_free(c);
	return id;
}

/*
 * Whether the work copy's pristine commit holds the driver as committed: every file that now
 * differs from HEAD (an --apply that wrote the kept changes, say) had HEAD's content when the
 * work copy was made.  The series then applies on HEAD and says so with base-commit.
 */
static gboolean committed_original(const struct porter_series_options *o,
				   const struct sbx_repo_info *info)
{
	if (!info->head)
		return FALSE;
	if (!info->dirty)
		return TRUE;
	if (!info->changed->len)
		return FALSE;
	for (guint i = 0; i < info->changed->len; i++) {
		const char *rel = info->changed->pdata[i];
		g_autofree char *spec = g_strdup_printf("%s:%s", o->base, rel);
		g_autofree char *in_base = NULL, *data = NULL, *in_head = NULL;
		gsize len = 0;

		if (git(&in_base, o->work_dir, (const char *const[]){ "rev-parse", "--verify",
								      "--quiet", spec, NULL },
			NULL, NULL, NULL) ||
		    sbx_repo_show_head(&data, &len, o->driver_dir, rel, NULL))
			return FALSE;
		g_strstrip(in_base);
		in_head = blob_id(data, len, in_base);
		if (strcmp(in_base, in_head))
			return FALSE;
	}
	return TRUE;
}

/* @text's mail with "base-commit: @head" after its diff, before git's signature "-- ". */
static void add_base_line(char **text, const char *head)
{
	g_autofree char *line = g_strdup_printf("\nbase-commit: %s\n", head);
	const char *sig = g_strrstr(*text, "\n-- \n");
	char *n;

	if (strstr(*text, line + 1) || !sig)
		return;
	n = g_strdup_printf("%.*s%s%s", (int)(sig - *text), *text, line, sig + 1);
	g_free(*text);
	*text = n;
}

int porter_series_write(char **out_mbox, GPtrArray *out_names, struct porter_out *out,
			GPtrArray *patches, const struct porter_series_options *o,
			GError **error)
{
	g_autofree char *name = NULL, *email = NULL, *head = NULL;
	g_autofree char *pdir = NULL, *tip = NULL, *list = NULL, *src = NULL, *dst = NULL;
	g_autofree char *base_opt = NULL, *range = NULL, *now = NULL;
	g_auto(GStrv) files = NULL;
	g_autoptr(GPtrArray) args = g_ptr_array_new();
	GString *mbox = g_string_new(NULL);
	struct sbx_repo_info info;
	const char *prefix, *env[11];
	int ret;

	*out_mbox = NULL;
	/* a driver in no repository, or one libgit2 cannot read, is sent without a base */
	sbx_repo_info(&info, o->driver_dir, NULL);
	ret = porter_git_identity(&name, &email, o->driver_dir, o->author, error);
	if (ret)
		goto out_free_mbox;
	now = g_strdup_printf("@%" G_GINT64_FORMAT " +0000", g_get_real_time() / G_USEC_PER_SEC);
	/* the user is the author and the committer: format-patch takes From:, the sign-off
	 * and the Message-ID's host from them */
	env[0] = "GIT_AUTHOR_NAME", env[1] = name, env[2] = "GIT_AUTHOR_EMAIL", env[3] = email;
	env[4] = "GIT_COMMITTER_NAME", env[5] = name, env[6] = "GIT_COMMITTER_EMAIL",
	env[7] = email, env[8] = "GIT_AUTHOR_DATE", env[9] = now, env[10] = NULL;

	/* porter's commits are the sandbox's, authored by porter: re-make them as the user's,
	 * with the final messages, and hang porter's notes on them for below the "---" */
	tip = g_strdup(o->base);
	for (guint i = 0; i < patches->len; i++) {
		const struct porter_patch *p = patches->pdata[i];
		g_autofree char *tree = g_strconcat(p->hash, "^{tree}", NULL);
		/* a subject is one header line: a newline in it would start the body or a header */
		g_autofree char *subject = esc_mbox_header(p->subject);
		g_autofree char *attach = NULL;
		g_autofree char *body = porter_message_bound(p->body, &attach);
		g_autofree char *msg = g_strdup_printf("%s\n\n%s", subject, body);
		g_autofree char *notes = NULL;
		char *commit = NULL;

		ret = git(&commit, o->work_dir, (const char *const[]){ "commit-tree", tree, "-p", tip,
								      "-F", "-", NULL },
			  env, msg, error);
		if (ret)
			goto out_free_mbox;
		g_strstrip(commit);
		g_free(tip);
		tip = commit;
		/* what the message quotes only in part goes whole below the "---" */
		notes = notes_bound(p->notes);
		if (attach) {
			char *all = g_strdup_printf("%s%sthe whole of what the message quotes:\n%s",
						    notes, *notes ? "\n" : "", attach);

			g_free(notes);
			notes = all;
		}
		if (notes && *notes) {
			ret = git(NULL, o->work_dir, (const char *const[]){ "notes", "--ref=porter",
									   "add", "-f", "-F", "-",
									   tip, NULL },
				  env, notes, error);
			if (ret)
				goto out_free_mbox;
		}
	}

	prefix = info.prefix;
	/*
	 * The series is made from the work copy's pristine commit, not from the driver as it is
	 * now: with --apply the driver already holds the kept changes, and the uncommitted edits
	 * of --include-uncommitted are the series' first patch; both apply on HEAD all the same.
	 */
	if (o->uncommitted_first || committed_original(o, &info))
		head = g_strdup(info.head);
	else if (info.head)
		g_printerr("warning: %s had uncommitted changes: the series is made against them and "
			   "has no base-commit\n", o->driver_dir);
	if (!prefix && !o->quiet)
		g_printerr("porter: note: %s is not in a git repository: the series' paths are "
			   "relative to it; in the repository that holds it, apply it with `git am "
			   "--directory=PATH/OF/%s`\n", o->driver_dir,
			   strrchr(o->driver_dir, '/') ? strrchr(o->driver_dir, '/') + 1 :
			   o->driver_dir);
	/*
	 * format-patch writes by path, following whatever links are there: it writes into a
	 * folder of porter's own (0700), copied into the output folder through its descriptor.
	 */
	pdir = g_dir_make_tmp("porter-patches-XXXXXX", NULL);
	if (!pdir) {
		g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL,
			    "cannot make a temporary folder: %s", g_strerror(errno));
		ret = -PORTER_ERROR_INTERNAL;
		goto out_free_mbox;
	}
	/* paths from the root of the driver's repository, so that git am works there */
	src = g_strdup_printf("--src-prefix=a/%s", prefix ? prefix : "");
	dst = g_strdup_printf("--dst-prefix=b/%s", prefix ? prefix : "");
	base_opt = g_strdup_printf("--base=%s", o->base);
	range = g_strdup_printf("%s..%s", o->base, tip);
	g_ptr_array_add(args, (char *)"format-patch");
	g_ptr_array_add(args, (char *)"--thread=shallow");
	g_ptr_array_add(args, (char *)"--notes=porter");
	g_ptr_array_add(args, (char *)"--suffix=.patch");
	g_ptr_array_add(args, (char *)"--no-numbered-files");
	g_ptr_array_add(args, (char *)"--no-ext-diff");
	g_ptr_array_add(args, (char *)"--no-textconv");
	g_ptr_array_add(args, src);
	g_ptr_array_add(args, dst);
	if (head)
		g_ptr_array_add(args, base_opt);
	g_ptr_array_add(args, patches->len > 1 ? (char *)"--cover-letter" :
						(char *)"--no-cover-letter");
	g_ptr_array_add(args, o->signoff ? (char *)"--signoff" : (char *)"--no-signoff");
	g_ptr_array_add(args, (char *)"-o");
	g_ptr_array_add(args, pdir);
	g_ptr_array_add(args, range);
	g_ptr_array_add(args, NULL);
	ret = git(&list, o->work_dir, (const char *const *)args->pdata, env, NULL, error);
	if (ret)
		goto out_free_mbox;

	files = g_strsplit(g_strstrip(list), "\n", -1);
	for (guint i = 0; files[i]; i++) {
		g_autofree char *text = NULL;
		g_autofree char *base_line = NULL, *real_line = NULL;
		g_autoptr(GError) err = NULL;
		const char *slash = strrchr(files[i], '/');
		g_autofree char *rel = g_strdup_printf("patches/%s", slash ? slash + 1 : files[i]);
		gboolean cover = g_str_has_suffix(files[i], "0000-cover-letter.patch");

		if (!g_file_get_contents(files[i], &text, NULL, &err)) {
			g_set_error(error, PORTER_ERROR, PORTER_ERROR_INTERNAL, "cannot read %s: %s",
				    files[i], err->message);
			ret = -PORTER_ERROR_INTERNAL;
			goto out_free_mbox;
		}
		/* the work copy's pristine commit is the driver's HEAD, by the same tree */
		base_line = g_strdup_printf("base-commit: %s", o->base);
		real_line = g_strdup_printf("base-commit: %s", head ? head : "");
		/* in every mail, so that one patch taken from the thread still names its base */
		if (head) {
			replace_once(&text, base_line, real_line);
			add_base_line(&text, head);
		}
		if (cover) {
			/* the prefix may come from a folder's name: one header line, whatever it is */
			g_autofree char *csubj = esc_mbox_header(o->cover_subject ? o->cover_subject :
								 "port to the target kernel");

			replace_once(&text, "*** SUBJECT HERE ***", csubj);
			replace_once(&text, "*** BLURB HERE ***\n",
				     o->cover_blurb ? o->cover_blurb : "");
		}
		{
			char *flat = unfold_headers(text);

			g_free(text);
			text = flat;
		}
		ret = porter_out_write(out, rel, text, -1, error);
		if (ret)
			goto out_free_mbox;
		/*
		 * The whole thread, the cover letter (0/N) first as format-patch lists it: b4 takes
		 * the base from it; `git am --empty=drop` skips it (plain git am stops at it).
		 */
		g_string_append(mbox, text);
		if (!cover && out_names)
			g_ptr_array_add(out_names, g_strdup(slash ? slash + 1 : files[i]));
	}
	ret = porter_out_write(out, "series.mbox", mbox->str, mbox->len, error);
	if (!ret)
		*out_mbox = g_build_filename(porter_out_path(out), "series.mbox", NULL);
out_free_mbox:
	if (pdir)
		sbx_remove_tree(pdir, NULL);
	sbx_repo_info_clear(&info);
	g_string_free(mbox, TRUE);
	return ret;
}
