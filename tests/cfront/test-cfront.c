// SPDX-License-Identifier: GPL-2.0
/*
 * Unit tests of cfront: token positions against GCC's own columns, literals, splices, the directive
 * structure and the top-level items.
 */
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "cfront.h"

static struct cf_tokens *lex(const char *text, unsigned flags)
{
	return cf_lex(text, strlen(text), flags);
}

static const struct cf_token *tok(const struct cf_tokens *l, guint i)
{
	g_assert_cmpuint(i, <, l->toks->len);
	return &g_array_index(l->toks, struct cf_token, i);
}

/* The first token spelled text, or NULL. */
static const struct cf_token *find(const struct cf_tokens *l, const char *text)
{
	for (guint i = 0; i < l->toks->len; i++)
		if (!strcmp(tok(l, i)->text, text))
			return tok(l, i);
	return NULL;
}

/*
 * The columns GCC 12 printed for this file (gcc -fsyntax-only col.c): x1 at 2:17, x2 at 3:25 (after
 * a two-byte é and a tab), x3 at 4:28 (two East Asian wide characters), x4 at 5:19.
 */
static void test_gcc_columns(void)
{
	const char *src = "int a = 1;\n\tint b = x1;\nchar *s = \"\xc3\xa9\";\tint c = x2;\n"
			  "char *w = \"\xe6\x97\xa5\xe6\x9c\xac\";  int d = x3;\n \t  int e = x4;\n";
	g_autoptr(cf_tokens) l = lex(src, 0);
	const struct cf_token *t;

	g_assert_null(l->err);
	t = find(l, "x1");
	g_assert_cmpint(t->line, ==, 2);
	g_assert_cmpint(t->dcol, ==, 17);
	g_assert_cmpint(t->col, ==, 10);
	t = find(l, "x2");
	g_assert_cmpint(t->line, ==, 3);
	g_assert_cmpint(t->dcol, ==, 25);
	g_assert_cmpint(t->col, ==, 25);
	t = find(l, "x3");
	g_assert_cmpint(t->dcol, ==, 28);
	t = find(l, "x4");
	g_assert_cmpint(t->line, ==, 5);
	g_assert_cmpint(t->dcol, ==, 19);
	g_assert_cmpint(t->col, ==, 13);
	g_assert_cmpuint(t->off, ==, (guint)(strstr(src, "x4") - src));
	g_assert_cmpuint(t->len, ==, 2);
}

static void test_literals(void)
{
	const char *src = "a = L\"wide\" u8\"utf\" u'c' U\"x\\\"y\" 'q' R\"d(raw \" // )\" x\n)d\" + LR\"(z)\";\n"
			  "b = u8R\"(q)\" uR\"(r)\" xR\"(n)\";\n";
	g_autoptr(cf_tokens) l = lex(src, 0);
	const struct cf_token *t;

	g_assert_null(l->err);
	g_assert_cmpint(find(l, "L\"wide\"")->kind, ==, CF_STRING);
	g_assert_cmpint(find(l, "u8\"utf\"")->kind, ==, CF_STRING);
	g_assert_cmpint(find(l, "u'c'")->kind, ==, CF_CHAR);
	g_assert_cmpint(find(l, "U\"x\\\"y\"")->kind, ==, CF_STRING);
	g_assert_cmpint(find(l, "'q'")->kind, ==, CF_CHAR);
	/* a raw string keeps quotes, "//" and newlines, and spans lines */
	t = find(l, "R\"d(raw \" // )\" x\n)d\"");
	g_assert_nonnull(t);
	g_assert_cmpint(t->kind, ==, CF_STRING);
	g_assert_cmpint(t->line, ==, 1);
	t = find(l, "LR\"(z)\"");
	g_assert_nonnull(t);
	g_assert_cmpint(t->line, ==, 2);
	g_assert_nonnull(find(l, "u8R\"(q)\""));
	g_assert_nonnull(find(l, "uR\"(r)\""));
	/* no encoding prefix: an identifier, then a string */
	g_assert_cmpint(find(l, "xR")->kind, ==, CF_IDENT);
	t = find(l, "b");
	g_assert_cmpint(t->line, ==, 3);
}

static void test_errors(void)
{
	g_autoptr(GError) error = NULL;
	g_autoptr(cf_tokens) a = lex("int x;\n  char *s = \"open\n;", 0);
	g_autoptr(cf_tokens) b = lex("int y; /* never\nclosed", 0);
	g_autoptr(cf_tokens) c = lex("int z = 'a;\n", 0);

	g_assert_cmpint(cf_tokens_check(a, "drv.c", &error), ==, -1);
	g_assert_cmpstr(error->message, ==, "cannot tokenize drv.c:2:13: unterminated string");
	/* the tokens after the error are still there */
	g_assert_nonnull(find(a, ";"));
	g_assert_cmpstr(b->err, ==, "unterminated comment");
	g_assert_cmpint(b->err_line, ==, 1);
	g_assert_cmpint(b->err_col, ==, 8);
	g_assert_cmpstr(c->err, ==, "unterminated character constant");
	{
		g_autoptr(cf_tokens) ok = lex("ok;", 0);

		g_assert_cmpint(cf_tokens_check(ok, "x", NULL), ==, 0);
	}
}

static void test_continuations(void)
{
	const char *src = "#define TWO(a, b) \\\n\tdo { a; /* c */ \\\n b; } while (0)\n"
			  "int lo\\\nng_name = 1; x -\\\n> y;\n// comment \\\ncontinued\nint z;\n";
	g_autoptr(cf_tokens) l = lex(src, 0);
	const struct cf_token *t = tok(l, 0);

	g_assert_cmpint(t->kind, ==, CF_PP);
	g_assert_cmpint(t->pp, ==, CF_PP_DEFINE);
	g_assert_cmpstr(t->arg, ==, "TWO");
	g_assert_cmpstr(t->text, ==, "#define TWO(a, b)   do { a;     b; } while (0)");
	g_assert_cmpuint(t->off, ==, 0);
	g_assert_cmpuint(t->len, ==, (guint)(strstr(src, "\nint lo") - src));
	/* a splice inside a token joins it, positions are those of its first byte */
	t = find(l, "long_name");
	g_assert_nonnull(t);
	g_assert_cmpint(t->line, ==, 4);
	g_assert_cmpint(t->col, ==, 5);
	g_assert_cmpuint(t->len, ==, strlen("lo\\\nng_name"));
	t = find(l, "=");
	g_assert_cmpint(t->line, ==, 5);
	g_assert_cmpint(t->col, ==, 9);
	g_assert_nonnull(find(l, "->"));
	/* a spliced line comment goes on over the next line */
	g_assert_null(find(l, "continued"));
	t = find(l, "z");
	g_assert_cmpint(t->line, ==, 9);
}

static void test_conditionals(void)
{
	const char *src = "#ifdef CONFIG_A\n"	/* 0 */
			  "int a;\n"		/* 1 2 3 */
			  "# if LINUX_VERSION_CODE >= KERNEL_VERSION(5, 0, 0)\n" /* 4 */
			  "int b;\n"		/* 5 6 7 */
			  "#elif defined(X) // old\n"	/* 8 */
			  "int c;\n"		/* 9 10 11 */
			  "#else\n"		/* 12 */
			  "#endif /* inner */\n"	/* 13 */
			  "#else\n"		/* 14 */
			  "#ifndef B\n"		/* 15 */
			  "#endif\n"		/* 16 */
			  "#endif\n"		/* 17 */
			  "#endif\n"		/* 18: unbalanced */
			  "#pragma once\n";	/* 19 */
	g_autoptr(cf_tokens) l = lex(src, 0);

	g_assert_cmpuint(l->toks->len, ==, 20);
	g_assert_cmpint(tok(l, 0)->pp, ==, CF_PP_IFDEF);
	g_assert_cmpstr(tok(l, 0)->arg, ==, "CONFIG_A");
	g_assert_cmpint(tok(l, 0)->next, ==, 14);
	g_assert_cmpint(tok(l, 0)->depth, ==, 0);
	g_assert_cmpint(tok(l, 1)->depth, ==, 1);
	g_assert_cmpint(tok(l, 4)->pp, ==, CF_PP_IF);
	g_assert_cmpstr(tok(l, 4)->text, ==, "# if LINUX_VERSION_CODE >= KERNEL_VERSION(5, 0, 0)");
	g_assert_cmpstr(tok(l, 4)->arg, ==, "LINUX_VERSION_CODE >= KERNEL_VERSION(5, 0, 0)");
	g_assert_cmpint(tok(l, 4)->depth, ==, 1);
	g_assert_cmpint(tok(l, 4)->next, ==, 8);
	g_assert_cmpint(tok(l, 5)->depth, ==, 2);
	g_assert_cmpint(tok(l, 8)->pp, ==, CF_PP_ELIF);
	g_assert_cmpstr(tok(l, 8)->arg, ==, "defined(X)");
	g_assert_cmpint(tok(l, 8)->open, ==, 4);
	g_assert_cmpint(tok(l, 8)->next, ==, 12);
	g_assert_cmpint(tok(l, 12)->next, ==, 13);
	g_assert_cmpint(tok(l, 13)->pp, ==, CF_PP_ENDIF);
	g_assert_cmpint(tok(l, 13)->open, ==, 4);
	g_assert_cmpint(tok(l, 13)->next, ==, -1);
	g_assert_cmpint(tok(l, 14)->open, ==, 0);
	g_assert_cmpint(tok(l, 14)->next, ==, 17);
	g_assert_cmpint(tok(l, 15)->pp, ==, CF_PP_IFNDEF);
	g_assert_cmpint(tok(l, 15)->depth, ==, 1);
	g_assert_cmpint(tok(l, 16)->open, ==, 15);
	g_assert_cmpint(tok(l, 17)->open, ==, 0);
	g_assert_cmpint(tok(l, 17)->depth, ==, 0);
	g_assert_cmpint(tok(l, 18)->open, ==, -1);
	g_assert_cmpint(tok(l, 19)->pp, ==, CF_PP_OTHER);
	/* only a '#' first on its line is a directive */
	{
		g_autoptr(cf_tokens) m = lex("x = a # b;\n  /* c */ #undef Y\n", 0);

		g_assert_cmpint(find(m, "#")->kind, ==, CF_PUNCT);
		g_assert_cmpint(find(m, "#undef Y")->pp, ==, CF_PP_UNDEF);
		g_assert_cmpint(find(m, "#undef Y")->col, ==, 11);
	}
}

static void test_directive_modes(void)
{
	const char *src = "#define X NULL\nint \\( a \\| b \\);\n";
	g_autoptr(cf_tokens) code = lex(src, CF_LEX_DIRECTIVE_TOKENS | CF_LEX_SMPL);
	g_autoptr(cf_tokens) skip = lex(src, CF_LEX_SKIP_DIRECTIVES);

	g_assert_cmpstr(tok(code, 0)->text, ==, "#");
	g_assert_cmpstr(tok(code, 1)->text, ==, "define");
	g_assert_cmpstr(tok(code, 3)->text, ==, "NULL");
	g_assert_nonnull(find(code, "\\("));
	g_assert_nonnull(find(code, "\\|"));
	g_assert_cmpstr(tok(skip, 0)->text, ==, "int");
	g_assert_cmpint(tok(skip, 0)->line, ==, 2);
	g_assert_null(find(skip, "\\("));
}

static void test_intern(void)
{
	g_autoptr(cf_tokens) a = lex("foo(bar);", CF_LEX_INTERN);
	g_autoptr(cf_tokens) b = lex("bar = foo;", CF_LEX_INTERN);

	g_assert_true(find(a, "foo")->text == find(b, "foo")->text);
	g_assert_true(find(a, "bar")->text == cf_intern("bar!", 3));
}

/* The items of text, lexed the way synth does: an array of token pointers. */
static GPtrArray *items_of(const char *text, struct cf_tokens **out_l, GPtrArray **out_ptrs)
{
	struct cf_tokens *l = lex(text, 0);
	GPtrArray *p = g_ptr_array_new();

	for (guint i = 0; i < l->toks->len; i++)
		g_ptr_array_add(p, &g_array_index(l->toks, struct cf_token, i));
	*out_l = l;
	*out_ptrs = p;
	return cf_items(p);
}

static void test_items(void)
{
	const char *src = "#include <linux/module.h>\n"
			  "static int count __attribute__((unused)) = 1;\n"
			  "struct __attribute__((packed)) hdr { u8 a; };\n"
			  "int probe(struct device *dev);\n"
			  "static int __attribute__((cold)) probe(struct device *dev)\n{\n\treturn 0;\n}\n"
			  "[[maybe_unused]] static const struct ops my_ops = { .probe = probe, };\n"
			  "#ifdef CONFIG_PM\n"
			  "MODULE_DEVICE_TABLE(of, ids);\n"
			  "#else\n"
			  "#define PM_OPS NULL\n"
			  "#endif\n";
	struct cf_tokens *l;
	GPtrArray *p;
	g_autoptr(GPtrArray) items = items_of(src, &l, &p);
	struct cf_item **it = (struct cf_item **)items->pdata;

	g_assert_cmpuint(items->len, ==, 11);
	g_assert_cmpint(it[0]->kind, ==, CF_ITEM_PP);
	g_assert_cmpint(it[1]->kind, ==, CF_ITEM_DECL);
	g_assert_cmpstr(it[1]->name, ==, "count");
	g_assert_true(it[1]->init);
	g_assert_cmpint(it[2]->kind, ==, CF_ITEM_STRUCT);
	g_assert_cmpstr(it[2]->name, ==, "hdr");
	g_assert_cmpint(it[3]->kind, ==, CF_ITEM_DECL);
	g_assert_cmpstr(it[3]->name, ==, "probe");
	g_assert_true(it[3]->proto);
	g_assert_cmpint(it[4]->kind, ==, CF_ITEM_FUNC);
	g_assert_cmpstr(it[4]->name, ==, "probe");
	g_assert_cmpuint(it[4]->occurrence, ==, 0);
	g_assert_cmpstr(((struct cf_token *)p->pdata[it[4]->last - 1])->text, ==, "}");
	g_assert_cmpint(it[5]->kind, ==, CF_ITEM_DECL);
	g_assert_cmpstr(it[5]->name, ==, "my_ops");
	g_assert_true(it[5]->init);
	g_assert_false(it[5]->proto);
	g_assert_cmpint(it[6]->kind, ==, CF_ITEM_COND);
	g_assert_cmpint(it[7]->kind, ==, CF_ITEM_MACROCALL);
	g_assert_cmpstr(it[7]->macro, ==, "MODULE_DEVICE_TABLE");
	g_assert_cmpstr(it[7]->name, ==, "of");
	g_assert_cmpint(it[7]->cond, ==, 6);
	g_assert_cmpint(it[7]->branch, ==, 0);
	g_assert_cmpint(it[9]->kind, ==, CF_ITEM_DEFINE);
	g_assert_cmpstr(it[9]->name, ==, "PM_OPS");
	g_assert_cmpint(it[9]->cond, ==, 6);
	g_assert_cmpint(it[9]->branch, ==, 1);
	g_assert_cmpint(it[10]->cond, ==, 6);
	g_ptr_array_unref(p);
	cf_tokens_free(l);
}

static void test_functions(void)
{
	const char *src = "#define F(x) { x }\nstatic int f(int a)\n{\n\tif (a) {\n\t\treturn 1;\n\t}\n"
			  "\treturn 0;\n}\nstruct s v = { 1 };\nvoid g(void) { }\n";
	g_autoptr(cf_tokens) l = lex(src, CF_LEX_SKIP_DIRECTIVES);
	g_autoptr(GArray) fs = cf_functions((struct cf_token *)(void *)l->toks->data, l->toks->len);
	const struct cf_func *f;

	g_assert_cmpuint(fs->len, ==, 2);
	f = &g_array_index(fs, struct cf_func, 0);
	g_assert_cmpstr(f->name, ==, "f");
	g_assert_cmpint(f->head_line, ==, 2);
	g_assert_cmpint(f->open_line, ==, 3);
	g_assert_cmpint(f->close_line, ==, 8);
	f = &g_array_index(fs, struct cf_func, 1);
	g_assert_cmpstr(f->name, ==, "g");
	g_assert_cmpint(f->close_line, ==, 10);
}

/*
 * Two #if branches that each open a brace (cdemu's vhba.c, vhba_slave_alloc()): the function
 * ends at its own closing brace, and the items after it are items of their own.
 */
static void test_branch_braces(void)
{
	const char *src = "static int vhba_slave_alloc(struct scsi_device *sdev)\n{\n"
			  "#if LINUX_VERSION_CODE >= KERNEL_VERSION(3, 17, 0)\n"
			  "    if (!shost_use_blk_mq(shost) && shost->bqt) {\n"
			  "#else\n"
			  "    if (shost->bqt) {\n"
			  "#endif\n"
			  "        blk_queue_init_tags(sdev->request_queue, sdev->queue_depth, shost->bqt);\n"
			  "    }\n    return 0;\n}\n"
			  "static struct platform_driver vhba_platform_driver = {\n"
			  "    .remove = vhba_remove,\n};\n";
	struct cf_tokens *l;
	GPtrArray *p;
	g_autoptr(GPtrArray) items = items_of(src, &l, &p);
	struct cf_item **it = (struct cf_item **)items->pdata;
	g_autoptr(GArray) fs = cf_functions((struct cf_token *)(void *)l->toks->data, l->toks->len);

	g_assert_cmpuint(items->len, ==, 2);
	g_assert_cmpint(it[0]->kind, ==, CF_ITEM_FUNC);
	g_assert_cmpstr(it[0]->name, ==, "vhba_slave_alloc");
	g_assert_cmpint(((struct cf_token *)p->pdata[it[0]->last - 1])->line, ==, 11);
	g_assert_cmpint(it[1]->kind, ==, CF_ITEM_DECL);
	g_assert_cmpstr(it[1]->name, ==, "vhba_platform_driver");
	g_assert_true(it[1]->init);
	g_assert_cmpuint(fs->len, ==, 1);
	g_assert_cmpint(g_array_index(fs, struct cf_func, 0).close_line, ==, 11);
	g_ptr_array_unref(p);
	cf_tokens_free(l);
}

/*
 * Two heads of one function in the branches of an #if that comes before the item (ch341ser's
 * ch34x.c, ch34x_set_termios()), each with its own opening brace: the #else finds no group
 * opened in the item, and the function still ends at its own closing brace.
 */
static void test_head_branches(void)
{
	const char *src = "#if (LINUX_VERSION_CODE >= KERNEL_VERSION(2,6,27))\n"
			  "static void ch34x_set_termios( struct tty_struct *tty,\n"
			  "\t\tstruct usb_serial_port *port, struct ktermios *old_termios )\n{\n"
			  "#else\n"
			  "static void ch34x_set_termios( struct usb_serial_port *port,\n"
			  "\t\tstruct ktermios *old_termios )\n{\n"
			  "\tstruct tty_struct *tty = port->tty;\n#endif\n"
			  "\tstruct usb_serial *serial = port->serial;\n}\n"
			  "static struct usb_serial_driver ch34x_device = {\n"
			  "\t.set_termios = ch34x_set_termios,\n};\n";
	struct cf_tokens *l;
	GPtrArray *p;
	g_autoptr(GPtrArray) items = items_of(src, &l, &p);
	struct cf_item **it = (struct cf_item **)items->pdata;

	g_assert_cmpuint(items->len, ==, 3);
	g_assert_cmpint(it[0]->kind, ==, CF_ITEM_COND);
	g_assert_cmpint(it[1]->kind, ==, CF_ITEM_FUNC);
	g_assert_cmpstr(it[1]->name, ==, "ch34x_set_termios");
	g_assert_cmpint(((struct cf_token *)p->pdata[it[1]->last - 1])->line, ==, 12);
	g_assert_cmpint(it[2]->kind, ==, CF_ITEM_DECL);
	g_assert_cmpstr(it[2]->name, ==, "ch34x_device");
	g_ptr_array_unref(p);
	cf_tokens_free(l);
}

/* A CRLF file, a NUL byte and a lone backslash at the end must not upset positions or lengths. */
static void test_odd_bytes(void)
{
	const char src[] = "int a;\r\n#if X\r\nint b\0c;\r\n#endif\r\n\\";
	g_autoptr(cf_tokens) l = cf_lex(src, sizeof(src) - 1, 0);
	const struct cf_token *t = find(l, "#if X");

	g_assert_nonnull(t);
	g_assert_cmpint(t->line, ==, 2);
	g_assert_cmpint(find(l, "#endif")->open, ==, (int)(t - tok(l, 0)));
	g_assert_cmpint(find(l, "c")->line, ==, 3);
	g_assert_cmpstr(tok(l, l->toks->len - 1)->text, ==, "\\");
}

static void remove_tree(const char *path)
{
	g_autoptr(GDir) d = g_dir_open(path, 0, NULL);
	const char *n;

	while (d && (n = g_dir_read_name(d))) {
		g_autofree char *p = g_build_filename(path, n, NULL);

		if (g_file_test(p, G_FILE_TEST_IS_DIR) && !g_file_test(p, G_FILE_TEST_IS_SYMLINK))
			remove_tree(p);
		else
			g_unlink(p);
	}
	g_rmdir(path);
}

static void write_file(const char *dir, const char *name, const char *text)
{
	g_autofree char *p = g_build_filename(dir, name, NULL);
	g_autofree char *d = g_path_get_dirname(p);

	g_assert_cmpint(g_mkdir_with_parents(d, 0700), ==, 0);
	g_assert_true(g_file_set_contents(p, text, -1, NULL));
}

/* A Debian-like pair of trees: the flavour's Makefile includes the common tree, which has the headers. */
static void test_ktree(void)
{
	g_autofree char *tmp = g_dir_make_tmp("cfront-XXXXXX", NULL);
	g_autofree char *flavour = g_build_filename(tmp, "headers-amd64", NULL);
	g_autofree char *common = g_build_filename(tmp, "headers-common", NULL);
	g_autofree char *cache = g_build_filename(tmp, "cache", NULL);
	g_autofree char *mk = g_strdup_printf("include %s/Makefile\n", common);
	g_autofree char *text = NULL;
	g_autofree char *cached = NULL;
	g_autofree char *sum = NULL;
	struct cf_ktree *kt;
	const char *h;
	int line = 0;

	g_setenv("PORTER_CACHE_DIR", cache, TRUE);
	write_file(flavour, "Makefile", mk);
	write_file(flavour, "include/generated/autoconf.h", "#define CONFIG_X86 1\n");
	write_file(common, "include/linux/dev.h",
		   "struct device {\n\tint id;\n};\n"
		   "struct spi_device {\n\tstruct device *parent;\n\tstruct device dev;\n\tint cs;\n};\n"
		   "static inline struct spi_device *to_spi_device(const struct device *dev)\n{\n"
		   "\treturn container_of(dev, struct spi_device, dev);\n}\n"
		   "#define dev_name(d) ((d)->name)\n"
		   "extern int spi_setup(struct spi_device *spi);\n");
	write_file(common, "arch/x86/include/asm/io.h", "void __iomem *ioremap(resource_size_t off, unsigned long size);\n");
	kt = cf_ktree_get(flavour);
	g_assert_nonnull(kt);
	g_assert_true(cf_ktree_get(flavour) == kt);
	h = cf_ktree_struct(kt, "struct spi_device", &line);
	g_assert_nonnull(h);
	g_assert_true(g_str_has_suffix(h, "include/linux/dev.h"));
	g_assert_cmpint(line, ==, 4);
	g_assert_null(cf_ktree_struct(kt, "struct nothing", NULL));
	g_assert_nonnull(cf_ktree_function(kt, "spi_setup", &line));
	g_assert_cmpint(line, ==, 14);
	/* a call inside a body is no declaration */
	g_assert_null(cf_ktree_function(kt, "container_of", NULL));
	g_assert_nonnull(cf_ktree_function(kt, "ioremap", NULL));
	g_assert_nonnull(cf_ktree_macro(kt, "dev_name", &line));
	g_assert_cmpint(line, ==, 13);
	g_assert_nonnull(cf_ktree_macro(kt, "CONFIG_X86", NULL));
	text = cf_ktree_member_of_type(kt, "struct spi_device", "struct device");
	g_assert_cmpstr(text, ==, "dev");
	g_clear_pointer(&text, g_free);
	text = cf_ktree_converter(kt, "struct spi_device", "struct device");
	g_assert_cmpstr(text, ==, "to_spi_device");
	g_assert_null(cf_ktree_converter(kt, "struct device", "struct spi_device"));
	/* the index went to the cache, and a cache that says otherwise is believed while it is fresh */
	sum = g_compute_checksum_for_string(G_CHECKSUM_SHA1, flavour, -1);
	g_clear_pointer(&text, g_free);
	text = g_strdup_printf("%s/ktree-%s", cache, sum);
	g_assert_true(g_file_get_contents(text, &cached, NULL, NULL));
	g_assert_true(g_str_has_prefix(cached, "porter-ktree 1\t"));
	g_assert_nonnull(strstr(cached, "\nS\tstruct spi_device\t"));
	g_assert_nonnull(strstr(cached, "\nF\tto_spi_device\t"));
	{
		/* the same tree under another name: its cache, edited, is what answers */
		g_autofree char *alias = g_build_filename(tmp, "alias", NULL);
		g_autofree char *asum = g_compute_checksum_for_string(G_CHECKSUM_SHA1, alias, -1);
		g_autofree char *apath = g_strdup_printf("%s/ktree-%s", cache, asum);
		g_autofree char *head_old = g_strdup_printf("\t%s\t", flavour);
		g_autofree char *head_new = g_strdup_printf("\t%s\t", alias);
		g_autoptr(GString) edited = g_string_new(cached);
		struct cf_ktree *ka;

		g_assert_cmpint(symlink(flavour, alias), ==, 0);
		g_string_replace(edited, head_old, head_new, 1);
		g_string_replace(edited, "F\tspi_setup\t", "F\tspi_setup_cached\t", 1);
		g_assert_true(g_file_set_contents(apath, edited->str, -1, NULL));
		ka = cf_ktree_get(alias);
		g_assert_nonnull(cf_ktree_function(ka, "spi_setup_cached", NULL));
		g_assert_null(cf_ktree_function(ka, "spi_setup", NULL));
	}
	g_unsetenv("PORTER_CACHE_DIR");
	remove_tree(tmp);
}

/* The real thing, when the machine has Debian's 6.1 headers: facts the reducer and synth ask for. */
static void test_ktree_debian(void)
{
	const char *kdir = "/usr/src/linux-headers-6.1.0-57-amd64";
	g_autofree char *tmp = g_dir_make_tmp("cfront-XXXXXX", NULL);
	g_autofree char *m = NULL, *c = NULL;
	struct cf_ktree *kt;
	GPtrArray *ms;
	const char *h;

	if (!g_file_test(kdir, G_FILE_TEST_IS_DIR)) {
		g_test_skip("no Debian 6.1 headers");
		return;
	}
	g_setenv("PORTER_CACHE_DIR", tmp, TRUE);
	kt = cf_ktree_get(kdir);
	h = cf_ktree_struct(kt, "struct spi_driver", NULL);
	g_assert_nonnull(h);
	g_assert_true(g_str_has_suffix(h, "include/linux/spi/spi.h"));
	h = cf_ktree_function(kt, "i2c_verify_client", NULL);
	g_assert_nonnull(h);
	g_assert_true(g_str_has_suffix(h, "include/linux/i2c.h"));
	m = cf_ktree_member_of_type(kt, "struct platform_device", "struct device");
	g_assert_cmpstr(m, ==, "dev");
	c = cf_ktree_converter(kt, "struct i2c_client", "struct device");
	g_assert_cmpstr(c, ==, "i2c_verify_client");
	/* function pointers and plain members, in order; no parameter names, no nested members */
	ms = cf_ktree_members(kt, "struct proc_ops");
	g_assert_cmpuint(ms->len, >=, 10);
	g_assert_cmpstr(ms->pdata[0], ==, "proc_flags");
	g_assert_cmpstr(ms->pdata[1], ==, "proc_open");
	g_assert_true(g_ptr_array_find_with_equal_func(ms, "proc_write", g_str_equal, NULL));
	g_assert_false(g_ptr_array_find_with_equal_func(ms, "file", g_str_equal, NULL));
	g_ptr_array_unref(ms);
	ms = cf_ktree_members(kt, "struct timer_list");
	g_assert_true(g_ptr_array_find_with_equal_func(ms, "entry", g_str_equal, NULL));
	g_assert_true(g_ptr_array_find_with_equal_func(ms, "function", g_str_equal, NULL));
	g_assert_true(g_ptr_array_find_with_equal_func(ms, "flags", g_str_equal, NULL));
	g_ptr_array_unref(ms);
	ms = cf_ktree_members(kt, "struct nothing_here");
	g_assert_cmpuint(ms->len, ==, 0);
	g_ptr_array_unref(ms);
	g_unsetenv("PORTER_CACHE_DIR");
	remove_tree(tmp);
}

/* The one table of C's words: classes, the keyword predicate, the annotation predicate. */
static void test_words(void)
{
	g_assert_true(cf_is_keyword("while"));
	g_assert_true(cf_is_keyword("_Bool"));
	g_assert_true(cf_is_keyword("NULL"));
	g_assert_true(cf_is_keyword("__init"));
	g_assert_false(cf_is_keyword("probe"));
	g_assert_false(cf_is_keyword("include"));
	g_assert_false(cf_is_keyword(""));
	g_assert_cmpuint(cf_word_class("static"), ==, CF_WORD_KEYWORD | CF_WORD_STORAGE);
	g_assert_cmpuint(cf_word_class("volatile"), ==, CF_WORD_KEYWORD | CF_WORD_QUALIFIER);
	g_assert_cmpuint(cf_word_class("unsigned"), ==, CF_WORD_KEYWORD | CF_WORD_TYPE);
	g_assert_cmpuint(cf_word_class("ifdef"), ==, CF_WORD_DIRECTIVE);
	g_assert_cmpuint(cf_word_class("spi_setup"), ==, 0);
	g_assert_cmpuint(cf_word_class(NULL), ==, 0);
	g_assert_true(cf_word_is("inline", CF_WORD_STORAGE));
	g_assert_false(cf_word_is("const", CF_WORD_STORAGE | CF_WORD_ANNOTATION));
	/* annotations: of a declaration or of a type, never C's own words */
	g_assert_true(cf_is_annotation("__initdata"));
	g_assert_true(cf_is_annotation("__maybe_unused"));
	g_assert_true(cf_is_annotation("__must_check"));
	g_assert_true(cf_is_annotation("__iomem"));
	g_assert_true(cf_word_is("__iomem", CF_WORD_ADDRESS_SPACE));
	g_assert_false(cf_word_is("__iomem", CF_WORD_ANNOTATION));
	g_assert_false(cf_is_annotation("static"));
	g_assert_false(cf_is_annotation("__attribute__"));
	g_assert_false(cf_is_annotation("__initdata_x"));
}

/* The items' storage words come from the table: "register" and a section annotation skipped. */
static void test_items_annotations(void)
{
	const char *src = "static __initconst const struct x tbl[] = { 1 };\n"
			  "register int __read_mostly counter;\n";
	g_autoptr(cf_tokens) l = cf_lex(src, strlen(src), 0);
	g_autoptr(GPtrArray) toks = g_ptr_array_new();
	g_autoptr(GPtrArray) items = NULL;

	for (guint i = 0; i < l->toks->len; i++)
		g_ptr_array_add(toks, &g_array_index(l->toks, struct cf_token, i));
	items = cf_items(toks);
	g_assert_cmpuint(items->len, ==, 2);
	g_assert_cmpstr(((struct cf_item *)items->pdata[0])->name, ==, "tbl");
	g_assert_cmpstr(((struct cf_item *)items->pdata[1])->name, ==, "counter");
}

/* Kbuild's SRCARCH from a machine or an ARCH; $ARCH picks the default. */
static void test_karch(void)
{
	static const char *const map[][2] = {
		{ "x86_64", "x86" }, { "i686", "x86" }, { "x86", "x86" }, { "aarch64", "arm64" },
		{ "arm64", "arm64" }, { "armv7l", "arm" }, { "ppc64le", "powerpc" },
		{ "riscv64", "riscv" }, { "s390x", "s390" }, { "sparc64", "sparc" }, { "um", "um" },
	};

	for (guint i = 0; i < G_N_ELEMENTS(map); i++) {
		g_autofree char *a = cf_karch_of_machine(map[i][0]);

		g_assert_cmpstr(a, ==, map[i][1]);
	}
	g_assert_null(cf_karch_of_machine(""));
	/* $ARCH is read once, at the first call: in a process of its own */
	if (g_test_subprocess()) {
		g_setenv("ARCH", "aarch64", TRUE);
		g_assert_cmpstr(cf_karch(), ==, "arm64");
		g_setenv("ARCH", "x86", TRUE);
		g_assert_cmpstr(cf_karch(), ==, "arm64");
		return;
	}
	g_test_trap_subprocess(NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
	g_test_trap_assert_passed();
	g_assert_nonnull(cf_karch());
}

static void assert_path(const char *got, const char *dir, const char *sub)
{
	g_autofree char *want = g_build_filename(dir, sub, NULL);

	g_assert_cmpstr(got, ==, want);
}

/* The header folders of a real Debian tree for x86 and for arm64, and the index over them. */
static void test_kheader_dirs(void)
{
	const char *kdirs[] = { "/usr/src/linux-headers-6.12.118+deb12-amd64",
				"/usr/src/linux-headers-6.1.0-57-amd64" };
	const char *kdir = NULL;
	g_autofree char *tmp = g_dir_make_tmp("cfront-XXXXXX", NULL);
	g_autoptr(GPtrArray) x86 = NULL, arm = NULL;
	g_autofree char *common = NULL;
	struct cf_ktree *kx, *ka;

	for (guint i = 0; i < G_N_ELEMENTS(kdirs) && !kdir; i++)
		if (g_file_test(kdirs[i], G_FILE_TEST_IS_DIR))
			kdir = kdirs[i];
	if (!kdir) {
		g_test_skip("no Debian kernel headers");
		return;
	}
	{
		g_autofree char *mk = NULL;
		g_autofree char *p = g_build_filename(kdir, "Makefile", NULL);

		g_assert_true(g_file_get_contents(p, &mk, NULL, NULL));
		g_assert_true(g_str_has_prefix(mk, "include /"));
		*strchr(mk, '\n') = 0;
		common = g_path_get_dirname(mk + 8);
	}
	x86 = cf_kheader_dirs(kdir, "x86_64");
	arm = cf_kheader_dirs(kdir, "arm64");
	/* the flavour's include/ and arch/x86/include/ (generated), the common tree's two */
	g_assert_cmpuint(x86->len, ==, 4);
	assert_path(x86->pdata[0], kdir, "include");
	assert_path(x86->pdata[1], kdir, "arch/x86/include");
	assert_path(x86->pdata[2], common, "include");
	assert_path(x86->pdata[3], common, "arch/x86/include");
	/* an amd64 flavour has no generated arm64 folder; the common tree has arm64's headers */
	g_assert_cmpuint(arm->len, ==, 3);
	assert_path(arm->pdata[0], kdir, "include");
	assert_path(arm->pdata[1], common, "include");
	assert_path(arm->pdata[2], common, "arch/arm64/include");
	g_ptr_array_unref(x86);
	x86 = cf_kheader_dirs(NULL, NULL);
	g_assert_cmpuint(x86->len, ==, 0);

	g_setenv("PORTER_CACHE_DIR", tmp, TRUE);
	kx = cf_ktree_get_arch(kdir, "x86");
	ka = cf_ktree_get_arch(kdir, "aarch64");
	g_assert_true(kx != ka);
	g_assert_true(cf_ktree_get_arch(kdir, "arm64") == ka);
	g_assert_cmpstr(cf_ktree_arch(ka), ==, "arm64");
	g_assert_cmpuint(cf_ktree_header_dirs(ka)->len, ==, 3);
	/* each architecture's own asm/ headers: x86's cpufeature bits, arm64's system registers */
	g_assert_true(cf_ktree_has_header(kx, "asm/cpufeatures.h"));
	g_assert_false(cf_ktree_has_header(ka, "asm/cpufeatures.h"));
	g_assert_true(cf_ktree_has_header(ka, "asm/sysreg.h"));
	g_assert_nonnull(cf_ktree_macro(kx, "X86_FEATURE_FPU", NULL));
	g_assert_null(cf_ktree_macro(ka, "X86_FEATURE_FPU", NULL));
	g_assert_true(cf_ktree_has_header(kx, "linux/i2c.h"));
	g_assert_true(cf_ktree_has_header(kx, "linux/i2c-dev.h"));	/* uapi/ */
	g_assert_false(cf_ktree_has_header(kx, "../Makefile"));
	g_assert_false(cf_ktree_has_header(kx, "linux/no_such_header.h"));
	/* words: identifiers of the headers, not of their comments */
	g_assert_true(cf_ktree_has_word(kx, "i2c_verify_client"));
	g_assert_true(cf_ktree_has_word(kx, "X86_FEATURE_FPU"));
	g_assert_false(cf_ktree_has_word(ka, "X86_FEATURE_FPU"));
	g_assert_false(cf_ktree_has_word(kx, "porter_no_such_word"));
	g_unsetenv("PORTER_CACHE_DIR");
	remove_tree(tmp);
}

/* Words of a small tree: identifiers only, comments and strings left out; from the cache after. */
static void test_ktree_words(void)
{
	g_autofree char *tmp = g_dir_make_tmp("cfront-XXXXXX", NULL);
	g_autofree char *tree = g_build_filename(tmp, "tree", NULL);
	g_autofree char *cache = g_build_filename(tmp, "cache", NULL);
	struct cf_ktree *kt;

	g_setenv("PORTER_CACHE_DIR", cache, TRUE);
	write_file(tree, "include/linux/a.h", "/* commented_word */\n#define SHOWN 1\n"
		   "struct gadget { int member_name; };\nconst char *s = \"string_word\";\n");
	write_file(tree, "arch/x86/include/asm/b.h", "void arch_func(void);\n");
	write_file(tree, "arch/arm64/include/asm/c.h", "void arm_func(void);\n");
	kt = cf_ktree_get_arch(tree, "x86");
	g_assert_true(cf_ktree_has_word(kt, "member_name"));
	g_assert_true(cf_ktree_has_word(kt, "SHOWN"));
	g_assert_true(cf_ktree_has_word(kt, "gadget"));
	g_assert_true(cf_ktree_has_word(kt, "arch_func"));
	g_assert_false(cf_ktree_has_word(kt, "arm_func"));
	g_assert_false(cf_ktree_has_word(kt, "commented_word"));
	g_assert_false(cf_ktree_has_word(kt, "string_word"));
	g_assert_true(cf_ktree_has_word(cf_ktree_get_arch(tree, "arm64"), "arm_func"));
	{
		g_autofree char *sum = g_compute_checksum_for_string(G_CHECKSUM_SHA1, tree, -1);
		g_autofree char *w = g_strdup_printf("%s/ktree-%s.words", cache, sum);

		g_assert_true(g_file_test(w, G_FILE_TEST_IS_REGULAR));
	}
	g_unsetenv("PORTER_CACHE_DIR");
	remove_tree(tmp);
}

/* A source line's directive, as a line-by-line reader asks (prequel's guards, --compat). */
static void test_pp_of_line(void)
{
	const char *rest = NULL;

	g_assert_cmpint(cf_pp_of_line("  #  ifdef CONFIG_PM", &rest), ==, CF_PP_IFDEF);
	g_assert_cmpstr(rest, ==, "CONFIG_PM");
	g_assert_cmpint(cf_pp_of_line("#if(LINUX_VERSION_CODE > 1)", &rest), ==, CF_PP_IF);
	g_assert_cmpstr(rest, ==, "(LINUX_VERSION_CODE > 1)");
	g_assert_cmpint(cf_pp_of_line("\t#include <linux/io.h>", &rest), ==, CF_PP_INCLUDE);
	g_assert_cmpstr(rest, ==, "<linux/io.h>");
	g_assert_cmpint(cf_pp_of_line("#elifdef X", NULL), ==, CF_PP_ELIF);
	g_assert_cmpint(cf_pp_of_line("#endif /* X */", NULL), ==, CF_PP_ENDIF);
	g_assert_cmpint(cf_pp_of_line("#ifdefx", NULL), ==, CF_PP_OTHER);
	g_assert_cmpint(cf_pp_of_line("#pragma once", NULL), ==, CF_PP_OTHER);
	g_assert_cmpint(cf_pp_of_line("x = a # b;", NULL), ==, CF_PP_NONE);
	g_assert_cmpint(cf_pp_of_line("", NULL), ==, CF_PP_NONE);
}

/* Item cuts, scanned only as far as asked: after ';', '}' or a directive, outside brackets. */
static void test_cuts(void)
{
	const char *text = "#include <a.h>\n"		/* 1 */
			   "static int x = f(1,\n"	/* 2 */
			   "\t2);\n"			/* 3 */
			   "/* a { comment\n"		/* 4 */
			   "   } */\n"			/* 5 */
			   "int g(void)\n"		/* 6 */
			   "{\n"			/* 7 */
			   "\treturn '}' + \"{\";\n"	/* 8 */
			   "}\n"			/* 9 */
			   "#define M(a) \\\n"		/* 10 */
			   "\t(a)\n"			/* 11 */
			   "int y";			/* 12 */
	/* a comment between items keeps the cut before it (line 5) */
	const gboolean want[] = { TRUE, TRUE, FALSE, TRUE, FALSE, TRUE, FALSE, FALSE, FALSE, TRUE,
				  FALSE, TRUE, TRUE };
	struct cf_cuts cs;

	cf_cuts_init(&cs, text, strlen(text));
	/* asked about line 3 only: the scan stopped there */
	g_assert_true(cf_cuts_known(&cs, 3));
	g_assert_cmpuint(cs.at, <, strlen(text));
	g_assert_false(cf_cuts_at(&cs, 9));
	for (guint l = 0; l < G_N_ELEMENTS(want); l++) {
		g_assert_true(cf_cuts_known(&cs, l));
		if (cf_cuts_at(&cs, l) != want[l])
			g_error("cut after line %u: %d, expected %d", l, cf_cuts_at(&cs, l), want[l]);
	}
	/* the end of the text ends its last item, and nothing is past it */
	g_assert_false(cf_cuts_known(&cs, G_N_ELEMENTS(want)));
	cf_cuts_clear(&cs);
}

int main(int argc, char **argv)
{
	g_test_init(&argc, &argv, NULL);
	g_test_add_func("/cfront/gcc-columns", test_gcc_columns);
	g_test_add_func("/cfront/literals", test_literals);
	g_test_add_func("/cfront/errors", test_errors);
	g_test_add_func("/cfront/continuations", test_continuations);
	g_test_add_func("/cfront/conditionals", test_conditionals);
	g_test_add_func("/cfront/directive-modes", test_directive_modes);
	g_test_add_func("/cfront/intern", test_intern);
	g_test_add_func("/cfront/items", test_items);
	g_test_add_func("/cfront/head-branches", test_head_branches);
	g_test_add_func("/cfront/functions", test_functions);
	g_test_add_func("/cfront/branch-braces", test_branch_braces);
	g_test_add_func("/cfront/odd-bytes", test_odd_bytes);
	g_test_add_func("/cfront/ktree", test_ktree);
	g_test_add_func("/cfront/ktree-debian", test_ktree_debian);
	g_test_add_func("/cfront/words", test_words);
	g_test_add_func("/cfront/items-annotations", test_items_annotations);
	g_test_add_func("/cfront/karch", test_karch);
	g_test_add_func("/cfront/kheader-dirs", test_kheader_dirs);
	g_test_add_func("/cfront/ktree-words", test_ktree_words);
	g_test_add_func("/cfront/pp-of-line", test_pp_of_line);
	g_test_add_func("/cfront/cuts", test_cuts);
	return g_test_run();
}
