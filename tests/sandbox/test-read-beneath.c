// SPDX-License-Identifier: GPL-2.0
/*
 * sbx_read_beneath() on real files, links and FIFOs: a file beneath the root is read, and no path
 * (absolute, "..", a link at the name or on the way, a link out of the tree) leads out of it.
 * Each case runs twice: with openat2, and in a child whose seccomp filter makes openat2 fail with
 * ENOSYS, as on a kernel before 5.6, so that the component-wise fallback is tested too.
 */
#define _GNU_SOURCE
#include "sandbox.h"

#include <errno.h>
#include <fcntl.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <stddef.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <glib/gstdio.h>

static char *base;	/* scratch: base/root is the tree, base/outside holds the secret */

static void put(const char *rel, const char *text, int mode)
{
	g_autofree char *p = g_build_filename(base, rel, NULL);
	g_autofree char *parent = g_path_get_dirname(p);

	g_assert_cmpint(g_mkdir_with_parents(parent, 0755), ==, 0);
	g_assert_true(g_file_set_contents(p, text, -1, NULL));
	g_assert_cmpint(g_chmod(p, mode), ==, 0);
}

static void link_at(const char *rel, const char *target)
{
	g_autofree char *p = g_build_filename(base, rel, NULL);

	g_assert_cmpint(symlink(target, p), ==, 0);
}

static void setup(void)
{
	g_autofree char *secret = NULL, *secret_dir = NULL, *fifo = NULL;

	base = g_dir_make_tmp("porter-beneath-XXXXXX", NULL);
	g_assert_nonnull(base);
	put("root/a.c", "int a;\n", 0644);
	put("root/sub/b.c", "int b;\n", 0644);
	put("root/big.c", "0123456789", 0644);
	put("outside/secret.c", "int secret_fn(void) {\n", 0600);
	secret = g_build_filename(base, "outside", "secret.c", NULL);
	secret_dir = g_build_filename(base, "outside", NULL);
	link_at("root/abs-link.c", secret);
	link_at("root/rel-out.c", "../outside/secret.c");
	link_at("root/in-link.c", "a.c");
	link_at("root/dir-out", secret_dir);
	link_at("root/dir-rel-out", "../outside");
	link_at("root/dir-in", "sub");
	link_at("root-link", "root");
	fifo = g_build_filename(base, "root", "pipe.c", NULL);
	g_assert_cmpint(mkfifo(fifo, 0644), ==, 0);
}

/* Reads rel beneath base/root (or root-link); the error code, 0 when read (text checked). */
static int rd(const char *root_name, const char *rel, unsigned int flags, gsize max,
	      const char *want)
{
	g_autofree char *root = g_build_filename(base, root_name, NULL);
	g_autofree char *text = NULL;
	g_autoptr(GError) err = NULL;
	gsize len = 99;
	int ret = sbx_read_beneath(root, rel, flags, max, &text, &len, &err);

	if (ret) {
		g_assert_null(text);
		g_assert_cmpuint(len, ==, 0);
		g_assert_error(err, SBX_ERROR, -ret);
		/* one line naming the file */
		g_assert_null(strchr(err->message, '\n'));
		g_assert_true(g_str_has_prefix(err->message, "cannot "));
		return -ret;
	}
	g_assert_no_error(err);
	g_assert_nonnull(want);
	g_assert_cmpstr(text, ==, want);
	g_assert_cmpuint(len, ==, strlen(want));
	return 0;
}

static void check_all(void)
{
	const unsigned int L = SBX_BENEATH_LINKS;

	/* inside: read, whether the root is named directly or through a link */
	g_assert_cmpint(rd("root", "a.c", 0, 1024, "int a;\n"), ==, 0);
	g_assert_cmpint(rd("root", "sub/b.c", 0, 1024, "int b;\n"), ==, 0);
	g_assert_cmpint(rd("root", "./sub//b.c", 0, 1024, "int b;\n"), ==, 0);
	g_assert_cmpint(rd("root-link", "a.c", 0, 1024, "int a;\n"), ==, 0);
	g_assert_cmpint(rd("root", "sub/b.c", L, 1024, "int b;\n"), ==, 0);
	/* out by name: absolute, "..", never read */
	g_assert_cmpint(rd("root", "/etc/passwd", 0, 1024, NULL), ==, SBX_ERROR_INPUT);
	g_assert_cmpint(rd("root", "../outside/secret.c", 0, 1024, NULL), ==, SBX_ERROR_INPUT);
	g_assert_cmpint(rd("root", "../outside/secret.c", L, 1024, NULL), ==, SBX_ERROR_INPUT);
	g_assert_cmpint(rd("root", "sub/../../outside/secret.c", L, 1024, NULL), ==,
			SBX_ERROR_INPUT);
	g_assert_cmpint(rd("root", "", 0, 1024, NULL), ==, SBX_ERROR_INPUT);
	/* out through links at the name or on the way, whatever the flags */
	g_assert_cmpint(rd("root", "abs-link.c", 0, 1024, NULL), ==, SBX_ERROR_INPUT);
	g_assert_cmpint(rd("root", "abs-link.c", L, 1024, NULL), ==, SBX_ERROR_INPUT);
	g_assert_cmpint(rd("root", "rel-out.c", 0, 1024, NULL), ==, SBX_ERROR_INPUT);
	g_assert_cmpint(rd("root", "rel-out.c", L, 1024, NULL), ==, SBX_ERROR_INPUT);
	g_assert_cmpint(rd("root", "dir-out/secret.c", 0, 1024, NULL), ==, SBX_ERROR_INPUT);
	g_assert_cmpint(rd("root", "dir-out/secret.c", L, 1024, NULL), ==, SBX_ERROR_INPUT);
	g_assert_cmpint(rd("root", "dir-rel-out/secret.c", 0, 1024, NULL), ==, SBX_ERROR_INPUT);
	g_assert_cmpint(rd("root", "dir-rel-out/secret.c", L, 1024, NULL), ==, SBX_ERROR_INPUT);
	/* a link that stays inside: refused by default, followed with SBX_BENEATH_LINKS */
	g_assert_cmpint(rd("root", "in-link.c", 0, 1024, NULL), ==, SBX_ERROR_INPUT);
	g_assert_cmpint(rd("root", "dir-in/b.c", 0, 1024, NULL), ==, SBX_ERROR_INPUT);
	/* not a regular file, too large, missing */
	g_assert_cmpint(rd("root", "pipe.c", 0, 1024, NULL), ==, SBX_ERROR_INPUT);
	g_assert_cmpint(rd("root", "sub", 0, 1024, NULL), ==, SBX_ERROR_INPUT);
	g_assert_cmpint(rd("root", "big.c", 0, 9, NULL), ==, SBX_ERROR_INPUT);
	g_assert_cmpint(rd("root", "big.c", 0, 10, "0123456789"), ==, 0);
	g_assert_cmpint(rd("root", "none.c", 0, 1024, NULL), ==, SBX_ERROR_IO);
	g_assert_cmpint(rd("none", "a.c", 0, 1024, NULL), ==, SBX_ERROR_IO);
}

static void test_openat2(void)
{
	check_all();
	/* the kernel's resolution follows a link inside the tree; the fallback never does */
	g_assert_cmpint(rd("root", "in-link.c", SBX_BENEATH_LINKS, 1024, "int a;\n"), ==, 0);
	g_assert_cmpint(rd("root", "dir-in/b.c", SBX_BENEATH_LINKS, 1024, "int b;\n"), ==, 0);
	g_assert_cmpint(rd("root", "sub/../a.c", 0, 1024, "int a;\n"), ==, 0);
}

/* Makes openat2 fail with ENOSYS in this process, as a kernel without it (or a container) does. */
static void deny_openat2(void)
{
	struct sock_filter f[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_openat2, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | ENOSYS),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = { .len = G_N_ELEMENTS(f), .filter = f };

	g_assert_cmpint(prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), ==, 0);
	g_assert_cmpint(prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog), ==, 0);
}

static void test_fallback(void)
{
	if (g_test_subprocess()) {
		struct open_how_stub { unsigned long long flags, mode, resolve; } how = { 0 };

		deny_openat2();
		g_assert_cmpint(syscall(SYS_openat2, AT_FDCWD, ".", &how, sizeof(how)), ==, -1);
		g_assert_cmpint(errno, ==, ENOSYS);
		check_all();
		/* stricter than openat2: no link and no ".." at all, even inside */
		g_assert_cmpint(rd("root", "in-link.c", SBX_BENEATH_LINKS, 1024, NULL), ==,
				SBX_ERROR_INPUT);
		g_assert_cmpint(rd("root", "sub/../a.c", 0, 1024, NULL), ==, SBX_ERROR_INPUT);
		return;
	}
	g_test_trap_subprocess(NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
	g_test_trap_assert_passed();
}

int main(int argc, char **argv)
{
	int ret;

	g_test_init(&argc, &argv, NULL);
	setup();
	g_test_add_func("/sandbox/read-beneath/openat2", test_openat2);
	g_test_add_func("/sandbox/read-beneath/fallback", test_fallback);
	ret = g_test_run();
	if (sbx_remove_tree(base, NULL))
		ret = 1;
	g_free(base);
	return ret;
}
